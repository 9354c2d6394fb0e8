import { loadPriority, partySchema, type Quote, quoteSummarySchema } from '@njira/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { fundShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { quotes } from '../../db/schema/quotes.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let rival: Actor;
/** Insured and long (Lusaka → Dar, ~2,000 km), with one bid. */
let insuredLong: Quote;
/** Nearby (Kitwe → Ndola, 60 km), no bid. */
let nearby: Quote;
/** Normal (Kitwe → Lusaka), with one bid, then a newer normal one with none. */
let normalBidOn: Quote;
let normalNewer: Quote;
/** High by value (K 60,000) and nearby, no bid. */
let valuableNearby: Quote;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
  insuredLong = await postQuote(t.app, owner, {
    fromLocation: 'Lusaka',
    toLocation: 'Dar es Salaam Tanzania',
    insuranceRequired: true,
    cargoDescription: 'Insured copper',
  });
  nearby = await postQuote(t.app, owner, { toLocation: 'Ndola', cargoDescription: 'Cement bags' });
  normalBidOn = await postQuote(t.app, owner, { cargoDescription: 'Maize meal' });
  normalNewer = await postQuote(t.app, owner, { cargoDescription: 'Copper wire' });
  valuableNearby = await postQuote(t.app, owner, {
    toLocation: 'Ndola',
    estimatedValue: 60_000,
    cargoDescription: 'Copper anodes',
  });
  await placeBid(t.app, rival, insuredLong.id);
  await placeBid(t.app, rival, normalBidOn.id);
});
afterAll(async () => t?.close());

function get(actor: Actor | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: actor?.auth ?? {} });
}

