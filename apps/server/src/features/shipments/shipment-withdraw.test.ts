import { shortId, WITHDRAW_PAID, WITHDRAW_PAYMENT_IN_PROGRESS } from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  getAs,
  makeShipment,
  placeBid,
  postLoad,
  setQuote,
  setShipment,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let otherTransporter: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, otherTransporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const withdraw = (actor: Actor, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/shipments/${id}/withdraw`, headers: actor.auth });

/** An unpaid shipment accepted `hoursAgo` hours ago; its load and the shipment's ids. */
async function unpaid(hoursAgo = 25, setup: { paid?: boolean } = {}) {
  const shipmentId = await makeShipment(t, { owner, transporter, paid: setup.paid ?? false });
  await setShipment(t.db, shipmentId, { createdAt: new Date(Date.now() - hoursAgo * HOUR) });
  const { quoteId } = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json();
  return { shipmentId, quoteId: quoteId as string };
}

describe('POST /api/shipments/:id/withdraw', () => {
  it('refuses before the owner has left it unpaid for 24 hours, saying from when', async () => {
    const { shipmentId } = await unpaid(23);
    const res = await withdraw(transporter, shipmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^You can withdraw once the cargo owner has left it unpaid for 24 hours \(from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\)$/,
    );
    expect((await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json().status).toBe(
      'PENDING_PICKUP',
    );
  });

  it('after 24 hours unpaid: the shipment cancelled, the load open to bids again, the owner told', async () => {
    const { shipmentId, quoteId } = await unpaid();
    const loadsBefore = (await getAs(t, owner, '/api/quotes?sort=owner')).headers['x-total-count'];
    const res = await withdraw(transporter, shipmentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: shipmentId, status: 'CANCELLED' });
    expect(res.json().progressHistory.at(-1)).toMatchObject({
      status: 'CANCELLED',
      updatedBy: transporter.user.companyName,
    });

    const load = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(load.status).toBe('ACTIVE');
    expect(load.bids).toEqual([]);
    expect(new Date(load.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // Open to bids: another transporter, and the one who withdrew (its bid went with the shipment).
    await placeBid(t, otherTransporter, quoteId, { amount: 11_000 });
    const again = await placeBid(t, transporter, quoteId, { amount: 11_500 });
    // The same load, not a copy: the owner has as many loads as before.
    const loadsAfter = (await getAs(t, owner, '/api/quotes?sort=owner')).headers['x-total-count'];
    expect(loadsAfter).toBe(loadsBefore);
    // And the owner can accept one: a new shipment for the same load, which the load now names.
    const next = await acceptBid(t, owner, quoteId, again);
    expect(next).not.toBe(shipmentId);
    const booked = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(booked.status).toBe('ACCEPTED');
    expect(booked.bids.find((b: { id: string }) => b.id === again)).toMatchObject({ isAccepted: true });
    // The withdrawn shipment stays, cancelled, for both of its parties; the new one is the load's.
    const old = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json();
    expect(old).toMatchObject({ id: shipmentId, status: 'CANCELLED', quoteId });
    expect((await getAs(t, transporter, `/api/shipments/${next}`)).json()).toMatchObject({ quoteId });

    const [log] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, shipmentId), eq(activities.type, 'SHIPMENT_CANCELLED')));
    expect(log).toMatchObject({ actorId: transporter.user.id, quoteId });
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    const told = bell.json().items.find((n: { shipmentId: string | null }) => n.shipmentId === shipmentId);
    expect(told).toMatchObject({ kind: 'shipment_cancelled' });
    expect(told.message).toBe(
      `${transporter.user.companyName} withdrew from the unpaid shipment #${shortId(shipmentId)} (Kitwe → Lusaka). The load is open to bids again`,
    );
  });

  it('keeps the other bidders’ bids and gives a passed expiry a fresh one', async () => {
    const quoteId = await postLoad(t, owner);
    await placeBid(t, otherTransporter, quoteId, { amount: 9_000 });
    const bidId = await placeBid(t, transporter, quoteId, { amount: 10_000 });
    const shipmentId = await acceptBid(t, owner, quoteId, bidId);
    await setShipment(t.db, shipmentId, { createdAt: new Date(Date.now() - 30 * HOUR) });
    await setQuote(t.db, quoteId, { expiresAt: new Date(Date.now() - HOUR) });
    expect((await withdraw(transporter, shipmentId)).statusCode).toBe(200);
    const load = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(load.status).toBe('ACTIVE');
    expect(load.bidCount).toBe(1);
    expect(load.bids.map((b: { amount: number }) => b.amount)).toEqual([9_000]);
    expect(new Date(load.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });

  it('refuses a paid shipment, and one whose payment waits for approval', async () => {
    const paid = await unpaid(30, { paid: true });
    const res = await withdraw(transporter, paid.shipmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WITHDRAW_PAID);

    const processing = await unpaid(30);
    // A number the sandbox never calls back about: the payment stays in progress.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${processing.shipmentId}/payment`,
      headers: owner.auth,
      payload: { provider: 'MTN_MOMO_ZMB', phoneNumber: '0763 456 129' },
    });
    expect(pay.json().status).toBe('processing');
    const blocked = await withdraw(transporter, processing.shipmentId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(WITHDRAW_PAYMENT_IN_PROGRESS);
  });

  it('refuses the owner with 403 and another transporter with 404', async () => {
    const { shipmentId } = await unpaid();
    expect((await withdraw(owner, shipmentId)).statusCode).toBe(403);
    expect((await withdraw(otherTransporter, shipmentId)).statusCode).toBe(404);
    expect((await getAs(t, owner, `/api/shipments/${shipmentId}`)).json().status).toBe('PENDING_PICKUP');
  });
});
