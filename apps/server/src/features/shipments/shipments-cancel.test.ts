import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  getAs,
  makeShipment,
  patchShipment,
  placeBid,
  shipmentActivities,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let otherOwner: Actor;
let otherTransporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, otherOwner, otherTransporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
});
afterAll(async () => t?.close());

const fresh = () => makeShipment(t, { owner, transporter, amount: 11_000 });
const cancel = (actor: Actor | null, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/shipments/${id}`, headers: actor ? actor.auth : {} });

describe('DELETE /api/shipments/:id', () => {
  it('lets the owner cancel before pickup: CANCELLED, a history entry by the owner, an activity', async () => {
    const id = await fresh();
    const res = await cancel(owner, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, status: 'CANCELLED', progress: 10, lastUpdate: 'Cancelled' });
    expect(body.progressHistory).toEqual([
      expect.objectContaining({ status: 'PENDING_PICKUP', updatedBy: 'System' }),
      expect.objectContaining({
        status: 'CANCELLED',
        progress: 10,
        updatedBy: owner.user.companyName,
        notes: 'Cancelled before pickup',
      }),
    ]);
    const [activity, ...more] = await shipmentActivities(t.db, id);
    expect(more).toEqual([]);
    expect(activity).toMatchObject({
      type: 'SHIPMENT_CANCELLED',
      actorId: owner.user.id,
      metadata: { status: 'CANCELLED', progress: 10, amount: 11_000, from: 'Kitwe', to: 'Lusaka' },
    });
  });

  it('leaves the quote ACCEPTED', async () => {
    const id = await fresh();
    const { quoteId } = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    await cancel(owner, id);
    const quote = await getAs(t, owner, `/api/quotes/${quoteId}`);
    expect(quote.json().status).toBe('ACCEPTED');
  });

  it('with reopenLoad=true, refunds what was paid and opens the load to bids again, without the cancelled bid', async () => {
    const id = await fresh();
    const { quoteId } = (await getAs(t, owner, `/api/shipments/${id}`)).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${id}?reopenLoad=true`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().progressHistory.at(-1)).toMatchObject({
      status: 'CANCELLED',
      notes: 'Cancelled before pickup; the load is open to bids again',
    });
    // The refund of the paid amount is under way.
    expect((await getAs(t, owner, `/api/shipments/${id}/payment`)).json()).toMatchObject({ held: 0 });
    const quote = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(quote).toMatchObject({ status: 'ACTIVE', bidCount: 0 });
    // Bid on again (the cancelled shipment's transporter too), accepted again: a new shipment.
    const again = await placeBid(t, otherTransporter, quoteId, { amount: 10_500 });
    const next = await acceptBid(t, owner, quoteId, again);
    expect(next).not.toBe(id);
    expect((await getAs(t, owner, `/api/shipments/${next}`)).json()).toMatchObject({
      status: 'PENDING_PICKUP',
      amount: 10_500,
    });
    expect((await getAs(t, owner, `/api/shipments/${id}`)).json()).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses a reopenLoad that is not true or false with 400, and cancels nothing', async () => {
    const id = await fresh();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${id}?reopenLoad=yes`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(400);
    expect((await getAs(t, owner, `/api/shipments/${id}`)).json().status).toBe('PENDING_PICKUP');
  });

  it('lets an admin cancel any shipment before pickup', async () => {
    const id = await fresh();
    const res = await cancel(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    // Named as every admin action is named in the log: the person, marked as admin.
    expect(res.json().progressHistory.at(-1).updatedBy).toBe(`${admin.user.fullName} (admin)`);
  });

  it('refuses the transporter of it with 403', async () => {
    const id = await fresh();
    const res = await cancel(transporter, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only the cargo owner or an admin can cancel a shipment',
    });
  });

  it('answers 404 to another owner and another transporter, and leaves the shipment alone', async () => {
    const id = await fresh();
    for (const stranger of [otherOwner, otherTransporter]) {
      const res = await cancel(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shipment not found');
    }
    expect((await getAs(t, owner, `/api/shipments/${id}`)).json().status).toBe('PENDING_PICKUP');
    expect(await shipmentActivities(t.db, id)).toEqual([]);
  });

  it('answers 404 for a junk id and 401 without a token', async () => {
    expect((await cancel(admin, 'nope')).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Shipment not found',
    });
    expect((await cancel(null, await fresh())).statusCode).toBe(401);
  });

  it.each([
    ['after pickup', { status: 'AWAITING_PICKUP' }],
    ['in transit', { status: 'IN_TRANSIT' }],
    ['once delivered', { status: 'DELIVERED' }],
  ])('refuses %s with 409', async (_case, update) => {
    const id = await fresh();
    expect((await patchShipment(t, transporter, id, update)).statusCode).toBe(200);
    const res = await cancel(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A shipment can only be cancelled before pickup',
    });
  });

  it('refuses to cancel twice', async () => {
    const id = await fresh();
    expect((await cancel(owner, id)).statusCode).toBe(200);
    const again = await cancel(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A shipment can only be cancelled before pickup');
    expect(await shipmentActivities(t.db, id)).toHaveLength(1);
  });
});
