import type { AdminTransfer, ShipmentPayment } from '@njira/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, PASSWORD, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyAtRest } from '../../db/queries/admin-revenue.ts';
import { activities } from '../../db/schema/activities.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { escrowHeld } from '../ledger/ledger.ts';

/** pawaPay's Zambian sandbox numbers and the sandbox's own (sandbox-scenarios.ts). */
const COMPLETES = { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 789' } as const;
/** pawaPay's "stuck in SUBMITTED": no callback, never final. */
const NEVER_ANSWERED = { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 129' } as const;
/** The sandbox's own: completes, but only a status check tells. */
const COMPLETES_SILENTLY = { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 901' } as const;
/** Payouts to these fail: RECIPIENT_NOT_FOUND, and UNSPECIFIED_FAILURE (which may pass). */
const RECIPIENT_NOT_FOUND = '+260 76 345 6079';
const UNSPECIFIED_FAILURE = '+260 76 345 6119';

let t: TestContext;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's callbacks come back to this server over HTTP, as pawaPay's would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app, 'cargo-owner');
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks until `check` holds (the sandbox settles in 30 ms and calls back over HTTP). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (check(value)) return value;
    await sleep(20);
  }
  throw new Error('the condition never held');
}

async function paymentOf(actor: Actor, shipmentId: string): Promise<ShipmentPayment> {
  const res = await getAs(t, actor, `/api/shipments/${shipmentId}/payment`);
  expect(res.statusCode).toBe(200);
  return res.json() as ShipmentPayment;
}

function pay(shipmentId: string, wallet: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/payment`,
    headers: owner.auth,
    payload: wallet,
  });
}

function retry(actor: Actor, transferId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/transfers/${transferId}/retry`,
    headers: actor.auth,
  });
}

async function failedTransfers(): Promise<AdminTransfer[]> {
  const res = await getAs(t, admin, '/api/admin/transfers?status=failed&limit=100');
  expect(res.statusCode).toBe(200);
  expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(0);
  return res.json() as AdminTransfer[];
}

function transfersOf(shipmentId: string, kind: 'deposit' | 'payout' | 'refund') {
  return t.db
    .select()
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.shipmentId, shipmentId), eq(moneyTransfers.kind, kind)))
    .orderBy(asc(moneyTransfers.createdAt), asc(moneyTransfers.id));
}

async function entryKinds(shipmentId: string): Promise<string[]> {
  const rows = await t.db
    .select({ kind: journalEntries.kind })
    .from(journalEntries)
    .where(eq(journalEntries.shipmentId, shipmentId));
  return rows.map((r) => r.kind).sort();
}

/** The balance (ngwee, a credit negative) of a party's account of a kind. */
async function balance(kind: 'transporter_payable' | 'owner_funding', userId: string): Promise<number> {
  const r = await t.db.execute<{ b: string | null }>(sql`
    select sum(l.amount_ngwee)::text as b from journal_lines l join ledger_accounts a on a.id = l.account_id
    where a.kind = ${kind} and a.user_id = ${userId}::uuid`);
  return Number(r.rows[0]?.b ?? 0);
}

