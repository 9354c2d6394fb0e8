import { type AdminDispute, type Notification, type ShipmentPayment, shortId } from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { escrowHeld } from '../ledger/ledger.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let stranger: Actor;
let admin: Actor;

beforeAll(async () => {
  // No listener: the sandbox's callbacks never arrive, so what the resolution posted stays as it is.
  t = await createTestApp();
  [owner, transporter, stranger] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
  ]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(() => t.close());

const REASON = 'Two pallets arrived crushed and wet.';

function dispute(actor: Actor, shipmentId: string, reason: unknown = REASON) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/dispute`,
    headers: actor.auth,
    payload: { reason },
  });
}

function resolve(actor: Actor, disputeId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${disputeId}/resolve`,
    headers: actor.auth,
    payload: body,
  });
}

function release(actor: Actor, shipmentId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/payment/release`,
    headers: actor.auth,
  });
}

async function paymentOf(actor: Actor, shipmentId: string): Promise<ShipmentPayment> {
  const res = await getAs(t, actor, `/api/shipments/${shipmentId}/payment`);
  expect(res.statusCode).toBe(200);
  return res.json() as ShipmentPayment;
}

/** A paid shipment the transporter has delivered (or only taken on the road). */
async function shipment(status: 'DELIVERED' | 'IN_TRANSIT' = 'DELIVERED', amount = 15_000): Promise<string> {
  const id = await makeShipment(t, { owner, transporter, amount });
  expect((await patchShipment(t, transporter, id, { status })).statusCode).toBe(200);
  return id;
}

/** Opens a dispute as the owner; returns its id (from the admin's list). */
async function disputed(id: string): Promise<string> {
  expect((await dispute(owner, id)).statusCode).toBe(200);
  const list = (await getAs(t, admin, '/api/admin/disputes?limit=100')).json() as AdminDispute[];
  const row = list.find((d) => d.shipmentId === id && d.resolution === null);
  if (!row) throw new Error('the dispute is not listed');
  return row.id;
}

/** The shipment's entries' lines summed by account kind (ngwee; a credit is negative). */
async function linesByKind(shipmentId: string): Promise<Record<string, number>> {
  const r = await t.db.execute<{ kind: string; total: string }>(sql`
    select a.kind, sum(l.amount_ngwee)::text as total
    from journal_lines l join ledger_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
    where e.shipment_id = ${shipmentId} group by a.kind`);
  return Object.fromEntries(r.rows.map((row) => [row.kind, Number(row.total)]));
}

async function transfers(shipmentId: string) {
  const r = await t.db.execute<{ kind: string; amount: string; user_id: string }>(
    sql`select kind, amount_ngwee::text as amount, user_id from money_transfers where shipment_id = ${shipmentId} and kind <> 'deposit' order by kind`,
  );
  return r.rows.map((row) => ({ kind: row.kind, amount: Number(row.amount), userId: row.user_id }));
}

describe('POST /api/shipments/:id/dispute', () => {
  it('the owner disputes a delivered shipment: the payment is on hold for both parties, the transporter told', async () => {
    const id = await shipment();
    const res = await dispute(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'disputed',
      held: 15_000,
      dispute: { reason: REASON },
      disputable: false,
    });
    expect(await paymentOf(transporter, id)).toMatchObject({
      status: 'disputed',
      dispute: { reason: REASON },
    });

    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'DISPUTE_OPENED')).toMatchObject({ actorId: owner.user.id });
    const bell = (await getAs(t, transporter, '/api/notifications')).json() as { items: Notification[] };
    expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'dispute_opened')?.message).toMatch(
      /^The cargo owner opened a dispute on shipment #\w+ \(.+\): the payment is on hold until an admin resolves it$/,
    );

    const again = await dispute(owner, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A dispute is already open for this shipment');
  });

  it('a shipment on the road may be disputed; one not picked up yet may not (it is cancelled instead)', async () => {
    expect((await dispute(owner, await shipment('IN_TRANSIT'))).statusCode).toBe(200);
    const waiting = await makeShipment(t, { owner, transporter });
    expect(await paymentOf(owner, waiting)).toMatchObject({ status: 'held', disputable: false });
    const res = await dispute(owner, waiting);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A dispute can be opened only while the payment is held in escrow, from pickup until it is released',
    );
  });

  it('only the owner disputes, only its own shipment, with a reason of 10 to 1000 characters', async () => {
    const id = await shipment();
    expect(await paymentOf(owner, id)).toMatchObject({ disputable: true });
    expect(await paymentOf(transporter, id)).toMatchObject({ disputable: false });
    expect((await dispute(transporter, id)).statusCode).toBe(403);
    expect((await dispute(stranger, id)).statusCode).toBe(404);
    expect((await dispute(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await dispute(owner, id, '')).json().message).toBe('Please say what went wrong');
    expect((await dispute(owner, id, '  too short ')).json().message).toBe(
      'Please give at least 10 characters',
    );
    expect((await dispute(owner, id, 'x'.repeat(1001))).json().message).toBe(
      'The reason must be at most 1000 characters',
    );
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'held' });
  });

  it('is refused once the payment was released, and after the 72 hours', async () => {
    const id = await shipment();
    expect((await release(owner, id)).statusCode).toBe(200);
    const res = await dispute(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment was already released');

    const late = await shipment();
    await t.db.execute(
      sql`update shipments set completed_at = now() - interval '73 hours' where id = ${late}`,
    );
    expect((await dispute(owner, late)).statusCode).toBe(409);
  });

  it('an open dispute stops the owner’s release and the 72-hour release', async () => {
    const id = await shipment();
    await disputed(id);
    const res = await release(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A dispute is open: the payment is on hold until an admin resolves it');

    await t.db.execute(sql`update shipments set completed_at = now() - interval '73 hours' where id = ${id}`);
    await t.app.escrow.releaseDue();
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'disputed', held: 15_000 });
    expect(await escrowHeld(t.db, id)).toBe(1_500_000);
  });
});

describe('GET /api/admin/disputes and POST /api/admin/disputes/:id/resolve', () => {
  it('lists open disputes first, with the parties, what is held and the reason', async () => {
    const id = await shipment();
    const disputeId = await disputed(id);
    const res = await getAs(t, admin, '/api/admin/disputes?limit=100');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const list = res.json() as AdminDispute[];
    expect(list.find((d) => d.id === disputeId)).toMatchObject({
      shipmentId: id,
      owner: { id: owner.user.id },
      transporter: { id: transporter.user.id },
      amount: 15_000,
      held: 15_000,
      reason: REASON,
      resolution: null,
    });
    const firstResolved = list.findIndex((d) => d.resolution !== null);
    const lastOpen = list.findLastIndex((d) => d.resolution === null);
    if (firstResolved >= 0) expect(lastOpen).toBeLessThan(firstResolved);
  });

  it('release: 80% to the transporter (paid out), 20% to revenue, escrow empty; both parties told', async () => {
    const id = await shipment();
    const disputeId = await disputed(id);
    const res = await resolve(admin, disputeId, {
      outcome: 'release',
      reason: 'Photos show the load arrived intact.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      held: 0,
      resolution: { outcome: 'release', refunded: 0, reason: 'Photos show the load arrived intact.' },
    });
    expect(await linesByKind(id)).toEqual({
      provider_clearing: 1_500_000,
      escrow: 0,
      transporter_payable: -1_200_000,
      platform_revenue: -300_000,
    });
    expect(await transfers(id)).toEqual([{ kind: 'payout', amount: 1_200_000, userId: transporter.user.id }]);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'released', dispute: null });

    const logged = await t.db.select().from(activities).where(eq(activities.shipmentId, id));
    expect(logged.find((a) => a.type === 'DISPUTE_RESOLVED')).toMatchObject({
      actorId: admin.user.id,
      metadata: expect.objectContaining({
        outcome: 'release',
        reason: 'Photos show the load arrived intact.',
      }),
    });
    for (const party of [owner, transporter]) {
      const bell = (await getAs(t, party, '/api/notifications')).json() as { items: Notification[] };
      expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'dispute_resolved')?.message).toMatch(
        /^The dispute on shipment #\w+ was resolved: the payment is released to the transporter$/,
      );
    }

    const again = await resolve(admin, disputeId, { outcome: 'refund', reason: 'Changed my mind entirely.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute was already resolved');
  });

  it('refund: everything held is owed back to the owner and refunded against the deposit', async () => {
    const id = await shipment('IN_TRANSIT');
    const disputeId = await disputed(id);
    const res = await resolve(admin, disputeId, {
      outcome: 'refund',
      reason: 'The load was never delivered.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ held: 0, resolution: { outcome: 'refund', refunded: 15_000 } });
    expect(await linesByKind(id)).toEqual({
      provider_clearing: 1_500_000,
      escrow: 0,
      owner_funding: -1_500_000,
    });
    expect(await transfers(id)).toEqual([{ kind: 'refund', amount: 1_500_000, userId: owner.user.id }]);
    expect(await paymentOf(transporter, id)).toMatchObject({ status: 'refunded', held: 0 });
  });

  it('partial refund: the part to the owner, the rest released 80/20, the books at zero', async () => {
    const id = await shipment();
    const disputeId = await disputed(id);
    const tooMuch = await resolve(admin, disputeId, {
      outcome: 'partial_refund',
      refundAmount: 15_000,
      reason: 'Part of the load was damaged.',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The amount to refund must be less than the K 15,000 held');
    const noAmount = await resolve(admin, disputeId, {
      outcome: 'partial_refund',
      reason: 'Part of the load was damaged.',
    });
    expect(noAmount.json().message).toBe('Please enter the amount to refund');

    const res = await resolve(admin, disputeId, {
      outcome: 'partial_refund',
      refundAmount: 5_000,
      reason: 'Part of the load was damaged.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ held: 0, resolution: { outcome: 'partial_refund', refunded: 5_000 } });
    const lines = await linesByKind(id);
    expect(lines).toEqual({
      provider_clearing: 1_500_000,
      escrow: 0,
      owner_funding: -500_000,
      transporter_payable: -800_000,
      platform_revenue: -200_000,
    });
    expect(Object.values(lines).reduce((s, v) => s + v, 0)).toBe(0);
    expect(await transfers(id)).toEqual([
      { kind: 'payout', amount: 800_000, userId: transporter.user.id },
      { kind: 'refund', amount: 500_000, userId: owner.user.id },
    ]);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'released', held: 0 });
    const bell = (await getAs(t, owner, '/api/notifications')).json() as { items: Notification[] };
    expect(bell.items.find((n) => n.shipmentId === id && n.kind === 'dispute_resolved')?.message).toMatch(
      /resolved: K 5,000 is refunded to the cargo owner and the rest released to the transporter$/,
    );
    // The receipt shows the split: the refund keeps no fee, the rest splits 80/20.
    const pdf = await getAs(t, owner, `/api/shipments/${id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Amount paid by the cargo owner K 15,000');
    expect(text).toMatch(/(To be refunded|Refunded) to the cargo owner K 5,000/);
    expect(text).toContain('Platform fee (20%) K 2,000');
    expect(text).toContain('Transporter receives (80%) K 8,000');
    expect(text).toMatch(
      /K 5,000 (being refunded|refunded) to the cargo owner .*; K 10,000 released to the transporter on/,
    );
    expect(text).toContain('Released to the transporter K 10,000');
  });

  it('partial refund: Payments, Earnings and the owner’s statement show the receipt’s figures, not the bid’s', async () => {
    const id = await shipment();
    await resolve(admin, await disputed(id), {
      outcome: 'partial_refund',
      refundAmount: 5_000,
      reason: 'Part of the load was damaged.',
    });
    const figures = { amount: 15_000, refunded: 5_000, released: 10_000, platformFee: 2_000 };
    const paid = (await getAs(t, owner, '/api/payments/paid?limit=100')).json() as { id: string }[];
    expect(paid.find((r) => r.id === id)).toMatchObject({ ...figures, transporterAmount: 8_000 });
    // The payout is not back from the provider (no listener here): the 80% is being paid out.
    const pending = (await getAs(t, transporter, '/api/earnings/pending?limit=100')).json() as {
      id: string;
    }[];
    expect(pending.find((r) => r.id === id)).toMatchObject({
      ...figures,
      earnings: 8_000,
      payoutStatus: 'paying_out',
    });
    const statement = await getAs(t, owner, '/api/payments/statement.pdf');
    const { text } = await pdfText(statement.rawPayload);
    expect(text).toMatch(
      new RegExp(
        `#${shortId(id)} .*? K 15,000(\\.00)? K 5,000(\\.00)? K 10,000(\\.00)? K 2,000(\\.00)? K 8,000(\\.00)? `,
      ),
    );
  });

  it('closes the shipment: refunded in full it is cancelled, else delivered; no stage change after (409)', async () => {
    const refunded = await shipment('IN_TRANSIT');
    const parted = await shipment('IN_TRANSIT');
    const reason = 'Decided on the evidence of both parties.';
    expect((await resolve(admin, await disputed(refunded), { outcome: 'refund', reason })).statusCode).toBe(
      200,
    );
    expect(
      (
        await resolve(admin, await disputed(parted), {
          outcome: 'partial_refund',
          refundAmount: 5_000,
          reason,
        })
      ).statusCode,
    ).toBe(200);
    const cancelled = (await getAs(t, transporter, `/api/shipments/${refunded}`)).json();
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      lastUpdate: 'Cancelled: dispute resolved, refunded to the cargo owner',
    });
    const delivered = (await getAs(t, owner, `/api/shipments/${parted}`)).json();
    expect(delivered).toMatchObject({ status: 'DELIVERED', progress: 100 });
    expect(delivered.completedAt).not.toBeNull();
    for (const id of [refunded, parted]) {
      for (const status of ['IN_TRANSIT', 'AWAITING_PICKUP']) {
        expect((await patchShipment(t, transporter, id, { status })).statusCode).toBe(409);
      }
      expect((await patchShipment(t, transporter, id, { driverName: 'Someone Else' })).statusCode).toBe(409);
    }
  });

  it('admins only; an unknown dispute is 404', async () => {
    const id = await shipment();
    const disputeId = await disputed(id);
    const body = { outcome: 'release', reason: 'Photos show the load arrived intact.' };
    expect((await resolve(owner, disputeId, body)).statusCode).toBe(403);
    expect((await resolve(transporter, disputeId, body)).statusCode).toBe(403);
    expect((await getAs(t, owner, '/api/admin/disputes')).statusCode).toBe(403);
    expect((await getAs(t, null, '/api/admin/disputes')).statusCode).toBe(401);
    expect((await resolve(admin, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await resolve(admin, 'junk', body)).statusCode).toBe(404);
    expect(await paymentOf(owner, id)).toMatchObject({ status: 'disputed' });
  });
});
