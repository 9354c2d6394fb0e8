import type {
  AdminReconciliation,
  AdminTransfer,
  Notification,
  Shipment,
  ShipmentPayment,
} from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { ledgerOf } from '../../../test/ledger-figures.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { depositCallback, postSignedCallback } from '../../../test/signed-callbacks.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { escrowHeld } from '../ledger/ledger.ts';
import { CALLBACK_SIGNATURE_REFUSED } from './escrow.routes.ts';

/**
 * The sandbox's own numbers whose deposit completes with no callback at all (sandbox-scenarios.ts):
 * the test then sends the provider's callback itself, signed, for the amount it wants the provider
 * to report. One number per test (a number takes 5 payment prompts in 10 minutes).
 */
const SILENT = {
  mtn: { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456901' },
  airtel: { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260973456901' },
  zamtel: { provider: 'ZAMTEL_ZMB', phoneNumber: '260953456901' },
} as const;

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's refund and payout callbacks come back to this server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, transporter] = await Promise.all([signUp(t.app, 'cargo-owner'), signUp(t.app, 'transporter')]);
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

const paymentOf = async (actor: Actor, id: string) =>
  (await getAs(t, actor, `/api/shipments/${id}/payment`)).json() as ShipmentPayment;

const transfersOf = (id: string, kind: 'deposit' | 'refund' | 'payout') =>
  t.db
    .select()
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.shipmentId, id), eq(moneyTransfers.kind, kind)));

