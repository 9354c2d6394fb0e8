import { earningsMonthKey, providerOfMsisdn, QUOTE_STATUSES, splitNgwee, toMsisdn } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/db/queries/users.ts';
import { activities } from '../src/db/schema/activities.ts';
import { bids } from '../src/db/schema/bids.ts';
import { journalEntries } from '../src/db/schema/ledger.ts';
import { mobileMoneySandbox } from '../src/db/schema/mobile-money-sandbox.ts';
import { mobileMoneyWallets, moneyTransfers } from '../src/db/schema/money-transfers.ts';
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
  const started = performance.now();
  first = await seedDemo(ctx.db, now);
  // biome-ignore lint/suspicious/noConsole: the test reports the seed's time in the test output
  console.info(`seedDemo took ${Math.round(performance.now() - started)} ms`);
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

async function login(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().access_token}` };
}

describe('the seeded marketplace through the API', () => {
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
    // A load whose payment is held in escrow: collecting one that is not waits for the payment.
    let pending: { id: string } | undefined;
    for (const s of active.json() as { id: string; status: string }[]) {
      if (s.status !== 'PENDING_PICKUP') continue;
      const payment = await ctx.app.inject({ url: `/api/shipments/${s.id}/payment`, headers: transporter });
      if (payment.json().status === 'held') pending = s;
    }
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
      ...rows.transfers.map((t) => t.finishedAt),
      ...rows.entries.map((e) => e.createdAt),
    ];
    expect(times.every((t) => t !== undefined && t.getTime() <= at.getTime())).toBe(true);
    const open = rows.quotes.filter((q) => q.status === 'ACTIVE');
    expect(open.every((q) => q.expiresAt.getTime() > at.getTime() && q.pickupDate > at)).toBe(true);
  });
});

describe('the seeded money', () => {
  const accountSums = async () => {
    const { rows } = await ctx.db.execute<{ kind: string; sum: number }>(sql`
      select a.kind, coalesce(sum(l.amount_ngwee), 0)::bigint as sum
      from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.kind`);
    return new Map(rows.map((r) => [r.kind, Number(r.sum)]));
  };

  it('posts balanced entries only, and the books sum to zero', async () => {
    expect(await ctx.db.$count(journalEntries)).toBe(first?.journalEntries);
    const unbalanced = await ctx.db.execute(sql`select entry_id from journal_lines
      group by entry_id having sum(amount_ngwee) <> 0 or count(*) < 2`);
    expect(unbalanced.rows).toEqual([]);
    const total = await ctx.db.execute<{ n: number }>(
      sql`select coalesce(sum(amount_ngwee), 0)::bigint as n from journal_lines`,
    );
    expect(Number(total.rows[0]?.n)).toBe(0);
  });

  it('holds the payment from pickup on and releases it on delivery, as each owner reads it', async () => {
    const tokens = new Map<string, Record<string, string>>();
    const seen = new Set<string>();
    const owners = await ctx.db.select().from(users).where(eq(users.role, 'cargo-owner'));
    for (const o of owners) tokens.set(o.id, await login(o.email));
    const expected: Record<string, string[]> = {
      PENDING_PICKUP: ['awaiting_payment', 'failed', 'held'],
      AWAITING_PICKUP: ['held'],
      PICKED_UP: ['held'],
      IN_TRANSIT: ['held'],
      DELIVERED: ['released'],
      CANCELLED: ['awaiting_payment', 'refunded'],
    };
    for (const s of await ctx.db.select().from(shipments)) {
      const res = await ctx.app.inject({
        url: `/api/shipments/${s.id}/payment`,
        headers: tokens.get(s.ownerId),
      });
      expect(res.statusCode).toBe(200);
      const status = res.json().status as string;
      expect(expected[s.status], `${s.status} ${s.id}`).toContain(status);
      seen.add(status);
    }
    expect([...seen].sort()).toEqual(['awaiting_payment', 'failed', 'held', 'refunded', 'released']);
  });

  it('offers a receipt for exactly the shipments whose payment was received', async () => {
    const headers = await login('owner@njira.demo');
    const received = new Set(
      (
        await ctx.db
          .select({ shipmentId: moneyTransfers.shipmentId })
          .from(moneyTransfers)
          .where(and(eq(moneyTransfers.kind, 'deposit'), eq(moneyTransfers.status, 'COMPLETED')))
      ).map((d) => d.shipmentId),
    );
    const rows: { id: string; receiptAvailable: boolean }[] = [];
    for (const list of ['paid', 'held', 'pending']) {
      rows.push(...(await ctx.app.inject({ url: `/api/payments/${list}?limit=500`, headers })).json());
    }
    for (const row of rows) expect(row.receiptAvailable, row.id).toBe(received.has(row.id));
    const unpaid = rows.find((r) => !r.receiptAvailable);
    const paid = rows.find((r) => r.receiptAvailable);
    if (!unpaid || !paid) throw new Error('the demo owner should have a paid and an unpaid shipment');
    expect(
      (await ctx.app.inject({ url: `/api/shipments/${unpaid.id}/receipt.pdf`, headers })).statusCode,
    ).toBe(409);
    expect((await ctx.app.inject({ url: `/api/shipments/${paid.id}/receipt.pdf`, headers })).statusCode).toBe(
      200,
    );
  });

  it('keeps the provider’s money equal to what is held and owed, and revenue at 20% of what was released', async () => {
    const sums = await accountSums();
    const credit = (kind: string) => 0 - (sums.get(kind) ?? 0);
    const held = credit('escrow');
    expect(sums.get('provider_clearing')).toBe(
      held + credit('owner_funding') + credit('transporter_payable') + credit('platform_revenue'),
    );
    const all = await ctx.db.select().from(shipments);
    const released = await ctx.db
      .select({ shipmentId: journalEntries.shipmentId })
      .from(journalEntries)
      .where(eq(journalEntries.kind, 'escrow_released'));
    const releasedIds = new Set(released.map((e) => e.shipmentId));
    expect(releasedIds).toEqual(new Set(all.filter((s) => s.status === 'DELIVERED').map((s) => s.id)));
    const fees = all
      .filter((s) => releasedIds.has(s.id))
      .reduce((sum, s) => sum + splitNgwee(s.amountNgwee).platformFeeNgwee, 0);
    expect(credit('platform_revenue')).toBe(fees);
    // Every payout and refund completed: nothing is left owed; what escrow holds is the held payments.
    expect(credit('transporter_payable')).toBe(0);
    expect(credit('owner_funding')).toBe(0);
    const paid = await ctx.db
      .select({ shipmentId: moneyTransfers.shipmentId })
      .from(moneyTransfers)
      .where(and(eq(moneyTransfers.kind, 'deposit'), eq(moneyTransfers.status, 'COMPLETED')));
    const paidIds = new Set(paid.map((d) => d.shipmentId));
    const holding = [...all].filter(
      (s) => paidIds.has(s.id) && s.status !== 'DELIVERED' && s.status !== 'CANCELLED',
    );
    expect(held).toBe(holding.reduce((sum, s) => sum + s.amountNgwee, 0));
    expect(held).toBeGreaterThan(0);
  });

  it('gives the admin revenue equal to the revenue account, and a reconciliation with nothing to report', async () => {
    const sums = await accountSums();
    const headers = await login(DEMO_ACCOUNTS[0].email);
    const revenue = (await ctx.app.inject({ url: '/api/admin/revenue', headers })).json();
    expect(Math.round(revenue.lifetimeFees * 100)).toBe(0 - (sums.get('platform_revenue') ?? 0));
    const releases = await ctx.db.$count(journalEntries, eq(journalEntries.kind, 'escrow_released'));
    expect(revenue.transactions).toBe(releases);
    const check = await ctx.app.inject({ url: '/api/admin/reconciliation?limit=100', headers });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ differences: [], ledger: { balanced: true } });
  });

  it('gives the demo owner Payments totals equal to the ledger’s own sums', async () => {
    const headers = await login('owner@njira.demo');
    const owner = await findUserByEmail(ctx.db, 'owner@njira.demo');
    const { rows } = await ctx.db.execute<Record<string, string>>(sql`
      select coalesce(sum(l.amount_ngwee) filter (where e.kind = 'escrow_released'), 0)::text as released,
        coalesce(-sum(l.amount_ngwee), 0)::text as held,
        coalesce(sum(l.amount_ngwee) filter (where e.kind = 'escrow_refunded'), 0)::text as refunded,
        coalesce(-sum(l.amount_ngwee) filter (where e.kind = 'deposit_completed'), 0)::text as deposited
      from journal_lines l join journal_entries e on e.id = l.entry_id
      join ledger_accounts a on a.id = l.account_id and a.kind = 'escrow'
      join shipments s on s.id = a.shipment_id where s.owner_id = ${owner?.id}`);
    const ledger = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    const unpaid = await ctx.db.execute<{ n: string }>(sql`select coalesce(sum(s.amount_ngwee), 0)::text as n
      from shipments s where s.owner_id = ${owner?.id} and s.status <> 'CANCELLED'
      and not exists (select 1 from journal_entries e where e.shipment_id = s.id and e.kind = 'deposit_completed')`);
    const payments = (await ctx.app.inject({ url: '/api/payments', headers })).json();
    const ngwee = (kwacha: number) => Math.round(kwacha * 100);
    expect(ngwee(payments.paid)).toBe(ledger.released);
    expect(ngwee(payments.held)).toBe(ledger.held);
    expect(ngwee(payments.refunded)).toBe(ledger.refunded);
    expect(ngwee(payments.pending)).toBe(Number(unpaid.rows[0]?.n));
    expect(ngwee(payments.totalSpent)).toBe((ledger.deposited ?? 0) - (ledger.refunded ?? 0));
    for (const figure of ['paid', 'held', 'pending', 'refunded'])
      expect(payments[figure], figure).toBeGreaterThan(0);
  });

  it('moves money only through the parties’ own wallets, in each shipment’s timeline, all finished', async () => {
    const wallets = new Map((await ctx.db.select().from(mobileMoneyWallets)).map((w) => [w.userId, w]));
    const all = new Map((await ctx.db.select().from(shipments)).map((s) => [s.id, s]));
    const sandbox = new Map((await ctx.db.select().from(mobileMoneySandbox)).map((r) => [r.id, r]));
    const transfers = await ctx.db.select().from(moneyTransfers);
    expect(transfers).toHaveLength(first?.transfers ?? -1);
    for (const t of transfers) {
      const s = all.get(t.shipmentId)!;
      expect(t.gateway).toBe('sandbox');
      expect(providerOfMsisdn(t.phoneNumber)).toBe(t.provider);
      expect(wallets.get(t.userId)).toMatchObject({ provider: t.provider, phoneNumber: t.phoneNumber });
      expect(t.userId).toBe(t.kind === 'payout' ? s.transporterId : s.ownerId);
      const share = splitNgwee(s.amountNgwee).transporterNgwee;
      expect(t.amountNgwee).toBe(t.kind === 'payout' ? share : s.amountNgwee);
      expect(['COMPLETED', 'FAILED']).toContain(t.status);
      expect(t.failureCode !== null).toBe(t.status === 'FAILED');
      expect(t.createdAt.getTime()).toBeGreaterThan(s.createdAt.getTime());
      expect(t.finishedAt!.getTime()).toBeGreaterThanOrEqual(t.createdAt.getTime());
      expect(t.finishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(t.updatedAt).toEqual(t.finishedAt);
      if (t.kind === 'payout') expect(t.createdAt.getTime()).toBeGreaterThanOrEqual(s.completedAt!.getTime());
      if (t.kind === 'refund') {
        const paid = transfers.find((d) => d.id === t.depositId);
        expect(paid).toMatchObject({ kind: 'deposit', status: 'COMPLETED', shipmentId: s.id });
      }
      expect(sandbox.get(t.id)).toMatchObject({ kind: t.kind, status: t.status, amountNgwee: t.amountNgwee });
    }
    expect(new Set(transfers.map((t) => `${t.kind}:${t.status}`))).toEqual(
      new Set(['deposit:COMPLETED', 'deposit:FAILED', 'payout:COMPLETED', 'refund:COMPLETED']),
    );
  });

  it('logs each deposit’s outcome when it finished, after acceptance and before pickup', async () => {
    const deposits = await ctx.db.select().from(moneyTransfers).where(eq(moneyTransfers.kind, 'deposit'));
    const log = await ctx.db.select().from(activities);
    const pickups = await ctx.db
      .select()
      .from(shipmentProgress)
      .where(eq(shipmentProgress.status, 'AWAITING_PICKUP'));
    for (const d of deposits) {
      const type = d.status === 'COMPLETED' ? 'PAYMENT_RECEIVED' : 'PAYMENT_FAILED';
      const logged = log.filter((a) => a.shipmentId === d.shipmentId && a.type === type);
      expect(logged.map((a) => a.createdAt.getTime())).toContain(d.finishedAt?.getTime());
      const pickup = pickups.find((p) => p.shipmentId === d.shipmentId);
      if (pickup) expect(d.finishedAt!.getTime()).toBeLessThan(pickup.createdAt.getTime());
    }
    const count = (type: string) => log.filter((a) => a.type === type).length;
    expect(count('PAYMENT_RECEIVED')).toBe(deposits.filter((d) => d.status === 'COMPLETED').length);
    expect(count('PAYMENT_FAILED')).toBe(deposits.filter((d) => d.status === 'FAILED').length);
    const codes = log.filter((a) => a.type === 'PAYMENT_FAILED').map((a) => a.metadata?.code);
    expect(codes).toContain('PAYMENT_NOT_APPROVED');
    const entries = await ctx.db.select().from(journalEntries);
    expect(entries.every((e) => e.createdAt.getTime() <= now.getTime())).toBe(true);
  });

  it('gives every demo user with a mobile number that number as their wallet', async () => {
    const wallets = new Map((await ctx.db.select().from(mobileMoneyWallets)).map((w) => [w.userId, w]));
    const people = await ctx.db.select().from(users);
    for (const u of people) {
      const msisdn = toMsisdn(u.phoneNumber);
      const provider = msisdn && providerOfMsisdn(msisdn);
      if (u.role === 'admin') expect(provider).toBeNull();
      else expect(wallets.get(u.id)).toMatchObject({ provider, phoneNumber: msisdn });
    }
    expect(wallets.size).toBe(people.length - 1);
  });
});
