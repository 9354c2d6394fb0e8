import type { Quote } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  cancelQuote,
  getQuote,
  letExpire,
  placeBid,
  postQuote,
} from '../../../test/quote-factories.ts';
import { fundShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { bids } from '../../db/schema/bids.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { shipmentProgress } from '../../db/schema/shipment-progress.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { expireQuotes } from './expire-quotes.ts';

let t: TestContext;
let owner: Actor;
let other: Actor;
let winner: Actor;
let loser: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, winner, loser, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Copperbelt Mining Ltd' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers' }),
    signUp(t.app, 'transporter', { companyName: 'Kafue Trucking' }),
    makeAdmin(t.app, t.db),
  ]);
});
afterAll(async () => t?.close());

/** An open load with a bid from each transporter: the winner's K 12,000 in 3 days, the loser's K 13,000. */
async function loadWithBids() {
  const quote = await postQuote(t.app, owner, { pickupDate: '2099-03-01', deliveryDate: '2099-03-06' });
  const winning = await placeBid(t.app, winner, quote.id, { amount: 12_000, estimatedDays: 3 });
  const losing = await placeBid(t.app, loser, quote.id, { amount: 13_000 });
  return { quote, winning, losing };
}

/** Everything an acceptance writes, to prove a refused one wrote none of it. */
async function footprint(quoteId: string) {
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const ships = await t.db.select().from(shipments).where(eq(shipments.quoteId, quoteId));
  const accepted = (await t.db.select().from(bids).where(eq(bids.quoteId, quoteId))).filter(
    (b) => b.isAccepted,
  );
  const logs = await t.db.select().from(activities).where(eq(activities.quoteId, quoteId));
  return {
    status: quote?.status,
    shipments: ships.length,
    acceptedBids: accepted.length,
    activities: logs.map((l) => l.type).sort(),
  };
}

const untouched = {
  status: 'ACTIVE',
  shipments: 0,
  acceptedBids: 0,
  activities: ['BID_PLACED', 'BID_PLACED', 'QUOTE_CREATED'],
};

