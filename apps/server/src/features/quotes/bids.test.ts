import type { Bid, Quote } from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  bid,
  bidBody,
  cancelQuote,
  getQuote,
  letExpire,
  placeBid,
  postQuote,
} from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { bids } from '../../db/schema/bids.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let rival: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, rival, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers' }),
    signUp(t.app, 'transporter'),
    makeAdmin(t.app, t.db),
  ]);
});
afterAll(async () => t?.close());

async function bidRows(quoteId: string) {
  return t.db.select().from(bids).where(eq(bids.quoteId, quoteId));
}

async function activityTypes(quoteId: string) {
  const rows = await t.db.select().from(activities).where(eq(activities.quoteId, quoteId));
  return rows.map((r) => r.type).sort();
}

describe('POST /api/quotes/:id/bids', () => {
  it('places a bid: 201 with the bid as stored, in ngwee, logged as BID_PLACED', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await bid(t.app, transporter, quote.id, {
      amount: 12_500.5,
      estimatedDays: 3,
      notes: ' Two trucks ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Bid;
    expect(body).toEqual({
      id: expect.any(String),
      amount: 12_500.5,
      estimatedDays: 3,
      notes: 'Two trucks',
      createdAt: expect.any(String),
      isAccepted: false,
      isOwn: true,
      transporter: {
        id: transporter.user.id,
        fullName: transporter.user.fullName,
        companyName: 'Zambezi Hauliers',
      },
    });
    // The answer is the bid, not the load: no budget, no owner, no rival's anything.
    expect(res.body).not.toContain(owner.user.email);
    const seen = (await getQuote(t.app, transporter, quote.id)).json() as Quote;
    expect(seen).toMatchObject({ id: quote.id, status: 'ACTIVE', bidCount: 1, lowestBid: 12_500.5 });
    expect(seen.bids).toEqual([{ ...body, transporter: expect.objectContaining(body.transporter) }]);
    const [row] = await bidRows(quote.id);
    expect(row).toMatchObject({
      id: body.id,
      amountNgwee: 1_250_050,
      estimatedDays: 3,
      transporterId: transporter.user.id,
    });
    const [log] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'BID_PLACED'), eq(activities.quoteId, quote.id)));
    expect(log).toMatchObject({
      quoteId: quote.id,
      actorId: transporter.user.id,
      actorName: 'Zambezi Hauliers',
      metadata: { amount: 12_500.5, quoteId: quote.id, transporter: 'Zambezi Hauliers' },
    });
  });

  it('accepts a bid of exactly the budget, and notes left out', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await bid(t.app, transporter, quote.id, { amount: 15_000, notes: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 15_000, notes: null });
  });

  it.each([
    [{ amount: undefined }, 'Please fill in all required fields'],
    [{ estimatedDays: undefined }, 'Please fill in all required fields'],
    [{ amount: 0 }, 'Please enter a valid bid amount'],
    [{ amount: -5 }, 'Please enter a valid bid amount'],
    [{ amount: 'abc' }, 'Please enter a valid bid amount'],
    [{ amount: 10.005 }, 'Please enter a valid bid amount'],
    [{ estimatedDays: 0 }, 'Please enter a valid delivery time (1-30 days)'],
    [{ estimatedDays: 31 }, 'Please enter a valid delivery time (1-30 days)'],
    [{ estimatedDays: 2.5 }, 'Please enter a valid delivery time (1-30 days)'],
    [{ amount: 15_000.01 }, "Your bid exceeds the cargo owner's budget of K 15,000"],
    [{ amount: 20_000 }, "Your bid exceeds the cargo owner's budget of K 15,000"],
  ])('answers 400 with the spec message for %o and stores nothing', async (override, message) => {
    const quote = await postQuote(t.app, owner);
    const res = await bid(t.app, transporter, quote.id, override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await bidRows(quote.id)).toHaveLength(0);
    expect(await activityTypes(quote.id)).toEqual(['QUOTE_CREATED']);
  });

  it('names the budget with its ngwee when it has them', async () => {
    const quote = await postQuote(t.app, owner, { maxBudget: 9_999.5 });
    const res = await bid(t.app, transporter, quote.id, { amount: 10_000 });
    expect(res.json().message).toBe("Your bid exceeds the cargo owner's budget of K 9,999.50");
  });

  it('refuses a second bid by the same transporter with 409 and keeps the first', async () => {
    const quote = await postQuote(t.app, owner);
    await placeBid(t.app, transporter, quote.id, { amount: 11_000 });
    const res = await bid(t.app, transporter, quote.id, { amount: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already placed a bid on this load',
    });
    const rows = await bidRows(quote.id);
    expect(rows.map((r) => r.amountNgwee)).toEqual([1_100_000]);
    expect(await activityTypes(quote.id)).toEqual(['BID_PLACED', 'QUOTE_CREATED']);
  });

  it.each([
    [
      'cancelled',
      async (q: Quote) => {
        await cancelQuote(t.app, owner, q.id);
      },
    ],
    ['expired', async (q: Quote) => letExpire(t.db, q.id)],
    [
      'accepted',
      async (q: Quote) => {
        const first = await placeBid(t.app, rival, q.id);
        await acceptBid(t.app, owner, q.id, first.id);
      },
    ],
  ])('refuses a bid on a %s load with 409', async (_state, close) => {
    const quote = await postQuote(t.app, owner);
    await close(quote);
    const before = await bidRows(quote.id);
    const res = await bid(t.app, transporter, quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This load is no longer accepting bids',
    });
    expect(await bidRows(quote.id)).toHaveLength(before.length);
  });

  it.each([
    ['a cargo owner', () => owner],
    ['an admin', () => admin],
  ])('refuses %s with 403', async (_who, actor) => {
    const quote = await postQuote(t.app, owner);
    const res = await bid(t.app, actor(), quote.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
    expect(await bidRows(quote.id)).toHaveLength(0);
  });

  it('refuses an unauthenticated caller with 401', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/bids`,
      payload: bidBody(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 JSON for junk and unknown quote ids', async () => {
    for (const id of ['junk', '00000000-0000-4000-8000-000000000000']) {
      const res = await bid(t.app, transporter, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Quote not found' });
    }
  });

  it('sorts bids cheapest first and shows each rival only amounts, days and times', async () => {
    const quote = await postQuote(t.app, owner);
    await placeBid(t.app, rival, quote.id, { amount: 9_000, notes: 'rival secret' });
    const placed = await bid(t.app, transporter, quote.id, { amount: 14_000, estimatedDays: 4 });
    expect(placed.body).not.toContain('rival secret');
    expect(placed.body).not.toContain(rival.user.email);
    const res = await getQuote(t.app, transporter, quote.id);
    const body = res.json() as Quote;
    expect(body).toMatchObject({ bidCount: 2, lowestBid: 9_000 });
    expect(body.bids.map((b) => [b.amount, b.isOwn])).toEqual([
      [9_000, false],
      [14_000, true],
    ]);
    expect(body.bids[0]).not.toHaveProperty('transporter');
    expect(body.bids[0]?.notes).toBeNull();
    expect(res.body).not.toContain('rival secret');
    expect(res.body).not.toContain(rival.user.email);
  });
});
