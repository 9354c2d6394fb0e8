import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  bid,
  cancelQuote,
  placeBid,
  postQuote,
  signUpMany,
} from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { bids } from '../../db/schema/bids.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { shipmentProgress } from '../../db/schema/shipment-progress.ts';
import { shipments } from '../../db/schema/shipments.ts';

const RACERS = 16;
let t: TestContext;
let owner: Actor;
let transporters: Actor[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, 'cargo-owner');
  transporters = await signUpMany(t.app, 'transporter', RACERS);
});
afterAll(async () => t?.close());

function codes(responses: { statusCode: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

async function countActivities(quoteId: string, type: 'BID_PLACED' | 'BID_ACCEPTED' | 'SHIPMENT_CREATED') {
  const rows = await t.db
    .select()
    .from(activities)
    .where(and(eq(activities.quoteId, quoteId), eq(activities.type, type)));
  return rows.length;
}

describe('racing requests', () => {
  it(`keeps all ${RACERS} bids placed at once by different transporters`, async () => {
    const quote = await postQuote(t.app, owner);
    const responses = await Promise.all(
      transporters.map((tr, i) => bid(t.app, tr, quote.id, { amount: 5_000 + i * 100 })),
    );
    expect(codes(responses)).toEqual({ 201: RACERS });
    const rows = await t.db.select().from(bids).where(eq(bids.quoteId, quote.id));
    expect(rows).toHaveLength(RACERS);
    expect(new Set(rows.map((r) => r.transporterId)).size).toBe(RACERS);
    expect(await countActivities(quote.id, 'BID_PLACED')).toBe(RACERS);
  });

  it('lets one of many simultaneous bids by the same transporter through; the rest get 409', async () => {
    const quote = await postQuote(t.app, owner);
    const [same] = transporters;
    if (!same) throw new Error('no transporter');
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => bid(t.app, same, quote.id, { amount: 6_000 + i })),
    );
    expect(codes(responses)).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe('You have already placed a bid on this load');
    }
    expect(await t.db.select().from(bids).where(eq(bids.quoteId, quote.id))).toHaveLength(1);
    expect(await countActivities(quote.id, 'BID_PLACED')).toBe(1);
  });

  it(`accepts exactly one of ${RACERS} simultaneous acceptances of different bids`, async () => {
    const quote = await postQuote(t.app, owner);
    const placed = await Promise.all(
      transporters.map((tr, i) => placeBid(t.app, tr, quote.id, { amount: 7_000 + i * 50 })),
    );
    const responses = await Promise.all(placed.map((b) => acceptBid(t.app, owner, quote.id, b.id)));
    expect(codes(responses)).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This load has already been accepted',
      });
    }
    const winnerIndex = responses.findIndex((r) => r.statusCode === 200);
    const won = responses[winnerIndex]?.json() as { shipmentId: string };

    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.status).toBe('ACCEPTED');
    const ships = await t.db.select().from(shipments).where(eq(shipments.quoteId, quote.id));
    expect(ships).toHaveLength(1);
    expect(ships[0]).toMatchObject({ id: won.shipmentId, bidId: placed[winnerIndex]?.id });
    const accepted = (await t.db.select().from(bids).where(eq(bids.quoteId, quote.id))).filter(
      (b) => b.isAccepted,
    );
    expect(accepted.map((b) => b.id)).toEqual([placed[winnerIndex]?.id]);
    expect(
      await t.db.select().from(shipmentProgress).where(eq(shipmentProgress.shipmentId, won.shipmentId)),
    ).toHaveLength(1);
    expect(await countActivities(quote.id, 'BID_ACCEPTED')).toBe(1);
    expect(await countActivities(quote.id, 'SHIPMENT_CREATED')).toBe(1);
  });

  it('answers every bid racing an acceptance with 201 (stored) or 409 (refused), never losing one', async () => {
    const quote = await postQuote(t.app, owner);
    const [first, ...others] = transporters;
    if (!first) throw new Error('no transporter');
    const firstBid = await placeBid(t.app, first, quote.id, { amount: 8_000 });
    const [accept, ...bidResponses] = await Promise.all([
      acceptBid(t.app, owner, quote.id, firstBid.id),
      ...others.map((tr) => bid(t.app, tr, quote.id, { amount: 8_500 })),
    ]);
    expect(accept?.statusCode).toBe(200);
    const placedCount = bidResponses.filter((r) => r.statusCode === 201).length;
    for (const r of bidResponses.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('This load is no longer accepting bids');
    }
    const rows = await t.db.select().from(bids).where(eq(bids.quoteId, quote.id));
    expect(rows).toHaveLength(1 + placedCount);
  });

  it('lets either a cancellation or an acceptance win a race, never both', async () => {
    const quote = await postQuote(t.app, owner);
    const [tr] = transporters;
    if (!tr) throw new Error('no transporter');
    const b = await placeBid(t.app, tr, quote.id);
    const [cancel, accept] = await Promise.all([
      cancelQuote(t.app, owner, quote.id),
      acceptBid(t.app, owner, quote.id, b.id),
    ]);
    expect([cancel?.statusCode, accept?.statusCode].sort()).toEqual([200, 409]);
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    const ships = await t.db.select().from(shipments).where(eq(shipments.quoteId, quote.id));
    expect(stored?.status).toBe(accept?.statusCode === 200 ? 'ACCEPTED' : 'CANCELLED');
    expect(ships).toHaveLength(accept?.statusCode === 200 ? 1 : 0);
  });
});

function transporter(i: number): Actor {
  const found = transporters[i];
  if (!found) throw new Error(`no transporter ${i}`);
  return found;
}

describe('a burst of bids', () => {
  it('stores each bid once, counts it on its load, logs it and tells the owner; a closed load takes none', async () => {
    const open = await postQuote(t.app, owner);
    const closed = await postQuote(t.app, owner);
    expect((await cancelQuote(t.app, owner, closed.id)).statusCode).toBe(200);

    const answers = await Promise.all([
      ...transporters.map((tr) => bid(t.app, tr, open.id)),
      bid(t.app, transporter(0), open.id), // a second bid by the same transporter
      bid(t.app, transporter(1), closed.id),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(RACERS);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);

    const stored = await t.db.select().from(bids).where(eq(bids.quoteId, open.id));
    expect(stored.map((b) => b.transporterId).sort()).toEqual(transporters.map((tr) => tr.user.id).sort());
    const placedIds = answers.flatMap((r) => (r.statusCode === 201 ? [r.json().id as string] : []));
    expect(placedIds.sort()).toEqual(stored.map((b) => b.id).sort());
    const [load] = await t.db.select().from(quotes).where(eq(quotes.id, open.id));
    expect(load?.bidCount).toBe(RACERS);
    const [gone] = await t.db.select().from(quotes).where(eq(quotes.id, closed.id));
    expect(gone?.bidCount).toBe(0);
    expect(await t.db.select().from(bids).where(eq(bids.quoteId, closed.id))).toHaveLength(0);

    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.quoteId, open.id), eq(activities.type, 'BID_PLACED')));
    expect(logged.map((a) => a.actorId).sort()).toEqual(stored.map((b) => b.transporterId).sort());
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.quoteId, open.id), eq(notifications.kind, 'bid_placed')));
    expect(bell).toHaveLength(RACERS);
    expect(bell.every((n) => n.userId === owner.user.id)).toBe(true);
  });
});