async function page(query: string): Promise<string[]> {
  const res = await get(transporter, `/api/quotes/active?${query}`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as Quote[];
  expect(res.headers['x-total-count']).toBe(String(body.length));
  return body.map((q) => q.id);
}

describe('GET /api/quotes/active (Available Loads)', () => {
  it('orders by priority (high, nearby, normal), then fewest bids, then newest with sort=priority', async () => {
    expect(await page('sort=priority')).toEqual([
      valuableNearby.id,
      insuredLong.id,
      nearby.id,
      normalNewer.id,
      normalBidOn.id,
    ]);
  });

  it('keeps newest first without sort', async () => {
    expect(await page('')).toEqual([
      valuableNearby.id,
      normalNewer.id,
      normalBidOn.id,
      nearby.id,
      insuredLong.id,
    ]);
  });

  it('filters high priority, nearby (< 200 km) and long distance (> 1000 km)', async () => {
    expect(await page('sort=priority&filter=high')).toEqual([valuableNearby.id, insuredLong.id]);
    expect(await page('sort=priority&filter=nearby')).toEqual([valuableNearby.id, nearby.id]);
    expect(await page('sort=priority&filter=long-distance')).toEqual([insuredLong.id]);
  });

  it('combines a filter with a search and pages', async () => {
    expect(await page('sort=priority&filter=high&search=copper')).toEqual([
      valuableNearby.id,
      insuredLong.id,
    ]);
    expect(await page('sort=priority&filter=nearby&search=cement')).toEqual([nearby.id]);
    const res = await get(transporter, '/api/quotes/active?sort=priority&limit=2&offset=2');
    expect((res.json() as Quote[]).map((q) => q.id)).toEqual([nearby.id, normalNewer.id]);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it("gives a search's pages in the same order whether the first loads of the order hold them or not", async () => {
    // A page of one is found among the first loads of the order; a page of ten is more than
    // the three matches, so it comes from every match, sorted (quote-summaries.ts searchPage).
    const byPriority = [valuableNearby.id, insuredLong.id, normalNewer.id];
    const newest = [valuableNearby.id, normalNewer.id, insuredLong.id];
    const ids = async (query: string) => {
      const res = await get(transporter, `/api/quotes/active?${query}`);
      expect(res.headers['x-total-count']).toBe('3');
      return (res.json() as Quote[]).map((q) => q.id);
    };
    for (const [sort, expected] of [
      ['priority', byPriority],
      ['newest', newest],
    ] as const) {
      const ones = [];
      for (const offset of [0, 1, 2]) {
        ones.push(...(await ids(`sort=${sort}&search=COPPER&limit=1&offset=${offset}`)));
      }
      expect(ones).toEqual(expected);
      expect(await ids(`sort=${sort}&search=copper&limit=10`)).toEqual(expected);
      expect(await ids(`sort=${sort}&search=copper&limit=2&offset=2`)).toEqual(expected.slice(2));
    }
  });

  it('stores the priority the domain computes and counts every bid on the load', async () => {
    const rows = await t.db
      .select({ id: quotes.id, priorityRank: quotes.priorityRank, bidCount: quotes.bidCount })
      .from(quotes)
      .where(inArray(quotes.ownerId, [owner.user.id]));
    const listed = (await get(transporter, '/api/quotes/active?limit=10')).json() as Quote[];
    const rank = { high: 0, nearby: 1, normal: 2 } as const;
    for (const q of listed) {
      const row = rows.find((r) => r.id === q.id);
      expect(row?.priorityRank).toBe(rank[loadPriority(q)]);
      expect(row?.bidCount).toBe(q.bidCount);
    }
  });

  it('counts a new bid at once, in the list and in the "fewest bids first" sort key', async () => {
    const load = await postQuote(t.app, owner, { cargoDescription: 'Counted at once' });
    await placeBid(t.app, rival, load.id);
    const listed = ((await get(rival, '/api/quotes/active?limit=100')).json() as Quote[]).find(
      (q) => q.id === load.id,
    );
    expect(listed?.bidCount).toBe(1);
    const [row] = await t.db
      .select({ bidCount: quotes.bidCount })
      .from(quotes)
      .where(inArray(quotes.id, [load.id]));
    expect(row?.bidCount).toBe(1);
    // Off the market again, for the counters below.
    await t.app.inject({ method: 'DELETE', url: `/api/quotes/${load.id}`, headers: owner.auth });
  });

  it("lists each load without its bids: the count, the lowest and the caller's own bid only", async () => {
    const mine = await placeBid(t.app, transporter, nearby.id, { amount: 7_500, estimatedDays: 3 });
    const res = await get(transporter, '/api/quotes/active?filter=nearby&sort=priority');
    const [valuable, bidOn] = res.json() as (Quote & { myBid: unknown })[];
    expect(valuable).toMatchObject({ id: valuableNearby.id, bidCount: 0, lowestBid: null, myBid: null });
    expect(bidOn).toMatchObject({
      id: nearby.id,
      bidCount: 1,
      lowestBid: 7_500,
      myBid: { id: mine.id, amount: 7_500, estimatedDays: 3 },
    });
    expect(bidOn).not.toHaveProperty('bids');
    // A rival sees the count and the lowest amount, never whose it is.
    const rivalView = (await get(rival, '/api/quotes/active?filter=nearby&sort=priority')).json() as Quote[];
    expect(rivalView[1]).toMatchObject({ bidCount: 1, lowestBid: 7_500, myBid: null });
    expect(JSON.stringify(rivalView)).not.toContain(transporter.user.companyName);
    expect(JSON.stringify(rivalView)).not.toContain(owner.user.email);
  });

  it('refuses an unknown filter or sort with a 400 that names it', async () => {
    const bad = await get(transporter, '/api/quotes/active?filter=cheap');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/filter must be one of high, nearby, long-distance/);
    const sort = await get(transporter, '/api/quotes/active?sort=random');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/sort must be one of newest, priority/);
  });
});

describe('GET /api/quotes (summaries)', () => {
  it("shows the shipment to the parties of an accepted load only, and the owner's contact once paid", async () => {
    const load = await postQuote(t.app, owner, { cargoDescription: 'Sulphuric acid drums' });
    const won = await placeBid(t.app, transporter, load.id, { amount: 10_000 });
    await placeBid(t.app, rival, load.id, { amount: 11_000 });
    const accepted = await acceptBid(t.app, owner, load.id, won.id);
    expect(accepted.statusCode).toBe(200);
    const shipmentId = accepted.json().shipmentId as string;
    const summaryFor = async (actor: Actor) =>
      ((await get(actor, '/api/quotes?limit=50')).json() as Quote[]).find((q) => q.id === load.id);

    expect(await summaryFor(transporter)).toMatchObject({ status: 'ACCEPTED', shipmentId });
    expect((await summaryFor(transporter))?.cargoOwner).not.toHaveProperty('phoneNumber');
    await fundShipment(t.db, shipmentId);
    expect(await summaryFor(transporter)).toMatchObject({
      status: 'ACCEPTED',
      shipmentId,
      cargoOwner: { email: owner.user.email, phoneNumber: owner.user.phoneNumber },
    });
    expect(await summaryFor(owner)).toMatchObject({ shipmentId, cargoOwner: { email: owner.user.email } });
    const rivalView = await summaryFor(rival);
    expect(rivalView).toMatchObject({ status: 'ACCEPTED', shipmentId: null, bidCount: 2, lowestBid: 10_000 });
    expect(rivalView?.cargoOwner).not.toHaveProperty('email');
    expect(rivalView?.cargoOwner).not.toHaveProperty('phoneNumber');
  });

  it('sends only what the response schema holds, to every kind of caller', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const keysOf = (o: object) => Object.keys(o).sort();
    const myBidKeys = ['amount', 'estimatedDays', 'id'];
    for (const actor of [owner, transporter, rival, admin]) {
      for (const path of ['/api/quotes?limit=50', '/api/quotes/active?limit=50&sort=priority']) {
        const res = await get(actor, path);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const items = res.json() as Record<string, unknown>[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          expect(quoteSummarySchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
          expect(
            keysOf(item).every((k) => k in quoteSummarySchema.shape),
            keysOf(item).join(),
          ).toBe(true);
          expect(keysOf(item.cargoOwner as object).every((k) => k in partySchema.shape)).toBe(true);
          if (item.myBid) expect(keysOf(item.myBid as object)).toEqual(myBidKeys);
        }
      }
    }
  });

  it('writes every date as the quote page does', async () => {
    const [summary] = (await get(owner, '/api/quotes?limit=1')).json() as Quote[];
    const whole = (
      await t.app.inject({ url: `/api/quotes/${summary?.id}`, headers: owner.auth })
    ).json() as Quote;
    for (const field of ['pickupDate', 'deliveryDate', 'expiresAt', 'createdAt'] as const) {
      expect(summary?.[field]).toBe(whole[field]);
    }
    expect(summary?.maxBudget).toBe(whole.maxBudget);
    expect(summary?.estimatedValue).toBe(whole.estimatedValue);
  });
});

describe('GET /api/quotes/active/counts', () => {
  it('counts the open loads in all and per filter', async () => {
    const res = await get(transporter, '/api/quotes/active/counts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 5, high: 2, nearby: 2, longDistance: 1 });
  });

  it('counts only what matches the search', async () => {
    const res = await get(transporter, '/api/quotes/active/counts?search=COPPER');
    expect(res.json()).toEqual({ total: 3, high: 2, nearby: 1, longDistance: 1 });
  });

  it("gives a cargo owner its own open loads' counts only", async () => {
    const other = await signUp(t.app, 'cargo-owner');
    expect((await get(other, '/api/quotes/active/counts')).json()).toEqual({
      total: 0,
      high: 0,
      nearby: 0,
      longDistance: 0,
    });
    expect((await get(owner, '/api/quotes/active/counts')).json()).toMatchObject({ total: 5 });
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await get(null, '/api/quotes/active/counts')).statusCode).toBe(401);
  });
});
