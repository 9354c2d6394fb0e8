import type { Notification, ShipmentPayment } from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { escrowHeld } from '../ledger/ledger.ts';

/** pawaPay's Zambian sandbox numbers and the sandbox's own (sandbox-scenarios.ts). */
const COMPLETES = { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 789' } as const;
/**
 * A number of its own for each payment that should complete (the sandbox completes any number outside
 * pawaPay's table): one number takes 5 prompts in 10 minutes (issue 39), and these tests pay many.
 */
let wallets = 0;
const freshCompleting = () =>
  ({ provider: 'MTN_MOMO_ZMB', phoneNumber: `096${5_000_000 + ++wallets}` }) as const;
const NOT_APPROVED = { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456039' } as const;
const NO_CALLBACK = { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456901' } as const;
const CALLBACK_TWICE = { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260973456902' } as const;
const CALLBACK_EARLY = { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260973456903' } as const;

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let stranger: Actor;

beforeAll(async () => {
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  // The sandbox's callbacks come back to this server over HTTP, as pawaPay's would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, transporter, stranger] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
  ]);
});
afterAll(() => t.close());

function pay(actor: Actor, shipmentId: string, wallet: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/payment`,
    headers: actor.auth,
    payload: wallet,
  });
}

async function paymentOf(actor: Actor, shipmentId: string): Promise<ShipmentPayment> {
  const res = await getAs(t, actor, `/api/shipments/${shipmentId}/payment`);
  expect(res.statusCode).toBe(200);
  return res.json() as ShipmentPayment;
}

/** Waits until the shipment's payment leaves `processing` (the sandbox's callback arrived). */
async function settled(shipmentId: string): Promise<ShipmentPayment> {
  for (;;) {
    const payment = await paymentOf(owner, shipmentId);
    if (payment.status !== 'processing') return payment;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function entriesOf(shipmentId: string) {
  return t.db.select().from(journalEntries).where(eq(journalEntries.shipmentId, shipmentId));
}

describe('paying a shipment into escrow', () => {
  it('the owner pays, the provider confirms by callback, and the amount is held in escrow', async () => {
    const id = await makeShipment(t, { owner, transporter, amount: 14_000, paid: false });
    expect(await paymentOf(owner, id)).toMatchObject({
      status: 'awaiting_payment',
      amount: 14_000,
      held: 0,
      attempt: null,
    });

    const res = await pay(owner, id, COMPLETES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'processing',
      attempt: { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789', failure: null },
    });

    expect(await settled(id)).toMatchObject({ status: 'held', amount: 14_000, held: 14_000 });
    expect(await escrowHeld(t.db, id)).toBe(1_400_000);
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ kind: 'deposit_completed' });

    // The log and both parties' bells say so.
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.map((a) => a.type)).toContain('PAYMENT_RECEIVED');
    for (const party of [owner, transporter]) {
      const bell = (await getAs(t, party, '/api/notifications')).json() as { items: Notification[] };
      expect(bell.items.find((n) => n.shipmentId === id)).toMatchObject({
        kind: 'payment_secured',
        message: expect.stringMatching(/^Payment of K 14,000 secured in escrow for shipment #/),
      });
    }

    // The transporter sees where the money stands, not the payer's number.
    expect(await paymentOf(transporter, id)).toMatchObject({
      status: 'held',
      attempt: { phoneNumber: null, provider: 'MTN_MOMO_ZMB' },
    });
    // Paying again is refused: it is paid.
    expect((await pay(owner, id, COMPLETES)).json()).toMatchObject({
      statusCode: 409,
      message: 'This shipment is already paid',
    });
  });

  it('a payment not approved on the phone fails with the reason; paying again from another wallet succeeds', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    await pay(owner, id, NOT_APPROVED);
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      held: 0,
      attempt: { status: 'FAILED', failure: 'the payment was not approved on the phone in time' },
    });
    const bell = (await getAs(t, owner, '/api/notifications')).json() as { items: Notification[] };
    expect(bell.items.find((n) => n.shipmentId === id)?.message).toMatch(
      /^Payment for shipment #\w+ failed: the payment was not approved on the phone in time\. You can try again\.$/,
    );
    expect(await entriesOf(id)).toEqual([]);

    await pay(owner, id, { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '0971 234 567' });
    expect(await settled(id)).toMatchObject({ status: 'held', attempt: { provider: 'AIRTEL_OAPI_ZMB' } });
  });

  it('a second payment while one waits for approval is refused', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    await pay(owner, id, NO_CALLBACK);
    const again = await pay(owner, id, COMPLETES);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A payment is already waiting for approval on the phone');
  });

  it('with no callback at all, the status check finds the payment completed', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    await pay(owner, id, NO_CALLBACK);
    // Past the sandbox's approval time, and past the check's due time.
    await new Promise((r) => setTimeout(r, 60));
    await t.db.execute(sql`update money_transfers set next_check_at = now() where shipment_id = ${id}`);
    expect(await t.app.escrow.checkDue()).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'held' });
  });

  it('a callback sent twice, or before the provider answered, is applied once', async () => {
    for (const wallet of [CALLBACK_TWICE, CALLBACK_EARLY]) {
      const id = await makeShipment(t, { owner, transporter, paid: false });
      await pay(owner, id, wallet);
      expect(await settled(id)).toMatchObject({ status: 'held' });
      // Whatever the sandbox still had to send (the second of two) is sent now.
      const sandbox = t.app.paymentGateway as { sendDueCallbacks?: () => Promise<number> };
      await new Promise((r) => setTimeout(r, 50));
      await sandbox.sendDueCallbacks?.();
      expect(await entriesOf(id)).toHaveLength(1);
      expect(await escrowHeld(t.db, id)).toBe(1_200_000);
    }
  });

  it('a callback whose signature does not verify is refused and changes nothing', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    await pay(owner, id, NO_CALLBACK);
    const [transfer] = (
      await t.db.execute<{ id: string }>(sql`select id from money_transfers where shipment_id = ${id}`)
    ).rows;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callbacks/deposits',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        depositId: transfer?.id,
        status: 'COMPLETED',
        amount: '12000',
        currency: 'ZMW',
        country: 'ZMB',
        payer: { type: 'MMO', accountDetails: { phoneNumber: '260763456901', provider: 'MTN_MOMO_ZMB' } },
        created: new Date().toISOString(),
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'processing', held: 0 });
    expect(await entriesOf(id)).toEqual([]);
  });

  it('the transporter cannot pick the load up before the payment is held in escrow', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    // "Picked Up" (AWAITING_PICKUP, 25%) is collecting the load: refused until the payment is held.
    const early = await patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The cargo owner has not paid yet: pickup is possible once the payment is secured',
    );
    // Not straight to a later stage either; driver details may be set meanwhile.
    expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(409);
    expect((await patchShipment(t, transporter, id, { driverName: 'Mwila Banda' })).statusCode).toBe(200);

    await pay(owner, id, freshCompleting());
    expect(await settled(id)).toMatchObject({ status: 'held' });
    const picked = await patchShipment(t, transporter, id, { status: 'AWAITING_PICKUP' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'AWAITING_PICKUP', progress: 25 });
  });

  it('only the owner pays, only its own shipments, with a wallet on the named network', async () => {
    const id = await makeShipment(t, { owner, transporter, paid: false });
    expect((await pay(transporter, id, COMPLETES)).statusCode).toBe(403);
    expect((await pay(stranger, id, COMPLETES)).statusCode).toBe(404);
    expect((await getAs(t, stranger, `/api/shipments/${id}/payment`)).statusCode).toBe(404);
    expect((await pay(owner, '00000000-0000-4000-8000-000000000000', COMPLETES)).statusCode).toBe(404);

    const wrongNetwork = await pay(owner, id, { provider: 'ZAMTEL_ZMB', phoneNumber: '0971234567' });
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.json().message).toBe('This is not a Zamtel Kwacha number');
    const notANumber = await pay(owner, id, { provider: 'MTN_MOMO_ZMB', phoneNumber: '12345' });
    expect(notANumber.json().message).toBe('Please enter a Zambian mobile number, e.g. 097 123 4567');
    expect((await pay(owner, id, { provider: 'MPESA', phoneNumber: '0971234567' })).statusCode).toBe(400);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'awaiting_payment', attempt: null });
  });
});

describe('releasing escrow', () => {
  async function deliveredAndHeld(amount = 15_000): Promise<string> {
    const id = await makeShipment(t, { owner, transporter, amount, paid: false });
    await pay(owner, id, freshCompleting());
    expect(await settled(id)).toMatchObject({ status: 'held' });
    expect((await patchShipment(t, transporter, id, { status: 'DELIVERED' })).statusCode).toBe(200);
    return id;
  }

  async function balance(kind: string, userId: string | null): Promise<number> {
    const r = await t.db.execute<{ b: string | null }>(sql`
      select sum(l.amount_ngwee)::text as b from journal_lines l join ledger_accounts a on a.id = l.account_id
      where a.kind = ${kind} and (${userId}::uuid is null or a.user_id = ${userId}::uuid)`);
    return Number(r.rows[0]?.b ?? 0);
  }

  it('the owner confirms delivery: 80% is paid out to the transporter’s wallet, 20% is the platform’s', async () => {
    const revenueBefore = await balance('platform_revenue', null);
    const id = await deliveredAndHeld(15_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment/release`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'released',
      held: 0,
      // The owner does not see the transporter's wallet number.
      payout: { amount: 12_000, provider: 'AIRTEL_OAPI_ZMB', phoneNumber: null },
    });
    expect(await balance('platform_revenue', null)).toBe(revenueBefore - 300_000);

    // The sandbox pays the transporter's wallet (its profile number) and calls back.
    for (;;) {
      const payment = await paymentOf(transporter, id);
      if (payment.payout?.status === 'COMPLETED') {
        expect(payment.payout).toMatchObject({ amount: 12_000, phoneNumber: '260971234567' });
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await balance('transporter_payable', transporter.user.id)).toBe(0);
    const bell = (await getAs(t, transporter, '/api/notifications')).json() as { items: Notification[] };
    expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'payment_released')?.message).toMatch(
      /^Payment released for shipment #\w+ \(.+\): K 12,000 is on its way to your wallet$/,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/payment/release`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The payment was already released');
  });

  it('only the owner confirms, only a delivered shipment, only what is held', async () => {
    const release = (actor: Actor, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/shipments/${id}/payment/release`, headers: actor.auth });
    const notDelivered = await makeShipment(t, { owner, transporter });
    expect((await release(owner, notDelivered)).json().message).toBe(
      'The shipment has not been delivered yet',
    );
    const id = await deliveredAndHeld();
    expect((await release(transporter, id)).statusCode).toBe(403);
    expect((await release(stranger, id)).statusCode).toBe(404);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'held' });
  });

  it('72 hours after delivery, escrow is released without the owner', async () => {
    const id = await deliveredAndHeld();
    const recent = await deliveredAndHeld();
    // The sweep looks back a week past the 72 hours (SWEEP_LOOKBACK_MS): a range, not all history.
    const weekOld = await deliveredAndHeld();
    await t.db.execute(sql`update shipments set completed_at = now() - interval '73 hours' where id = ${id}`);
    await t.db.execute(
      sql`update shipments set completed_at = now() - interval '72 hours' - interval '6 days 23 hours' where id = ${weekOld}`,
    );
    expect(await t.app.escrow.releaseDue()).toBeGreaterThanOrEqual(2);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'released' });
    expect(await paymentOf(owner, weekOld)).toMatchObject({ status: 'released' });
    expect(await paymentOf(owner, recent)).toMatchObject({ status: 'held' });
    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'PAYMENT_RELEASED')).toMatchObject({
      actorId: null,
      actorName: 'System',
    });
  });
});

describe('refunding a cancelled shipment', () => {
  it('cancelling a paid shipment before pickup sends the payment back to the owner’s wallet', async () => {
    const id = await makeShipment(t, { owner, transporter, amount: 13_000, paid: false });
    const wallet = freshCompleting();
    await pay(owner, id, wallet);
    expect(await settled(id)).toMatchObject({ status: 'held' });
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: owner.auth });
    expect(cancel.statusCode).toBe(200);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'refunded', held: 0 });

    // The sandbox refunds the deposit and calls back: nothing is owed to the owner any more.
    for (;;) {
      const r = await t.db.execute<{ status: string; phone: string; amount: string }>(
        sql`select status, phone_number as phone, amount_ngwee::text as amount from money_transfers where shipment_id = ${id} and kind = 'refund'`,
      );
      const refund = r.rows[0];
      if (refund?.status === 'COMPLETED') {
        expect(refund).toMatchObject({ phone: `260${wallet.phoneNumber.slice(1)}`, amount: '1300000' });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const owed = await t.db.execute<{ b: string | null }>(sql`
      select sum(l.amount_ngwee)::text as b from journal_lines l join ledger_accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where a.kind = 'owner_funding' and e.shipment_id = ${id}`);
    expect(Number(owed.rows[0]?.b ?? 0)).toBe(0);
    expect((await entriesOf(id)).map((e) => e.kind).sort()).toEqual([
      'deposit_completed',
      'escrow_refunded',
      'refund_completed',
    ]);
  });

  it('a cancelled shipment whose refund never started is refunded by the sweep, once', async () => {
    const id = await makeShipment(t, { owner, transporter });
    // As if the server died between the cancellation's commit and the refund.
    await t.db.execute(sql`update shipments set status = 'CANCELLED' where id = ${id}`);
    expect(await t.app.escrow.refundCancelled()).toBeGreaterThanOrEqual(1);
    expect(await t.app.escrow.refundCancelled([id])).toBe(0);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'refunded' });
    const refunds = await t.db.execute(
      sql`select 1 from money_transfers where shipment_id = ${id} and kind = 'refund'`,
    );
    expect(refunds.rows).toHaveLength(1);
  });
});
