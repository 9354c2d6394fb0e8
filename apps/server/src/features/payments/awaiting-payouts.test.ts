import type { AdminReconciliation, Notification, PendingEarning, ShipmentPayment } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, PASSWORD, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { users } from '../../db/schema/users.ts';

/** Sign-up takes a number of any country; payouts go only to Zambian mobile money. */
const SOUTH_AFRICAN = '+27 82 123 4567';

let t: TestContext;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's payout callbacks come back to this server over HTTP, as pawaPay's would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app, 'cargo-owner');
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (check(value)) return value;
    await sleep(20);
  }
  throw new Error('the condition never held');
}

/** A shipment of `amount` Kwacha paid, delivered with the code and released by its owner. */
async function released(transporter: Actor, amount: number): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount, load: { maxBudget: 100_000 } });
  const delivered = await patchShipment(t, transporter, id, { status: 'DELIVERED' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/payment/release`,
    headers: owner.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const payoutsOf = (shipmentId: string) =>
  t.db
    .select()
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.shipmentId, shipmentId), eq(moneyTransfers.kind, 'payout')));

const saveWallet = (actor: Actor, phoneNumber: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/wallet',
    headers: actor.auth,
    payload: { provider: 'MTN_MOMO_ZMB', phoneNumber, currentPassword: PASSWORD },
  });

async function waiting(): Promise<AdminReconciliation['waiting']> {
  const res = await getAs(t, admin, '/api/admin/reconciliation');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminReconciliation).waiting;
}

describe('a released payout with no wallet to go to', () => {
  it('stores no payout, tells the transporter by bell and e-mail, and is listed for the admin and on Earnings', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: SOUTH_AFRICAN });
    const id = await released(transporter, 30_000);

    expect(await payoutsOf(id)).toEqual([]);
    const payment = (await getAs(t, transporter, `/api/shipments/${id}/payment`)).json() as ShipmentPayment;
    expect(payment).toMatchObject({ status: 'released', payout: null });
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.map((a) => a.type)).toEqual(
      expect.arrayContaining(['PAYMENT_RELEASED', 'PAYMENT_AWAITS_WALLET']),
    );

    // Told what to do, not that the money is on its way to a wallet it does not have.
    const bell = (await getAs(t, transporter, '/api/notifications')).json() as { items: Notification[] };
    const about = bell.items.filter((n) => n.shipmentId === id);
    expect(about.map((n) => n.kind)).not.toContain('payment_released');
    const told = about.find((n) => n.kind === 'payout_awaits_wallet');
    expect(told?.message).toMatch(
      /^Payment released for shipment #\w+ \(.+\)\. K 24,000 is waiting for you\. Add a mobile-money wallet in Settings to be paid\.$/,
    );
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, transporter.user.email), eq(outbox.channel, 'email')));
    expect(mails.some((m) => m.notificationId === told?.id)).toBe(true);

    expect(await waiting()).toContainEqual({
      kind: 'no_wallet',
      shipmentId: id,
      party: { id: transporter.user.id, name: transporter.user.companyName },
      amount: 24_000,
      asked: null,
      depositId: null,
      reason: 'No wallet',
      since: expect.any(String),
    });
    const pending = (await getAs(t, transporter, '/api/earnings/pending')).json() as PendingEarning[];
    expect(pending.find((e) => e.id === id)).toMatchObject({
      payoutStatus: 'awaiting_wallet',
      earnings: 24_000,
    });
  });

  it('is paid out once the transporter saves a wallet: one payout of the 80%, sent and completed; saving again pays nothing more', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: SOUTH_AFRICAN });
    const [first, second] = [await released(transporter, 30_000), await released(transporter, 10_000)];

    expect((await saveWallet(transporter, '0965 100 001')).statusCode).toBe(200);
    for (const [id, ngwee] of [
      [first, 2_400_000],
      [second, 800_000],
    ] as const) {
      const payouts = await payoutsOf(id);
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({
        userId: transporter.user.id,
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '260965100001',
        amountNgwee: ngwee,
      });
      // Sent to the provider after the commit: the sandbox completes it and calls back.
      await until(
        async () => (await payoutsOf(id))[0]?.status,
        (status) => status === 'COMPLETED',
      );
      const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.shipmentId, id));
      expect(entries.filter((e) => e.kind === 'payout_completed')).toHaveLength(1);
    }
    const listed = await waiting();
    expect(listed.some((w) => w.shipmentId === first || w.shipmentId === second)).toBe(false);
    const pending = (await getAs(t, transporter, '/api/earnings/pending')).json() as PendingEarning[];
    expect(pending.filter((e) => e.id === first || e.id === second)).toEqual([]);

    // Another wallet, then the same one again: nothing is waiting any more.
    expect((await saveWallet(transporter, '0965 100 002')).statusCode).toBe(200);
    expect((await saveWallet(transporter, '0965 100 002')).statusCode).toBe(200);
    expect(await payoutsOf(first)).toHaveLength(1);
    expect(await payoutsOf(second)).toHaveLength(1);
  });

  it('two saves at once store one payout', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: SOUTH_AFRICAN });
    const id = await released(transporter, 20_000);
    const answers = await Promise.all([
      saveWallet(transporter, '0965 100 003'),
      saveWallet(transporter, '0965 100 004'),
      saveWallet(transporter, '0965 100 003'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const payouts = await payoutsOf(id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]?.amountNgwee).toBe(1_600_000);
    // The sweep finds nothing left to pay.
    expect(await t.app.awaitingPayouts.payDue()).toBe(0);
    expect(await payoutsOf(id)).toHaveLength(1);
  });

  it('the sweep pays it out once the profile’s number is a Zambian mobile-money number, and only then', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: SOUTH_AFRICAN });
    const id = await released(transporter, 5_000);
    await t.app.awaitingPayouts.payDue();
    expect(await payoutsOf(id)).toEqual([]);

    await t.db
      .update(users)
      .set({ phoneNumber: '+260 96 510 0005' })
      .where(eq(users.id, transporter.user.id));
    expect(await t.app.awaitingPayouts.payDue()).toBe(1);
    expect(await t.app.awaitingPayouts.payDue()).toBe(0);
    const payouts = await payoutsOf(id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ phoneNumber: '260965100005', amountNgwee: 400_000 });
    expect((await waiting()).some((w) => w.shipmentId === id)).toBe(false);
  });

  it('a transporter with a Zambian number is paid out at release, as before, and nothing waits', async () => {
    const transporter = await signUp(t.app, 'transporter');
    const id = await released(transporter, 10_000);
    expect(await payoutsOf(id)).toHaveLength(1);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payouts_awaiting_wallet where shipment_id = ${id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