/** A K 30,000 shipment the owner pays from `wallet`: the deposit stored, sent, and no callback coming. */
async function paying(wallet: object): Promise<{ id: string; depositId: string }> {
  const id = await makeShipment(t, {
    owner,
    transporter,
    amount: 30_000,
    paid: false,
    load: { maxBudget: 100_000 },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/payment`,
    headers: owner.auth,
    payload: wallet,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [deposit] = await transfersOf(id, 'deposit');
  if (!deposit) throw new Error('no deposit stored');
  return { id, depositId: deposit.id };
}

async function waiting(): Promise<AdminReconciliation> {
  const res = await getAs(t, admin, '/api/admin/reconciliation');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminReconciliation;
}

/**
 * A refund back to a payer whose number calls back nothing completes silently, as the deposit did:
 * the status check finds it (asked at once here rather than 30 s on).
 */
async function refundCompleted(id: string) {
  await until(
    async () => {
      await t.db
        .update(moneyTransfers)
        .set({ nextCheckAt: new Date() })
        .where(and(eq(moneyTransfers.shipmentId, id), eq(moneyTransfers.kind, 'refund')));
      await t.app.escrow.checkDue();
      return (await transfersOf(id, 'refund'))[0]?.status;
    },
    (s) => s === 'COMPLETED',
  );
}

const refundShort = (actor: Actor, depositId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/deposits/${depositId}/refund`, headers: actor.auth });

describe('a provider-signed deposit of another amount than asked', () => {
  it('K 60,000 for K 30,000: escrow holds K 30,000, the K 30,000 surplus is refunded; release pays K 24,000 out and K 6,000 to revenue', async () => {
    const { id, depositId } = await paying(SILENT.mtn);
    const res = await postSignedCallback(t, 'deposits', depositCallback(depositId, '60000'));
    expect(res.statusCode, res.body).toBe(200);

    expect(await escrowHeld(t.db, id)).toBe(3_000_000);
    expect(await paymentOf(owner, id)).toMatchObject({
      status: 'held',
      held: 30_000,
      attempt: { status: 'COMPLETED', received: 60_000 },
    });
    const [refund] = await transfersOf(id, 'refund');
    expect(refund).toMatchObject({ depositId, amountNgwee: 3_000_000, phoneNumber: '260763456901' });
    await refundCompleted(id);
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.map((a) => a.type)).toEqual(
      expect.arrayContaining(['PAYMENT_RECEIVED', 'PAYMENT_REFUNDED']),
    );
    const bell = (await getAs(t, owner, '/api/notifications')).json() as { items: Notification[] };
    expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'payment_refunded')?.message).toMatch(
      /^You paid K 60,000 for shipment #\w+ \(.+\), more than asked: K 30,000 is refunded to your wallet$/,
    );
    // The same callback again posts nothing and refunds nothing more.
    await postSignedCallback(t, 'deposits', depositCallback(depositId, '60000'));
    expect(await transfersOf(id, 'refund')).toHaveLength(1);

    expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment/release`,
      headers: owner.auth,
    });
    expect(release.statusCode, release.body).toBe(200);
    expect((await ledgerOf(t.db, [id])).get(id)).toMatchObject({
      paidInNgwee: 3_000_000,
      releasedNgwee: 3_000_000,
      payoutNgwee: 2_400_000,
      feeNgwee: 600_000,
      heldNgwee: 0,
    });
    expect((await transfersOf(id, 'payout'))[0]).toMatchObject({ amountNgwee: 2_400_000 });
    expect((await waiting()).ledger.balanced).toBe(true);
  });

  it('K 1 for K 30,000: nothing held, the shipment stays unpaid and can be paid again; the admin sees it and refunds it once', async () => {
    const { id, depositId } = await paying(SILENT.airtel);
    expect((await postSignedCallback(t, 'deposits', depositCallback(depositId, '1'))).statusCode).toBe(200);

    expect(await escrowHeld(t.db, id)).toBe(0);
    expect(await paymentOf(owner, id)).toMatchObject({
      status: 'awaiting_payment',
      held: 0,
      attempt: { status: 'COMPLETED', received: 1 },
    });
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.shipmentId, id));
    // Its own kind: nothing that reads a deposit_completed entry as "paid" counts it.
    expect(entries.map((e) => e.kind)).toEqual(['deposit_short']);
    const seen = (await getAs(t, transporter, `/api/shipments/${id}`)).json() as Shipment;
    expect(seen).toMatchObject({ receiptAvailable: false, paymentSecured: false });
    expect(seen.cargoOwner.phoneNumber).toBeUndefined();
    const bell = (await getAs(t, owner, '/api/notifications')).json() as { items: Notification[] };
    const about = bell.items.filter((n) => n.shipmentId === id);
    expect(about.map((n) => n.kind)).toEqual(['payment_short']);
    expect(about[0]?.message).toMatch(/Your payment of K 1 was less than the K 30,000 asked\./);
    // The transporter cannot collect: the payment is not secured.
    expect((await patchShipment(t, transporter, id, { status: 'IN_TRANSIT' })).statusCode).toBe(409);

    const report = await waiting();
    expect(report.waiting).toContainEqual({
      kind: 'short_deposit',
      shipmentId: id,
      party: { id: owner.user.id, name: owner.user.companyName },
      amount: 1,
      asked: 30_000,
      depositId,
      reason: 'Short deposit: K 1 of K 30,000',
      since: expect.any(String),
    });
    expect(report.ledger.balanced).toBe(true);

    // Only admins refund it, only a short deposit, and once.
    expect((await refundShort(owner, depositId)).statusCode).toBe(403);
    const refunded = await refundShort(admin, depositId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      kind: 'refund',
      shipmentId: id,
      amount: 1,
    } satisfies Partial<AdminTransfer>);
    const again = await refundShort(admin, depositId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This short deposit was already refunded');
    expect(await transfersOf(id, 'refund')).toHaveLength(1);
    await refundCompleted(id);
    expect((await waiting()).waiting.some((w) => w.depositId === depositId)).toBe(false);

    // The owner pays the amount asked, and the payment is held.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment`,
      headers: owner.auth,
      payload: { provider: 'MTN_MOMO_ZMB', phoneNumber: '0965 200 001' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const paid = await until(
      () => paymentOf(owner, id),
      (p) => p.status !== 'processing',
    );
    expect(paid).toMatchObject({ status: 'held', held: 30_000, attempt: { received: null } });
    expect((await waiting()).ledger.balanced).toBe(true);
  });

  it('the admin refund refuses a deposit that was not short, and an unknown one', async () => {
    const { depositId } = await paying(SILENT.zamtel);
    expect((await refundShort(admin, depositId)).statusCode).toBe(409);
    expect((await postSignedCallback(t, 'deposits', depositCallback(depositId, '30000'))).statusCode).toBe(
      200,
    );
    expect((await refundShort(admin, depositId)).json()).toMatchObject({ statusCode: 409 });
    expect((await refundShort(admin, crypto.randomUUID())).statusCode).toBe(404);
    expect((await refundShort(admin, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('POST /api/payments/callbacks/deposits: the signature’s creation time', () => {
  it('refuses a signature without its created time, or created 10 minutes ago, with 401 and nothing applied; a fresh one is applied', async () => {
    const { id, depositId } = await paying(SILENT.mtn);
    const body = depositCallback(depositId, '30000');

    const missing = await postSignedCallback(t, 'deposits', body, { withoutCreated: true });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(CALLBACK_SIGNATURE_REFUSED);
    const old = await postSignedCallback(t, 'deposits', body, { at: new Date(Date.now() - 10 * 60_000) });
    expect(old.statusCode).toBe(401);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'processing', held: 0 });
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.shipmentId, id))).toEqual([]);

    expect((await postSignedCallback(t, 'deposits', body)).statusCode).toBe(200);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'held', held: 30_000 });
  });
});