describe('POST /api/quotes/:id/bids/:bidId/accept', () => {
  it('accepts: quote ACCEPTED, bid accepted, a shipment with its first history entry, two log rows', async () => {
    const { quote, winning, losing } = await loadWithBids();
    const res = await acceptBid(t.app, owner, quote.id, winning.id);
    expect(res.statusCode).toBe(200);
    // The answer is the shipment's id alone: the load is read on its own page.
    const body = res.json() as { shipmentId: string };
    expect(Object.keys(body)).toEqual(['shipmentId']);
    const seen = (await getQuote(t.app, owner, quote.id)).json() as Quote;
    expect(seen).toMatchObject({ id: quote.id, status: 'ACCEPTED', shipmentId: body.shipmentId });
    const [accepted, rejected] = seen.bids;
    // Its contact comes with the payment (issue 39), not with the acceptance.
    expect(accepted).toMatchObject({
      id: winning.id,
      isAccepted: true,
      transporter: { companyName: 'Zambezi Hauliers' },
    });
    expect(accepted?.transporter).not.toHaveProperty('phoneNumber');
    // The bidders who lost keep their contact details from the owner.
    expect(rejected).toMatchObject({ id: losing.id, isAccepted: false });
    expect(rejected?.transporter).not.toHaveProperty('email');
    expect(rejected?.transporter).not.toHaveProperty('phoneNumber');

    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.quoteId, quote.id));
    expect(shipment).toMatchObject({
      id: body.shipmentId,
      bidId: winning.id,
      ownerId: owner.user.id,
      transporterId: winner.user.id,
      status: 'PENDING_PICKUP',
      progress: 10,
      amountNgwee: 1_200_000,
      cargo: quote.cargo,
      cargoType: 'mining',
      fromLocation: 'Kitwe',
      fromAddress: quote.fromAddress,
      toLocation: 'Lusaka',
      toAddress: quote.toAddress,
      weightKg: 28_000,
      distanceKm: 395, // the road graph's Kitwe–Lusaka (packages/domain/src/places)
      dimensions: quote.dimensions,
      lastUpdate: 'Shipment created',
    });
    expect(shipment?.pickupDate.toISOString()).toBe('2099-03-01T00:00:00.000Z');
    expect(shipment?.deliveryDate.toISOString()).toBe('2099-03-06T00:00:00.000Z');
    expect(shipment?.estimatedDeliveryDate?.toISOString()).toBe('2099-03-04T00:00:00.000Z');
    // The stored ETA starts as that estimate, not the requested date (issue 28, item 3).
    expect(shipment?.eta?.toISOString()).toBe('2099-03-04T00:00:00.000Z');
    expect(shipment?.lastUpdateTime).toBeInstanceOf(Date);

    const history = await t.db
      .select()
      .from(shipmentProgress)
      .where(eq(shipmentProgress.shipmentId, body.shipmentId));
    expect(history).toEqual([
      expect.objectContaining({
        status: 'PENDING_PICKUP',
        progress: 10,
        updatedBy: 'System',
        notes: 'Bid accepted; shipment created',
      }),
    ]);

    expect(await footprint(quote.id)).toEqual({
      status: 'ACCEPTED',
      shipments: 1,
      acceptedBids: 1,
      activities: ['BID_ACCEPTED', 'BID_PLACED', 'BID_PLACED', 'QUOTE_CREATED', 'SHIPMENT_CREATED'],
    });
    const logs = await t.db.select().from(activities).where(eq(activities.shipmentId, body.shipmentId));
    expect(logs.find((l) => l.type === 'BID_ACCEPTED')).toMatchObject({
      actorId: owner.user.id,
      metadata: { amount: 12_000, quoteId: quote.id, transporter: 'Zambezi Hauliers' },
    });
    expect(logs.find((l) => l.type === 'SHIPMENT_CREATED')?.metadata).toMatchObject({
      amount: 12_000,
      from: 'Kitwe',
      to: 'Lusaka',
      quoteId: quote.id,
    });
  });

  it("then shows the winning transporter the shipment, the owner's contact once paid, and the losers neither", async () => {
    const { quote, winning } = await loadWithBids();
    const { shipmentId } = (await acceptBid(t.app, owner, quote.id, winning.id)).json();

    const unpaid = (await getQuote(t.app, winner, quote.id)).json() as Quote;
    expect(unpaid).toMatchObject({ status: 'ACCEPTED', shipmentId });
    expect(unpaid.cargoOwner).toEqual({
      id: owner.user.id,
      fullName: owner.user.fullName,
      companyName: 'Copperbelt Mining Ltd',
    });
    await fundShipment(t.db, shipmentId);
    const won = (await getQuote(t.app, winner, quote.id)).json() as Quote;
    expect(won.cargoOwner).toEqual({
      id: owner.user.id,
      fullName: owner.user.fullName,
      companyName: 'Copperbelt Mining Ltd',
      email: owner.user.email,
      phoneNumber: owner.user.phoneNumber,
    });

    const lostRes = await getQuote(t.app, loser, quote.id);
    const lost = lostRes.json() as Quote;
    expect(lost).toMatchObject({ status: 'ACCEPTED', shipmentId: null });
    expect(lost.cargoOwner).not.toHaveProperty('email');
    expect(lost.cargoOwner).not.toHaveProperty('phoneNumber');
    expect(lost.bids.find((b) => b.isAccepted)).not.toHaveProperty('transporter');
    expect(lostRes.body).not.toContain(owner.user.email);
    expect(lostRes.body).not.toContain(winner.user.email);
  });

  it('refuses a second acceptance with 409 and writes nothing more', async () => {
    const { quote, winning, losing } = await loadWithBids();
    await acceptBid(t.app, owner, quote.id, winning.id);
    const before = await footprint(quote.id);
    const res = await acceptBid(t.app, owner, quote.id, losing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This load has already been accepted',
    });
    expect(await footprint(quote.id)).toEqual(before);
  });

  it.each([
    ['cancelled', (q: Quote) => cancelQuote(t.app, owner, q.id)],
    ['expired', (q: Quote) => letExpire(t.db, q.id)],
  ])('refuses to accept once the load is %s, with 409', async (state, close) => {
    const { quote, winning } = await loadWithBids();
    await close(quote);
    const before = await footprint(quote.id);
    const res = await acceptBid(t.app, owner, quote.id, winning.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This load is no longer accepting bids');
    expect(await footprint(quote.id)).toEqual(before);
    expect(before.status).toBe(state === 'cancelled' ? 'CANCELLED' : 'ACTIVE');
  });

  it.each([
    ['a transporter', () => winner],
    ['an admin', () => admin],
  ])('refuses %s with 403 and writes nothing', async (_who, actor) => {
    const { quote, winning } = await loadWithBids();
    const res = await acceptBid(t.app, actor(), quote.id, winning.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
    expect(await footprint(quote.id)).toEqual(untouched);
  });

  it('answers another cargo owner 404 (the load is not theirs to know about)', async () => {
    const { quote, winning } = await loadWithBids();
    const res = await acceptBid(t.app, other, quote.id, winning.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Quote not found' });
    expect(await footprint(quote.id)).toEqual(untouched);
  });

  it('answers 404 for a bid of another load, leaving no partial rows on either', async () => {
    const { quote } = await loadWithBids();
    const elsewhere = await loadWithBids();
    const res = await acceptBid(t.app, owner, quote.id, elsewhere.winning.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Bid not found' });
    expect(await footprint(quote.id)).toEqual(untouched);
    expect(await footprint(elsewhere.quote.id)).toEqual(untouched);
  });

  it('answers 404 JSON for junk quote and bid ids', async () => {
    const { quote, winning } = await loadWithBids();
    const junkQuote = await acceptBid(t.app, owner, 'junk', winning.id);
    expect(junkQuote.statusCode).toBe(404);
    expect(junkQuote.json().message).toBe('Quote not found');
    const junkBid = await acceptBid(t.app, owner, quote.id, 'junk');
    expect(junkBid.statusCode).toBe(404);
    expect(junkBid.json().message).toBe('Bid not found');
    const unknownBid = await acceptBid(t.app, owner, quote.id, '00000000-0000-4000-8000-000000000000');
    expect(unknownBid.json().message).toBe('Bid not found');
    expect(await footprint(quote.id)).toEqual(untouched);
  });

  it('refuses an unauthenticated caller with 401', async () => {
    const { quote, winning } = await loadWithBids();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/bids/${winning.id}/accept`,
    });
    expect(res.statusCode).toBe(401);
    expect(await footprint(quote.id)).toEqual(untouched);
  });
});

describe('expireQuotes', () => {
  it('stores EXPIRED on open quotes past their expiry, and only on those', async () => {
    const overdue = await postQuote(t.app, owner);
    const fresh = await postQuote(t.app, owner);
    const cancelled = await postQuote(t.app, owner);
    await cancelQuote(t.app, owner, cancelled.id);
    await letExpire(t.db, overdue.id);
    await letExpire(t.db, cancelled.id);
    expect(await expireQuotes(t.db)).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await t.db.select({ s: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.s;
    expect(await status(overdue.id)).toBe('EXPIRED');
    expect(await status(fresh.id)).toBe('ACTIVE');
    expect(await status(cancelled.id)).toBe('CANCELLED');
    expect(await expireQuotes(t.db)).toBe(0);
    expect((await getQuote(t.app, owner, overdue.id)).json().status).toBe('EXPIRED');
  });
});
