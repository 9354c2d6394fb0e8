import { gunzipSync } from 'node:zlib';
import { type AdminAnalytics, lusakaParts, type PlatformFeeRecord, REVENUE_CSV_COLUMNS } from '@njira/domain';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { buildKnownPlatform, midMonth, ok } from './test-support/known-platform.ts';

/** The admin's figures on a platform whose every figure is known: overview, revenue, analytics, exports. */

let t: TestContext;
let admin: Actor;
let m: string[];
let s: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, m, s } = await buildKnownPlatform());
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/admin/overview', () => {
  it('adds up volume, fees and payouts the ledger released from escrow, and this and last month’s released fees with growth', async () => {
    const { revenue } = (await getAs(t, admin, '/api/admin/overview')).json();
    expect(revenue).toEqual({
      totalVolume: 23_000,
      platformFees: 4_600,
      transporterPayouts: 18_400,
      thisMonthFees: 2_000,
      lastMonthFees: 1_000,
      growth: 100,
    });
  });

  it('counts users, loads, bids and shipments, with the success rate as delivered over loads', async () => {
    const body = (await getAs(t, admin, '/api/admin/overview')).json();
    expect(body.users).toMatchObject({ transporters: 2, cargoOwners: 2, admins: 1, suspended: 0 });
    expect(body.users.total).toBe(5);
    expect(body.users.newThisMonth).toBe(5);
    expect(body.loads).toMatchObject({ total: 10, active: 4, totalBids: 8 });
    expect(body.shipments).toEqual({ total: 6, inProgress: 2, delivered: 3, cancelled: 1, successRate: 30 });
  });

  it('agrees with the dashboard’s platform stats it is built from', async () => {
    const overview = (await getAs(t, admin, '/api/admin/overview')).json();
    const stats = (await getAs(t, admin, '/api/dashboard/stats')).json();
    expect(overview.revenue).toMatchObject(stats.revenue);
    expect(overview.users).toMatchObject(stats.users);
    expect(overview.loads).toMatchObject({ ...stats.quotes, totalBids: stats.bids.total });
    expect(overview.shipments).toMatchObject(stats.shipments);
  });
});