/** A paid shipment the transporter delivered and the owner released: its payout is on its way. */
async function released(transporter: Actor, amount: number): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount });
  expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/payment/release`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('GET /api/admin/transfers and POST /api/admin/transfers/:id/retry', () => {
  it('a payout to a wallet the provider does not know fails and stays owed; once the wallet is fixed an admin retries it and it is paid once', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: RECIPIENT_NOT_FOUND });
    const id = await released(transporter, 10_000);
    const failedPayment = await until(
      () => paymentOf(transporter, id),
      (p) => p.payout?.status === 'FAILED',
    );
    expect(failedPayment.payout).toMatchObject({ amount: 8_000, phoneNumber: '260763456079' });
    // The transporter's 80% stays in its payable; a wallet problem is not retried by itself.
    expect(await balance('transporter_payable', transporter.user.id)).toBe(-800_000);
    const [failed] = await transfersOf(id, 'payout');
    expect(await transfersOf(id, 'payout')).toHaveLength(1);
    if (!failed) throw new Error('no payout');

    expect((await failedTransfers()).find((r) => r.id === failed.id)).toMatchObject({
      kind: 'payout',
      shipmentId: id,
      party: { id: transporter.user.id, name: transporter.user.companyName },
      amount: 8_000,
      provider: 'MTN_MOMO_ZMB',
      phoneNumber: '260763456079',
      status: 'FAILED',
      failureCode: 'RECIPIENT_NOT_FOUND',
      failureMessage: expect.stringContaining('not registered'),
    });

    // The transporter saves a wallet that works (its password, as a payout wallet needs).
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/wallet',
      headers: transporter.auth,
      payload: { ...COMPLETES, currentPassword: PASSWORD },
    });
    expect(saved.statusCode).toBe(200);

    // The admin's Revenue counts it among the failed payouts, by the list's own rule.
    const before = await moneyAtRest(t.db);
    expect(before.failedCount).toBeGreaterThanOrEqual(1);

    const res = await retry(admin, failed.id);
    expect(res.statusCode).toBe(200);
    const again = res.json() as AdminTransfer;
    // Retried, it is no longer a failed payout there either (its new attempt is pending or done).
    const after = await moneyAtRest(t.db);
    expect(after.failedCount).toBe(before.failedCount - 1);
    expect(after.failedNgwee).toBe(before.failedNgwee - 800_000);
    expect(again).toMatchObject({ kind: 'payout', amount: 8_000, phoneNumber: '260763456789' });
    expect(again.id).not.toBe(failed.id);
    expect(['PENDING', 'ACCEPTED', 'COMPLETED']).toContain(again.status);

    // The failed one, retried, is not retried twice, and leaves the list.
    const twice = await retry(admin, failed.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This transfer was already retried');
    expect((await failedTransfers()).map((r) => r.id)).not.toContain(failed.id);

    const paid = await until(
      () => paymentOf(transporter, id),
      (p) => p.payout?.status === 'COMPLETED',
    );
    expect(paid.payout).toMatchObject({ amount: 8_000, phoneNumber: '260763456789' });
    expect((await entryKinds(id)).filter((k) => k === 'payout_completed')).toHaveLength(1);
    expect(await balance('transporter_payable', transporter.user.id)).toBe(0);

    // The log links the two transfers.
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'PAYMENT_RETRIED')).toMatchObject({
      actorId: admin.user.id,
      metadata: { kind: 'payout', failedTransferId: failed.id, transferId: again.id },
    });

    // A transfer that did not fail is not retried.
    const done = await retry(admin, again.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Only a failed transfer can be retried');
  });

  it('only admins list and retry; an unknown transfer is 404, a deposit is not retried', async () => {
    const transporter = await signUp(t.app, 'transporter');
    for (const actor of [owner, transporter]) {
      expect((await getAs(t, actor, '/api/admin/transfers?status=failed')).statusCode).toBe(403);
      expect((await retry(actor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    }
    expect((await getAs(t, admin, '/api/admin/transfers')).statusCode).toBe(400);
    expect((await retry(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry(admin, 'not-a-transfer')).statusCode).toBe(404);

    const id = await makeShipment(t, { owner, transporter, paid: false });
    await pay(id, { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456039' });
    await until(
      () => paymentOf(owner, id),
      (p) => p.status === 'failed',
    );
    const [deposit] = await transfersOf(id, 'deposit');
    const res = await retry(admin, deposit?.id ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Only a payout or a refund can be retried: the owner pays a deposit again',
    );
  });

  it('a payout failing for a reason that may pass is retried by the system three times, with back-off, then left to an admin', async () => {
    const transporter = await signUp(t.app, 'transporter', { phoneNumber: UNSPECIFIED_FAILURE });
    const id = await released(transporter, 5_000);
    for (let failures = 1; failures <= 4; failures++) {
      const rows = await until(
        () => transfersOf(id, 'payout'),
        (r) => r.filter((p) => p.status === 'FAILED').length === failures,
      );
      if (failures === 4) {
        expect(rows).toHaveLength(4);
        break;
      }
      // The next attempt is stored at once, to be sent after the wait.
      expect(rows).toHaveLength(failures + 1);
      const next = rows[failures];
      expect(next).toMatchObject({ status: 'PENDING', amountNgwee: 400_000 });
      const waitMs = (next?.nextCheckAt.getTime() ?? 0) - Date.now();
      expect(waitMs).toBeGreaterThan(([2, 10, 30][failures - 1] ?? 0) * 60_000 - 60_000);
      await t.db
        .update(moneyTransfers)
        .set({ nextCheckAt: new Date() })
        .where(eq(moneyTransfers.id, next?.id ?? ''));
      await t.app.escrow.checkDue();
    }
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.filter((a) => a.type === 'PAYMENT_RETRIED')).toHaveLength(3);
    expect(logged.find((a) => a.type === 'PAYMENT_RETRIED')).toMatchObject({ actorName: 'System' });
    // The last failure is the admin's: listed, once.
    const listed = (await failedTransfers()).filter((r) => r.shipmentId === id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ failureCode: 'UNSPECIFIED_FAILURE' });
    expect(await paymentOf(transporter, id)).toMatchObject({ payout: { status: 'FAILED' } });
    expect(await balance('transporter_payable', transporter.user.id)).toBe(-400_000);
  });

  it('a refund the provider failed is retried by an admin against the same deposit; the owner sees it fail, then arrive', async () => {
    const transporter = await signUp(t.app, 'transporter');
    const id = await makeShipment(t, { owner, transporter, amount: 9_000, paid: false });
    await pay(id, COMPLETES);
    await until(
      () => paymentOf(owner, id),
      (p) => p.status === 'held',
    );
    const [deposit] = await transfersOf(id, 'deposit');
    if (!deposit) throw new Error('no deposit');
    // The provider refuses the refund for a while (as if the deposit were still being reconciled).
    await t.db.execute(sql`update mobile_money_sandbox set status = 'PROCESSING' where id = ${deposit.id}`);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: owner.auth });
    expect(cancel.statusCode).toBe(200);
    const failing = await until(
      () => paymentOf(owner, id),
      (p) => p.refund?.status === 'FAILED',
    );
    expect(failing).toMatchObject({ status: 'refunded', refund: { amount: 9_000 } });
    expect(await paymentOf(transporter, id)).toMatchObject({ refund: null });
    const [failed] = await transfersOf(id, 'refund');
    expect((await failedTransfers()).find((r) => r.id === failed?.id)).toMatchObject({
      kind: 'refund',
      party: { id: owner.user.id },
      amount: 9_000,
    });

    await t.db.execute(sql`update mobile_money_sandbox set status = 'COMPLETED' where id = ${deposit.id}`);
    const res = await retry(admin, failed?.id ?? '');
    expect(res.statusCode).toBe(200);
    await until(
      () => paymentOf(owner, id),
      (p) => p.refund?.status === 'COMPLETED',
    );
    const refunds = await transfersOf(id, 'refund');
    expect(refunds.map((r) => [r.status, r.depositId])).toEqual([
      ['FAILED', deposit.id],
      ['COMPLETED', deposit.id],
    ]);
    expect((await entryKinds(id)).filter((k) => k === 'refund_completed')).toHaveLength(1);
  });
});

describe('a deposit not completed within 15 minutes', () => {
  async function madeMinutesAgo(shipmentId: string, minutes: number) {
    await t.db
      .update(moneyTransfers)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(and(eq(moneyTransfers.shipmentId, shipmentId), eq(moneyTransfers.kind, 'deposit')));
  }

  it('is shown failed (expired) to the owner, who pays again and the payment is held', async () => {
    const transporter = await signUp(t.app, 'transporter');
    const id = await makeShipment(t, { owner, transporter, amount: 11_000, paid: false });
    expect((await pay(id, NEVER_ANSWERED)).statusCode).toBe(200);

    await madeMinutesAgo(id, 14);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'processing' });
    const early = await pay(id, COMPLETES);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A payment is already waiting for approval on the phone');

    await madeMinutesAgo(id, 16);
    expect(await paymentOf(owner, id)).toMatchObject({
      status: 'failed',
      held: 0,
      attempt: { status: 'FAILED', failure: 'the payment was not approved within 15 minutes' },
    });
    expect(await paymentOf(transporter, id)).toMatchObject({ status: 'failed' });

    expect((await pay(id, COMPLETES)).statusCode).toBe(200);
    expect(
      await until(
        () => paymentOf(owner, id),
        (p) => p.status !== 'processing',
      ),
    ).toMatchObject({ status: 'held', held: 11_000, attempt: { status: 'COMPLETED' } });
  });

  it('when it completes after the owner paid again, the money is refunded at once, and escrow holds one payment', async () => {
    const transporter = await signUp(t.app, 'transporter');
    const id = await makeShipment(t, { owner, transporter, amount: 7_000, paid: false });
    await pay(id, COMPLETES_SILENTLY);
    await madeMinutesAgo(id, 16);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'failed' });
    await pay(id, COMPLETES);
    await until(
      () => paymentOf(owner, id),
      (p) => p.status === 'held',
    );
    const [first, second] = await transfersOf(id, 'deposit');
    expect(second?.status).toBe('COMPLETED');

    // The poller learns that the first was approved after all.
    await t.db
      .update(moneyTransfers)
      .set({ nextCheckAt: new Date() })
      .where(eq(moneyTransfers.id, first?.id ?? ''));
    await t.app.escrow.checkDue();
    expect((await transfersOf(id, 'deposit')).map((d) => d.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(await escrowHeld(t.db, id)).toBe(700_000);
    const [refund] = await transfersOf(id, 'refund');
    expect(refund).toMatchObject({ depositId: first?.id, amountNgwee: 700_000, phoneNumber: '260763456901' });
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'PAYMENT_REFUNDED')).toMatchObject({
      actorName: 'System',
      metadata: { depositId: first?.id, refundId: refund?.id, amount: 7_000 },
    });
    expect(logged.filter((a) => a.type === 'PAYMENT_RECEIVED')).toHaveLength(1);
    // The owner is told where its second payment went.
    const bell = (await getAs(t, owner, '/api/notifications')).json() as {
      items: { kind: string; shipmentId: string | null; message: string }[];
    };
    expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'payment_refunded')?.message).toMatch(
      /^A second payment of K 7,000 for shipment #[0-9A-F]{8} \(.+ → .+\) arrived after it was paid: it is refunded to your wallet$/,
    );

    // Its refund completes (the sandbox sends no callback for this number: the poller asks).
    await sleep(60);
    await t.db
      .update(moneyTransfers)
      .set({ nextCheckAt: new Date() })
      .where(eq(moneyTransfers.id, refund?.id ?? ''));
    await t.app.escrow.checkDue();
    expect(await paymentOf(owner, id)).toMatchObject({
      status: 'held',
      held: 7_000,
      refund: { status: 'COMPLETED', amount: 7_000 },
    });
    expect(await entryKinds(id)).toEqual(['deposit_completed', 'deposit_completed', 'refund_completed']);
    // Nothing is owed to the owner for this shipment any more: what it paid twice came back once.
    const owed = await t.db.execute<{ b: string | null }>(sql`
      select sum(l.amount_ngwee)::text as b from journal_lines l join ledger_accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where a.kind = 'owner_funding' and e.shipment_id = ${id}`);
    expect(Number(owed.rows[0]?.b ?? 0)).toBe(0);
  });
});
