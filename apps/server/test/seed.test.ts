import { earningsMonthKey, QUOTE_STATUSES } from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/db/queries/users.ts';
import { activities } from '../src/db/schema/activities.ts';
import { bids } from '../src/db/schema/bids.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { outbox } from '../src/db/schema/outbox.ts';
import { quotes } from '../src/db/schema/quotes.ts';
import { ratings } from '../src/db/schema/ratings.ts';
import { shipmentProgress } from '../src/db/schema/shipment-progress.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import { users } from '../src/db/schema/users.ts';
import {
  buildDemoMarketplace,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type SeedCounts,
  seedDemo,
} from '../src/seed/seed-demo.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let first: SeedCounts | null;
const now = new Date();

beforeAll(async () => {
  ctx = await createTestApp();
  first = await seedDemo(ctx.db, now);
});
afterAll(() => ctx.close());

describe('the demo marketplace seed', () => {
  it('seeds once, and does nothing the second time', async () => {
    expect(first).toMatchObject({ users: 13 });
    expect(first?.quotes).toBeGreaterThan(50);
    expect(await seedDemo(ctx.db)).toBeNull();
    expect(await ctx.db.$count(users)).toBe(first?.users);
    expect(await ctx.db.$count(quotes)).toBe(first?.quotes);
  });

  it('fills the bell with its history but queues no e-mail or SMS, and counts every load’s bids', async () => {
    const bell = await ctx.db.select().from(notifications);
    expect(bell.length).toBeGreaterThan(100);
    const owner = await findUserByEmail(ctx.db, 'owner@njira.demo');
    expect(bell.some((n) => n.userId === owner?.id && n.kind === 'bid_placed')).toBe(true);
    expect(await ctx.db.$count(outbox)).toBe(0);
    const counted = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from quotes q
      where q.bid_count <> (select count(*) from bids b where b.quote_id = q.id)`);
    expect(counted.rows[0]?.n).toBe(0);
  });

  it('has a quote in every status and a shipment at every stage', async () => {
    const quoteStatuses = new Set((await ctx.db.select({ s: quotes.status }).from(quotes)).map((r) => r.s));
    expect([...quoteStatuses].sort()).toEqual([...QUOTE_STATUSES].sort());
    const rows = await ctx.db.select({ s: shipments.status, p: shipments.progress }).from(shipments);
    const stages = new Set(rows.map((r) => `${r.s}:${r.p}`));
    for (const stage of [
      'PENDING_PICKUP:10',
      'AWAITING_PICKUP:25',
      'IN_TRANSIT:50',
      'IN_TRANSIT:80',
      'DELIVERED:100',
      'CANCELLED:10',
    ]) {
      expect(stages).toContain(stage);
    }
  });

  it('spreads completed deliveries over six distinct months', async () => {
    const delivered = await ctx.db.select().from(shipments).where(eq(shipments.status, 'DELIVERED'));
    const months = new Set(delivered.map((s) => earningsMonthKey(s)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    for (const s of delivered) {
      expect(s.completedAt).not.toBeNull();
      expect(s.completedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('gives every shipment an ACCEPTED quote with exactly one accepted bid, which is its own', async () => {
    const allShipments = await ctx.db.select().from(shipments);
    const allQuotes = new Map((await ctx.db.select().from(quotes)).map((q) => [q.id, q]));
    const allBids = await ctx.db.select().from(bids);
    for (const s of allShipments) {
      expect(allQuotes.get(s.quoteId)?.status).toBe('ACCEPTED');
      const accepted = allBids.filter((b) => b.quoteId === s.quoteId && b.isAccepted);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]).toMatchObject({
        id: s.bidId,
        transporterId: s.transporterId,
        amountNgwee: s.amountNgwee,
      });
    }
    const acceptedQuotes = [...allQuotes.values()].filter((q) => q.status === 'ACCEPTED');
    expect(acceptedQuotes).toHaveLength(allShipments.length);
    expect(allBids.filter((b) => b.isAccepted)).toHaveLength(allShipments.length);
  });

  it('never has a bid above its budget, or placed outside the quote’s open window', async () => {
    const allQuotes = new Map((await ctx.db.select().from(quotes)).map((q) => [q.id, q]));
    for (const b of await ctx.db.select().from(bids)) {
      const q = allQuotes.get(b.quoteId)!;
      expect(b.amountNgwee).toBeLessThanOrEqual(q.maxBudgetNgwee);
      expect(b.createdAt.getTime()).toBeGreaterThan(q.createdAt.getTime());
      expect(b.createdAt.getTime()).toBeLessThan(Math.min(q.expiresAt.getTime(), now.getTime()));
    }
  });

  it('keeps each shipment’s history in order, opened by System and ending at its stage', async () => {
    const history = await ctx.db.select().from(shipmentProgress).orderBy(shipmentProgress.createdAt);
    for (const s of await ctx.db.select().from(shipments)) {
      const entries = history.filter((h) => h.shipmentId === s.id);
      expect(entries[0]).toMatchObject({ status: 'PENDING_PICKUP', progress: 10, updatedBy: 'System' });
      const progress = entries.map((e) => e.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(entries.at(-1)?.progress).toBe(s.progress);
      expect(entries.at(-1)?.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('logs every action at the time it happened', async () => {
    const log = await ctx.db.select().from(activities);
    const count = (type: string) => log.filter((a) => a.type === type).length;
    expect(count('QUOTE_CREATED')).toBe(first?.quotes);
    expect(count('BID_PLACED')).toBe(first?.bids);
    expect(count('SHIPMENT_CREATED')).toBe(first?.shipments);
    expect(count('BID_ACCEPTED')).toBe(first?.shipments);
    for (const type of ['USER_SIGNED_UP', 'SHIPMENT_UPDATED', 'SHIPMENT_DELIVERED', 'SHIPMENT_CANCELLED']) {
      expect(count(type)).toBeGreaterThan(0);
    }
    expect(count('QUOTE_CANCELLED')).toBeGreaterThan(0);
    expect(count('SHIPMENT_RATED')).toBe(first?.ratings);
    expect(log.every((a) => a.createdAt.getTime() <= now.getTime())).toBe(true);
  });

  it('rates delivered shipments only, once per party, with totals on the users that match', async () => {
    expect(first?.ratings).toBeGreaterThan(0);
    const stored = await ctx.db
      .select({
        rateeId: ratings.rateeId,
        stars: ratings.stars,
        status: shipments.status,
        ownerId: shipments.ownerId,
        transporterId: shipments.transporterId,
        raterId: ratings.raterId,
      })
      .from(ratings)
      .innerJoin(shipments, eq(shipments.id, ratings.shipmentId));
    expect(stored).toHaveLength(first?.ratings ?? -1);
    const totals = new Map<string, { sum: number; count: number }>();
    for (const r of stored) {
      expect(r.status).toBe('DELIVERED');
      expect([r.ownerId, r.transporterId].sort()).toEqual([r.raterId, r.rateeId].sort());
      const t = totals.get(r.rateeId) ?? { sum: 0, count: 0 };
      totals.set(r.rateeId, { sum: t.sum + r.stars, count: t.count + 1 });
    }
    const people = await ctx.db
      .select({ id: users.id, sum: users.ratingSum, count: users.ratingCount })
      .from(users);
    for (const p of people)
      expect({ sum: p.sum, count: p.count }).toEqual(totals.get(p.id) ?? { sum: 0, count: 0 });
  });

  it('gives the demo transporter and owner plenty to look at', async () => {
    const transporter = (await findUserByEmail(ctx.db, DEMO_ACCOUNTS[1].email))!;
    const owner = (await findUserByEmail(ctx.db, DEMO_ACCOUNTS[2].email))!;
    const all = await ctx.db.select().from(shipments);
    const active = ['PENDING_PICKUP', 'AWAITING_PICKUP', 'IN_TRANSIT'];
    const mine = all.filter((s) => s.transporterId === transporter.id);
    expect(mine.filter((s) => active.includes(s.status)).length).toBeGreaterThanOrEqual(4);
    expect(mine.filter((s) => s.status === 'DELIVERED').length).toBeGreaterThanOrEqual(10);
    const owned = all.filter((s) => s.ownerId === owner.id);
    expect(owned.filter((s) => active.includes(s.status)).length).toBeGreaterThanOrEqual(4);

    const open = (await ctx.db.select().from(quotes)).filter(
      (q) => q.ownerId === owner.id && q.status === 'ACTIVE',
    );
    expect(open.length).toBeGreaterThanOrEqual(4);
    const openBids = (await ctx.db.select().from(bids)).filter((b) => open.some((q) => q.id === b.quoteId));
    expect(new Set(openBids.map((b) => b.transporterId)).size).toBeGreaterThanOrEqual(4);
  });

  it('lets all three demo accounts log in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({ email: account.email, role: account.role });
    }
  });
});

describe('the seeded marketplace through the API', () => {
  async function login(email: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${res.json().access_token}` };
  }

  it('lists every seeded quote and shipment to the admin', async () => {
    const auth = await login(DEMO_ACCOUNTS[0].email);
    for (const [url, total] of [
      ['/api/quotes?limit=1', first?.quotes],
      ['/api/shipments?limit=1', first?.shipments],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(Number(res.headers['x-total-count']), url).toBe(total);
    }
  });

  it('lets the demo owner accept a bid and the demo transporter move a load on', async () => {
    const owner = await login(DEMO_ACCOUNTS[2].email);
    const quotesRes = await ctx.app.inject({ url: '/api/quotes?status=ACTIVE&limit=100', headers: owner });
    expect(quotesRes.statusCode).toBe(200);
    // Lists carry each load's bid count; the load's own page carries the bids.
    const open = (quotesRes.json() as { id: string; status: string; bidCount: number }[]).find(
      (q) => q.status === 'ACTIVE' && q.bidCount > 1,
    );
    const quote = await ctx.app.inject({ url: `/api/quotes/${open?.id}`, headers: owner });
    const bidId = (quote.json() as { bids: { id: string }[] }).bids[0]?.id;
    expect(bidId).toBeDefined();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/quotes/${open?.id}/bids/${bidId}/accept`,
      headers: owner,
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);

    const transporter = await login(DEMO_ACCOUNTS[1].email);
    const active = await ctx.app.inject({ url: '/api/shipments/active?limit=100', headers: transporter });
    const pending = (active.json() as { id: string; status: string }[]).find(
      (s) => s.status === 'PENDING_PICKUP',
    );
    expect(pending).toBeDefined();
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/shipments/${pending?.id}`,
      headers: transporter,
      payload: { status: 'AWAITING_PICKUP', location: 'Nkana West depot' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().progressHistory.at(-1)).toMatchObject({ progress: 25, updatedBy: 'Chanda Haulage' });
  });
});

describe('buildDemoMarketplace', () => {
  it('builds the same marketplace for the same moment', () => {
    const at = new Date('2026-03-15T09:00:00Z');
    expect(buildDemoMarketplace(at, 'hash')).toEqual(buildDemoMarketplace(at, 'hash'));
  });

  it.each([
    '2026-01-01T00:30:00Z', // first minutes of a Lusaka month (and year)
    '2026-03-01T03:00:00Z',
    '2026-02-28T21:59:00Z', // last minute of February in Lusaka
    '2027-07-17T12:00:00Z',
  ])('keeps six months of deliveries and nothing in the future at %s', (iso) => {
    const at = new Date(iso);
    const rows = buildDemoMarketplace(at, 'hash');
    const delivered = rows.shipments.filter((s) => s.status === 'DELIVERED');
    expect(
      new Set(delivered.map((s) => earningsMonthKey({ ...s, createdAt: s.createdAt ?? null }))).size,
    ).toBe(6);
    const times = [
      ...rows.activities.map((a) => a.createdAt),
      ...rows.progress.map((p) => p.createdAt),
      ...rows.bids.map((b) => b.createdAt),
    ];
    expect(times.every((t) => t !== undefined && t.getTime() <= at.getTime())).toBe(true);
    const open = rows.quotes.filter((q) => q.status === 'ACTIVE');
    expect(open.every((q) => q.expiresAt.getTime() > at.getTime() && q.pickupDate > at)).toBe(true);
  });
});