describe('GET /api/admin/revenue', () => {
  /** What every escrow account holds now, in Kwacha, asked of the ledger directly. */
  async function escrowBalance() {
    const r = await t.db.execute<{ held: string }>(sql`select coalesce(-sum(l.amount_ngwee), 0)::text as held
      from journal_lines l join ledger_accounts a on a.id = l.account_id where a.kind = 'escrow'`);
    return Number(r.rows[0]?.held) / 100;
  }

  it('gives the revenue account’s credits: this and last month’s, growth, lifetime, volume released and the releases', async () => {
    const res = await getAs(t, admin, '/api/admin/revenue');
    expect(res.json()).toEqual({
      thisMonthFees: 2_000,
      lastMonthFees: 1_000,
      growth: 100,
      lifetimeFees: 4_600,
      totalVolume: 23_000,
      transactions: 3,
      escrowHeld: await escrowBalance(),
      payoutsPending: { count: 0, amount: 0 },
      payoutsFailed: { count: 0, amount: 0 },
    });
  });

  it('adds the money at rest: escrow held now, payouts not yet final and failed, by count and amount', async () => {
    const held = (await getAs(t, admin, '/api/admin/revenue')).json().escrowHeld;
    // The platform's shipments are paid into escrow (makeShipment funds them) and none released.
    expect(held).toBeGreaterThan(0);
    const payout = (shipmentId: string, amountNgwee: number, status: 'ACCEPTED' | 'FAILED') => ({
      kind: 'payout' as const,
      shipmentId,
      userId: admin.user.id,
      gateway: 'sandbox',
      provider: 'MTN_MOMO_ZMB' as const,
      phoneNumber: '260763456789',
      amountNgwee,
      status,
      // Not due for the poller: the provider has it.
      nextCheckAt: new Date(Date.now() + 86_400_000),
    });
    const rows = [
      payout(s.s1 as string, 400_000, 'ACCEPTED'),
      payout(s.s2 as string, 150_050, 'ACCEPTED'),
      payout(s.s3 as string, 80_000, 'FAILED'),
    ];
    const inserted = await t.db.insert(moneyTransfers).values(rows).returning({ id: moneyTransfers.id });
    try {
      const body = (await getAs(t, admin, '/api/admin/revenue')).json();
      expect(body).toMatchObject({
        escrowHeld: held,
        payoutsPending: { count: 2, amount: 5_500.5 },
        payoutsFailed: { count: 1, amount: 800 },
      });
    } finally {
      await t.db.delete(moneyTransfers).where(
        inArray(
          moneyTransfers.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it('lists the fee of each transaction, newest date first, with both companies, paged', async () => {
    const res = await getAs(t, admin, '/api/admin/revenue/transactions');
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json() as PlatformFeeRecord[];
    expect(rows.map((r) => r.shipmentId)).toEqual([s.s1, s.s2, s.s3]);
    expect(rows[1]).toEqual({
      shipmentId: s.s2,
      cargo: 'Mining - Copper cathodes on pallets',
      cargoOwner: 'Copperbelt Minerals',
      transporter: 'Zambezi Hauliers Ltd',
      date: midMonth(m[4] as string).toISOString(),
      originalAmount: 5_000,
      platformFee: 1_000,
      transporterAmount: 4_000,
      refunded: 0,
    });
    const page = await getAs(t, admin, '/api/admin/revenue/transactions?limit=1&offset=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as PlatformFeeRecord[]).map((r) => r.shipmentId)).toEqual([s.s3]);
  });
});

describe('GET /api/admin/analytics', () => {
  let a: AdminAnalytics;
  beforeAll(async () => {
    a = (await getAs(t, admin, '/api/admin/analytics')).json();
  });

  it('charts exactly six Lusaka months, oldest first, empty months at zero', () => {
    expect(a.trend).toEqual([
      { month: m[0], quotes: 0, shipments: 0, revenue: 0 },
      { month: m[1], quotes: 0, shipments: 0, revenue: 0 },
      { month: m[2], quotes: 0, shipments: 1, revenue: 1_600 },
      { month: m[3], quotes: 1, shipments: 0, revenue: 0 },
      { month: m[4], quotes: 0, shipments: 0, revenue: 1_000 },
      { month: m[5], quotes: 9, shipments: 5, revenue: 2_000 },
    ]);
  });

  it('ranks routes by shipments, ties by route name, with summed amounts, cancelled ones left out', () => {
    expect(a.topRoutes).toEqual([
      { route: 'Kitwe → Lusaka', fromLocation: 'Kitwe', toLocation: 'Lusaka', shipments: 2, revenue: 15_000 },
      { route: 'Ndola → Lusaka', fromLocation: 'Ndola', toLocation: 'Lusaka', shipments: 2, revenue: 17_000 },
      {
        route: 'Chingola → Kitwe',
        fromLocation: 'Chingola',
        toLocation: 'Kitwe',
        shipments: 1,
        revenue: 4_000.05,
      },
    ]);
  });

  it("counts loads by cargo type, a blank type and 'other' as Other, most first then by name", () => {
    expect(a.cargoTypes).toEqual([
      { cargoType: 'Mining', count: 6 },
      { cargoType: 'Other', count: 2 },
      { cargoType: 'Agricultural', count: 1 },
      { cargoType: 'Food', count: 1 },
    ]);
  });

  it('gives the success rate, average bids per quote and average transaction value as the spec defines them', () => {
    expect(a.successRate).toEqual({ rate: 30, delivered: 3, quotes: 10 });
    expect(a.averageBids).toEqual({ average: 0.8, totalBids: 8, quotes: 10 });
    // (10,000 + 5,000 + 8,000 + 9,000 + 4,000.05) / 5 non-cancelled shipments.
    expect(a.averageTransaction).toEqual({ average: 7_200.01, shipments: 5 });
  });
});

/** Today's Lusaka day, as the file names carry it. */
function lusakaToday(): string {
  const p = lusakaParts(new Date());
  if (!p) throw new Error('no date');
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

describe('CSV exports', () => {
  it('streams the revenue CSV: header, one row per transaction, RFC 4180 quoting, formulas neutralised', async () => {
    await setShipment(t.db, s.s2 as string, { cargo: '=HYPERLINK("http://evil.example","Click"), bags' });
    await setShipment(t.db, s.s3 as string, { cargo: '@SUM(A1:A9)' });
    await setShipment(t.db, s.s1 as string, { cargo: '\tTabbed "cargo"\r\nsecond line' });
    try {
      const res = await getAs(t, admin, '/api/admin/export/revenue.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="njira-revenue-${lusakaToday()}.csv"`,
      );
      const rows = parse(res.body) as string[][];
      expect(rows[0]).toEqual([...REVENUE_CSV_COLUMNS]);
      expect(rows).toHaveLength(4);
      expect(rows.slice(1).map((r) => r[0])).toEqual([s.s1, s.s2, s.s3]);
      expect(rows[1]?.[2]).toBe('\'\tTabbed "cargo"\r\nsecond line');
      expect(rows[2]).toEqual([
        s.s2,
        `${m[4]}-15`,
        '\'=HYPERLINK("http://evil.example","Click"), bags',
        'Copperbelt Minerals',
        'Zambezi Hauliers Ltd',
        '5000.00',
        '1000.00',
        '4000.00',
        '0.00',
      ]);
      expect(rows[3]?.[2]).toBe("'@SUM(A1:A9)");
    } finally {
      await setShipment(t.db, s.s1 as string, { cargo: 'Mining - Copper cathodes on pallets' });
      await setShipment(t.db, s.s2 as string, { cargo: 'Mining - Copper cathodes on pallets' });
      await setShipment(t.db, s.s3 as string, { cargo: 'Mining - Copper cathodes on pallets' });
    }
  });

  it('compresses the stream for a client that accepts gzip, and it still parses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/revenue.csv',
      headers: { ...admin.auth, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const rows = parse(gunzipSync(res.rawPayload).toString('utf8')) as string[][];
    expect(rows).toHaveLength(4);
  });

  it('gives the summary as Metric,Value rows of the overview', async () => {
    const res = await getAs(t, admin, '/api/admin/export/summary.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="njira-summary-${lusakaToday()}.csv"`,
    );
    const rows = parse(res.body, { columns: true }) as { Metric: string; Value: string }[];
    const value = (metric: string) => rows.find((r) => r.Metric === metric)?.Value;
    expect(value('Platform fees (K)')).toBe('4600.00');
    expect(value('Platform fees this month (K)')).toBe('2000.00');
    expect(value('Fee growth month over month (%)')).toBe('100');
    expect(value('Loads')).toBe('10');
    expect(value('Success rate (%)')).toBe('30');
    expect(value('Transactions (escrow releases)')).toBe('3');
  });
});

describe('an empty or young platform', () => {
  it('gives zeros, six empty months and no growth; a fee counts once the escrow is released, not at delivery', async () => {
    const young = await createTestApp();
    try {
      const boss = await makeAdmin(young.app, young.db);
      const empty = (await getAs(young, boss, '/api/admin/analytics')).json() as AdminAnalytics;
      expect(empty.trend).toHaveLength(6);
      expect(empty.trend.every((x) => x.quotes === 0 && x.shipments === 0 && x.revenue === 0)).toBe(true);
      expect(empty).toMatchObject({
        topRoutes: [],
        cargoTypes: [],
        successRate: { rate: 0, delivered: 0, quotes: 0 },
        averageBids: { average: 0, totalBids: 0, quotes: 0 },
        averageTransaction: { average: 0, shipments: 0 },
      });
      expect((await getAs(young, boss, '/api/admin/overview')).json().shipments.successRate).toBe(0);
      const noRows = await getAs(young, boss, '/api/admin/export/revenue.csv');
      expect(parse(noRows.body)).toEqual([[...REVENUE_CSV_COLUMNS]]);

      const [owner, carrier] = await Promise.all([
        signUp(young.app, 'cargo-owner'),
        signUp(young.app, 'transporter'),
      ]);
      const id = await makeShipment(young, { owner, transporter: carrier, amount: 2_500 });
      await ok(patchShipment(young, carrier, id, { status: 'DELIVERED' }));
      // Delivered, not yet released: escrow still holds it, and no fee is earned yet.
      expect((await getAs(young, boss, '/api/admin/revenue')).json()).toEqual({
        thisMonthFees: 0,
        lastMonthFees: 0,
        growth: 0,
        lifetimeFees: 0,
        totalVolume: 0,
        transactions: 0,
        escrowHeld: 2_500,
        payoutsPending: { count: 0, amount: 0 },
        payoutsFailed: { count: 0, amount: 0 },
      });
      const released = await young.app.inject({
        method: 'POST',
        url: `/api/shipments/${id}/payment/release`,
        headers: owner.auth,
      });
      expect(released.statusCode).toBe(200);
      expect((await getAs(young, boss, '/api/admin/revenue')).json()).toMatchObject({
        thisMonthFees: 500,
        lastMonthFees: 0,
        growth: 0,
        lifetimeFees: 500,
        totalVolume: 2_500,
        transactions: 1,
        escrowHeld: 0,
      });
      expect((await getAs(young, boss, '/api/admin/overview')).json().revenue).toMatchObject({
        thisMonthFees: 500,
        lastMonthFees: 0,
        growth: 0,
      });
      const trend = (await getAs(young, boss, '/api/admin/analytics')).json() as AdminAnalytics;
      expect(trend.trend.at(-1)?.revenue).toBe(500);
    } finally {
      await young.close();
    }
  }, 60_000);

  it('counts the fee of the part a dispute released, not of the part refunded', async () => {
    const young = await createTestApp();
    try {
      const boss = await makeAdmin(young.app, young.db);
      const [owner, carrier] = await Promise.all([
        signUp(young.app, 'cargo-owner'),
        signUp(young.app, 'transporter'),
      ]);
      const id = await makeShipment(young, { owner, transporter: carrier, amount: 15_000 });
      await ok(patchShipment(young, carrier, id, { status: 'DELIVERED' }));
      const opened = await young.app.inject({
        method: 'POST',
        url: `/api/shipments/${id}/dispute`,
        headers: owner.auth,
        payload: { reason: 'Two pallets arrived crushed and wet.' },
      });
      expect(opened.statusCode).toBe(200);
      const [dispute] = (await getAs(young, boss, '/api/admin/disputes')).json() as { id: string }[];
      const resolved = await young.app.inject({
        method: 'POST',
        url: `/api/admin/disputes/${dispute?.id}/resolve`,
        headers: boss.auth,
        payload: { outcome: 'partial_refund', refundAmount: 5_000, reason: 'Part of the load was damaged.' },
      });
      expect(resolved.statusCode).toBe(200);
      // K 10,000 released: its 20% is revenue; the K 5,000 refunded earns nothing.
      expect((await getAs(young, boss, '/api/admin/revenue')).json()).toMatchObject({
        thisMonthFees: 2_000,
        lifetimeFees: 2_000,
        totalVolume: 10_000,
        transactions: 1,
      });
      const [row] = (
        await getAs(young, boss, '/api/admin/revenue/transactions')
      ).json() as PlatformFeeRecord[];
      expect(row).toMatchObject({
        shipmentId: id,
        originalAmount: 10_000,
        platformFee: 2_000,
        transporterAmount: 8_000,
        refunded: 5_000,
      });
      const csv = parse((await getAs(young, boss, '/api/admin/export/revenue.csv')).body) as string[][];
      expect(csv[1]).toEqual([
        id,
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        '10000.00',
        '2000.00',
        '8000.00',
        '5000.00',
      ]);
    } finally {
      await young.close();
    }
  }, 60_000);
});
