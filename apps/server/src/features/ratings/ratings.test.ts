import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  getAs,
  makeShipment,
  patchShipment,
  placeBid,
  postLoad,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { ratings } from '../../db/schema/ratings.ts';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, t.db);
});
afterAll(async () => t?.close());

/** A fresh owner and transporter with one shipment between them, delivered unless told otherwise. */
async function pair(opts: { delivered?: boolean } = {}) {
  const [owner, transporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
  const shipmentId = await makeShipment(t, { owner, transporter });
  if (opts.delivered !== false) await deliver(transporter, shipmentId);
  return { owner, transporter, shipmentId };
}

async function deliver(transporter: Actor, shipmentId: string) {
  const res = await patchShipment(t, transporter, shipmentId, { status: 'DELIVERED' });
  if (res.statusCode !== 200) throw new Error(`deliver failed: ${res.statusCode} ${res.body}`);
}

const rate = (actor: Actor | null, shipmentId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/rating`,
    headers: actor ? actor.auth : {},
    payload,
  });

const setShowRatings = (actor: Actor, showRatings: boolean) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings', headers: actor.auth, payload: { showRatings } });

describe('POST /api/shipments/:id/rating', () => {
  it('lets the owner rate the transporter: 201, the shipment with the rating given and the new average', async () => {
    const { owner, transporter, shipmentId } = await pair();
    const res = await rate(owner, shipmentId, { stars: 4, comment: '  On time, careful driver ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toBe(shipmentId);
    expect(body.myRating).toEqual({
      stars: 4,
      comment: 'On time, careful driver',
      createdAt: expect.any(String),
    });
    expect(body.transporter).toMatchObject({ id: transporter.user.id, rating: { average: 4, count: 1 } });
    expect(body.cargoOwner.rating).toEqual({ average: null, count: 0 });
  });

  it('lets the transporter rate the owner; each party sees only its own rating as myRating', async () => {
    const { owner, transporter, shipmentId } = await pair();
    const res = await rate(transporter, shipmentId, { stars: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().myRating).toMatchObject({ stars: 5, comment: null });
    expect(res.json().cargoOwner.rating).toEqual({ average: 5, count: 1 });

    const ownersView = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json();
    expect(ownersView.myRating).toBeNull();
    expect(ownersView.cargoOwner.rating).toEqual({ average: 5, count: 1 });
    const adminsView = (await getAs(t, admin, `/api/shipments/${shipmentId}`)).json();
    expect(adminsView.myRating).toBeNull();
  });

  it('averages two ratings from two shipments and counts them, on the shipment, the profile and the quote page', async () => {
    const { owner, transporter, shipmentId } = await pair();
    const second = await makeShipment(t, { owner, transporter });
    await deliver(transporter, second);
    await rate(owner, shipmentId, { stars: 4 });
    await rate(owner, second, { stars: 5 });

    const shipment = (await getAs(t, transporter, `/api/shipments/${second}`)).json();
    expect(shipment.transporter.rating).toEqual({ average: 4.5, count: 2 });
    const listed = (await getAs(t, owner, '/api/shipments/completed')).json();
    expect(listed.map((s: { transporter: { rating: unknown } }) => s.transporter.rating)).toEqual([
      { average: 4.5, count: 2 },
      { average: 4.5, count: 2 },
    ]);
    const stats = (await getAs(t, transporter, '/api/profile/stats')).json();
    expect(stats.rating).toEqual({ average: 4.5, count: 2 });

    // The transporter's next bid, on the owner's next load, carries it.
    const quoteId = await postLoad(t, owner);
    await placeBid(t, transporter, quoteId, { amount: 9_000 });
    const quote = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(quote.bids[0].transporter.rating).toEqual({ average: 4.5, count: 2 });
    const adminsQuote = (await getAs(t, admin, `/api/quotes/${quoteId}`)).json();
    expect(adminsQuote.bids[0].transporter.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('shows a user with no ratings yet as a null average and a zero count', async () => {
    const { owner, transporter } = await pair({ delivered: false });
    const stats = (await getAs(t, owner, '/api/profile/stats')).json();
    expect(stats.rating).toEqual({ average: null, count: 0 });
    const quoteId = await postLoad(t, owner);
    await placeBid(t, transporter, quoteId);
    const quote = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(quote.bids[0].transporter.rating).toEqual({ average: null, count: 0 });
  });

  it('refuses a second rating by the same party with 409 and keeps the first', async () => {
    const { owner, transporter, shipmentId } = await pair();
    expect((await rate(owner, shipmentId, { stars: 2 })).statusCode).toBe(201);
    const again = await rate(owner, shipmentId, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already rated this shipment',
    });
    const view = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json();
    expect(view.transporter.rating).toEqual({ average: 2, count: 1 });
  });

  it('stores one rating when the same party sends two at once', async () => {
    const { owner, shipmentId } = await pair();
    const answers = await Promise.all([
      rate(owner, shipmentId, { stars: 3 }),
      rate(owner, shipmentId, { stars: 4 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(ratings).where(eq(ratings.shipmentId, shipmentId));
    expect(rows).toHaveLength(1);
    const view = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json();
    expect(view.transporter.rating.count).toBe(1);
  });

  it('refuses a rating before delivery with 409', async () => {
    const { owner, transporter, shipmentId } = await pair({ delivered: false });
    await patchShipment(t, transporter, shipmentId, { status: 'IN_TRANSIT' });
    for (const party of [owner, transporter]) {
      const res = await rate(party, shipmentId, { stars: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You can rate a shipment only once it has been delivered');
    }
  });

  it('answers 404 to a stranger of either role, and for a missing or junk id', async () => {
    const { shipmentId } = await pair();
    const [otherOwner, otherTransporter] = await Promise.all([
      signUp(t.app, 'cargo-owner'),
      signUp(t.app, 'transporter'),
    ]);
    for (const stranger of [otherOwner, otherTransporter]) {
      const res = await rate(stranger, shipmentId, { stars: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shipment not found');
    }
    expect((await rate(otherOwner, '00000000-0000-4000-8000-000000000000', { stars: 5 })).statusCode).toBe(
      404,
    );
    expect((await rate(otherOwner, 'not-an-id', { stars: 5 })).statusCode).toBe(404);
    expect(await t.db.select().from(ratings).where(eq(ratings.shipmentId, shipmentId))).toEqual([]);
  });

  it('answers 403 to an admin and 401 to anonymous callers', async () => {
    const { shipmentId } = await pair();
    expect((await rate(admin, shipmentId, { stars: 5 })).statusCode).toBe(403);
    expect((await rate(null, shipmentId, { stars: 5 })).statusCode).toBe(401);
  });

  it.each([
    [{ stars: 0 }, 'stars'],
    [{ stars: 6 }, 'stars'],
    [{ stars: 2.5 }, 'stars'],
    [{ stars: '5' }, 'stars'],
    [{}, 'stars'],
    [{ stars: 5, comment: 'x'.repeat(501) }, 'comment'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const { owner, shipmentId } = await pair();
    const res = await rate(owner, shipmentId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(field);
    expect(await t.db.select().from(ratings).where(eq(ratings.shipmentId, shipmentId))).toEqual([]);
  });

  it('accepts a comment of exactly 500 characters', async () => {
    const { transporter, shipmentId } = await pair();
    const res = await rate(transporter, shipmentId, { stars: 3, comment: 'y'.repeat(500) });
    expect(res.statusCode).toBe(201);
    expect(res.json().myRating.comment).toHaveLength(500);
  });

  it('writes the rating to the activity log, naming rater, ratee and stars', async () => {
    const { owner, transporter, shipmentId } = await pair();
    await rate(owner, shipmentId, { stars: 4, comment: 'private words' });
    const rows = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.shipmentId, shipmentId), eq(activities.type, 'SHIPMENT_RATED')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.user.id,
      actorName: owner.user.companyName,
      metadata: { stars: 4, ratee: transporter.user.companyName },
    });
    expect(rows[0]?.description).toContain(
      `${owner.user.companyName} rated ${transporter.user.companyName} 4 stars`,
    );
    expect(rows[0]?.description).not.toContain('private words');
  });
});

describe('the showRatings setting', () => {
  it('hides a user’s rating from others when off, but not from the user', async () => {
    const { owner, transporter, shipmentId } = await pair();
    await rate(owner, shipmentId, { stars: 5 });
    expect((await setShowRatings(transporter, false)).statusCode).toBe(200);

    const ownersView = (await getAs(t, owner, `/api/shipments/${shipmentId}`)).json();
    expect(ownersView.transporter).not.toHaveProperty('rating');
    expect(ownersView.cargoOwner).toHaveProperty('rating');
    const adminsView = (await getAs(t, admin, `/api/shipments/${shipmentId}`)).json();
    expect(adminsView.transporter).not.toHaveProperty('rating');

    const own = (await getAs(t, transporter, `/api/shipments/${shipmentId}`)).json();
    expect(own.transporter.rating).toEqual({ average: 5, count: 1 });
    const stats = (await getAs(t, transporter, '/api/profile/stats')).json();
    expect(stats.rating).toEqual({ average: 5, count: 1 });

    const quoteId = await postLoad(t, owner);
    await placeBid(t, transporter, quoteId);
    const quote = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(quote.bids[0].transporter).not.toHaveProperty('rating');
    const transportersQuote = (await getAs(t, transporter, `/api/quotes/${quoteId}`)).json();
    expect(transportersQuote.bids[0].transporter.rating).toEqual({ average: 5, count: 1 });

    await setShowRatings(transporter, true);
    const shownAgain = (await getAs(t, owner, `/api/quotes/${quoteId}`)).json();
    expect(shownAgain.bids[0].transporter.rating).toEqual({ average: 5, count: 1 });
  });

  it('never shows a rival transporter another bidder’s rating', async () => {
    const { owner, transporter, shipmentId } = await pair();
    await rate(owner, shipmentId, { stars: 5 });
    const rival = await signUp(t.app, 'transporter');
    const quoteId = await postLoad(t, owner);
    await placeBid(t, transporter, quoteId, { amount: 8_000 });
    await placeBid(t, rival, quoteId, { amount: 9_000 });
    const rivalsView = (await getAs(t, rival, `/api/quotes/${quoteId}`)).json();
    const others = rivalsView.bids.filter((b: { isOwn: boolean }) => !b.isOwn);
    expect(others).toHaveLength(1);
    expect(others[0]).not.toHaveProperty('transporter');
  });
});

describe('after a rating the accepted shipment flow is unchanged', () => {
  it('accepting a bid still works for a rated transporter', async () => {
    const { owner, transporter, shipmentId } = await pair();
    await rate(owner, shipmentId, { stars: 5 });
    const quoteId = await postLoad(t, owner);
    const bidId = await placeBid(t, transporter, quoteId);
    const next = await acceptBid(t, owner, quoteId, bidId);
    const view = (await getAs(t, owner, `/api/shipments/${next}`)).json();
    expect(view.myRating).toBeNull();
    expect(view.transporter.rating).toEqual({ average: 5, count: 1 });
  });
});
