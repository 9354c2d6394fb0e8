import { gunzipSync } from 'node:zlib';
import {
  ACTIVITY_TYPES,
  type AdminActivity,
  type AdminAnalytics,
  type AdminUser,
  type DeliveryCity,
  lastMonthsKeys,
  lusakaParts,
  type PickupCity,
  type PlatformFeeRecord,
  REVENUE_CSV_COLUMNS,
  SELF_SUSPEND_MESSAGE,
  SUSPENDED_ACCOUNT_MESSAGE,
} from '@njira/domain';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, PASSWORD, signUp } from '../../../test/factories.ts';
import {
  getAs,
  makeShipment,
  patchShipment,
  placeBid,
  postLoad,
  setQuote,
  setShipment,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';

/**
 * The admin API against a platform whose every figure is known (issue 12): ten loads, six
 * shipments, eight bids, three transactions in three different months.
 */

let t: TestContext;
let admin: Actor;
let ownerA: Actor;
let ownerB: Actor;
let carrierX: Actor;
let carrierY: Actor;
/** The trend's months, oldest first: m[5] is this Lusaka month, m[4] the last one. */
let m: string[];
const s: Record<string, string> = {};
const q: Record<string, string> = {};

/** Noon UTC on the 15th of a 'YYYY-MM' month. */
const midMonth = (key: string) => new Date(`${key}-15T12:00:00Z`);

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

const lane = (fromLocation: PickupCity, toLocation: DeliveryCity) => ({ fromLocation, toLocation });

beforeAll(async () => {
  t = await createTestApp();
  [ownerA, ownerB, carrierX, carrierY] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Copperbelt Minerals', fullName: 'Natasha Phiri' }),
    signUp(t.app, 'cargo-owner', { companyName: 'Southern Grain' }),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers Ltd', fullName: 'Chanda Mulenga' }),
    signUp(t.app, 'transporter', { companyName: 'Kafue Logistics' }),
  ]);
  admin = await makeAdmin(t.app, t.db);
  m = lastMonthsKeys(6);

  // Six shipments (one bid each). Kitwe → Lusaka and Ndola → Lusaka tie on two shipments; Ndola's
  // carry more money, so only the route name puts Kitwe first.
  s.s1 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 10_000,
    load: lane('Kitwe', 'Lusaka'),
  });
  s.s2 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 5_000,
    load: lane('Kitwe', 'Lusaka'),
  });
  s.s3 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 8_000,
    load: lane('Ndola', 'Lusaka'),
  });
  s.s4 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierY,
    amount: 9_000,
    load: lane('Ndola', 'Lusaka'),
  });
  s.s5 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierY,
    amount: 3_000,
    load: lane('Chipata', 'Lusaka'),
  });
  s.s6 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierY,
    amount: 4_000.05,
    load: lane('Chingola', 'Kitwe'),
  });
  for (const id of [s.s1, s.s2, s.s3])
    await ok(patchShipment(t, carrierX, id as string, { status: 'DELIVERED' }));
  await ok(patchShipment(t, carrierY, s.s4 as string, { status: 'IN_TRANSIT' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${s.s5}`, headers: ownerB.auth }));
  await setShipment(t.db, s.s2 as string, { completedAt: midMonth(m[4] as string) });
  await setShipment(t.db, s.s3 as string, {
    completedAt: midMonth(m[2] as string),
    createdAt: midMonth(m[2] as string),
  });

  // Four open loads: two bids on the agricultural one; a blank and an 'other' type both count as Other.
  q.q7 = await postLoad(t, ownerA, { cargoType: 'agricultural', cargoDescription: 'Maize in bags' });
  q.q8 = await postLoad(t, ownerA, { cargoType: 'other', cargoDescription: 'Crates' });
  q.q9 = await postLoad(t, ownerA, { cargoType: 'food', cargoDescription: 'Cooking oil' });
  q.q10 = await postLoad(t, ownerA, { cargoType: 'mining', cargoDescription: 'Manganese' });
  await placeBid(t, carrierX, q.q7 as string, { amount: 11_000 });
  await placeBid(t, carrierY, q.q7 as string, { amount: 10_500 });
  await setQuote(t.db, q.q10 as string, { cargoType: '', createdAt: midMonth(m[3] as string) });

  // One rating, so a user's rating is not always empty.
  const rated = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${s.s1}/rating`,
    headers: ownerA.auth,
    payload: { stars: 4 },
  });
  if (rated.statusCode !== 201 && rated.statusCode !== 200) throw new Error(rated.body);
}, 180_000);
afterAll(async () => t?.close());

const ADMIN_GETS = [
  '/api/admin/overview',
  '/api/admin/users',
  '/api/admin/users/counts',
  '/api/admin/revenue',
  '/api/admin/revenue/transactions',
  '/api/admin/analytics',
  '/api/admin/activities',
  '/api/admin/activities/counts',
  '/api/admin/export/summary.csv',
  '/api/admin/export/revenue.csv',
];

describe('who may call /api/admin', () => {
  it('refuses anonymous callers with 401 and transporters and cargo owners with 403, on every endpoint', async () => {
    for (const url of ADMIN_GETS) {
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
      expect((await getAs(t, carrierX, url)).statusCode, url).toBe(403);
      expect((await getAs(t, ownerA, url)).statusCode, url).toBe(403);
      expect((await getAs(t, admin, url)).statusCode, url).toBe(200);
    }
    const patch = (actor: Actor | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${carrierY.user.id}`,
        headers: actor ? actor.auth : {},
        payload: { status: 'suspended' },
      });
    expect((await patch(null)).statusCode).toBe(401);
    expect((await patch(ownerA)).statusCode).toBe(403);
    expect((await patch(carrierX)).statusCode).toBe(403);
  });

  it('is in the OpenAPI document under the admin tag, with its query and response schemas', async () => {
    const doc = (await getAs(t, null, '/api/openapi.json')).json();
    for (const url of [...ADMIN_GETS, '/api/admin/users/{id}']) {
      const item = doc.paths[url];
      const op = url.endsWith('{id}') ? item?.patch : item?.get;
      expect(op?.tags, url).toEqual(['admin']);
      expect(op?.responses?.['200'], url).toBeDefined();
      expect(op?.responses?.['403'], url).toBeDefined();
    }
    const users = doc.paths['/api/admin/users'].get;
    expect(users.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'limit',
      'offset',
      'role',
      'search',
      'status',
    ]);
  });

  it('answers 400 with a message for paging and filters out of range', async () => {
    for (const url of [
      '/api/admin/users?limit=101',
      '/api/admin/users?limit=0',
      '/api/admin/users?offset=-1',
      '/api/admin/users?role=driver',
      '/api/admin/users?status=banned',
      '/api/admin/activities?type=NOPE',
      '/api/admin/revenue/transactions?limit=abc',
    ]) {
      const res = await getAs(t, admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/limit|offset|role|status|type/);
    }
  });
});

describe('GET /api/admin/overview', () => {
  it('adds up revenue from delivered shipments: volume, fees, payouts, this and last month, growth', async () => {
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
  it('gives this and last month’s fees, growth, lifetime fees, volume and the transaction count', async () => {
    const res = await getAs(t, admin, '/api/admin/revenue');
    expect(res.json()).toEqual({
      thisMonthFees: 2_000,
      lastMonthFees: 1_000,
      growth: 100,
      lifetimeFees: 4_600,
      totalVolume: 23_000,
      transactions: 3,
    });
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

describe('GET /api/admin/users', () => {
  it('lists every account newest first with its loads, shipments and rating; the total in X-Total-Count', async () => {
    const res = await getAs(t, admin, '/api/admin/users');
    expect(res.headers['x-total-count']).toBe('5');
    const users = res.json() as AdminUser[];
    expect(users[0]?.id).toBe(admin.user.id);
    const times = users.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.get(ownerA.user.id)).toMatchObject({
      companyName: 'Copperbelt Minerals',
      role: 'cargo-owner',
      status: 'active',
      quotes: 8,
      shipments: 4,
      rating: { average: null, count: 0 },
    });
    expect(byId.get(ownerB.user.id)).toMatchObject({ quotes: 2, shipments: 2 });
    expect(byId.get(carrierX.user.id)).toMatchObject({
      quotes: 0,
      shipments: 3,
      rating: { average: 4, count: 1 },
    });
    expect(byId.get(carrierY.user.id)).toMatchObject({ shipments: 3 });
  });

  it('searches full name, e-mail and company, case-insensitive, and filters by role', async () => {
    const ids = async (url: string) => {
      const res = await getAs(t, admin, url);
      return { ids: (res.json() as AdminUser[]).map((u) => u.id), total: res.headers['x-total-count'] };
    };
    expect(await ids('/api/admin/users?search=zambezi')).toEqual({ ids: [carrierX.user.id], total: '1' });
    expect(await ids('/api/admin/users?search=NATASHA')).toEqual({ ids: [ownerA.user.id], total: '1' });
    expect((await ids(`/api/admin/users?search=${ownerB.user.email.slice(0, 12)}`)).ids).toEqual([
      ownerB.user.id,
    ]);
    expect((await ids('/api/admin/users?search=50%25')).total).toBe('0');
    const carriers = await ids('/api/admin/users?role=transporter');
    expect(carriers.total).toBe('2');
    expect(carriers.ids.sort()).toEqual([carrierX.user.id, carrierY.user.id].sort());
  });

  it('pages with limit and offset', async () => {
    const all = (await getAs(t, admin, '/api/admin/users')).json() as AdminUser[];
    const page = await getAs(t, admin, '/api/admin/users?limit=2&offset=2');
    expect(page.headers['x-total-count']).toBe('5');
    expect((page.json() as AdminUser[]).map((u) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
  });

  it('counts accounts by role and status for a search', async () => {
    expect((await getAs(t, admin, '/api/admin/users/counts')).json()).toEqual({
      total: 5,
      transporters: 2,
      cargoOwners: 2,
      admins: 1,
      active: 5,
      suspended: 0,
    });
    expect((await getAs(t, admin, '/api/admin/users/counts?search=logistics')).json()).toEqual({
      total: 1,
      transporters: 1,
      cargoOwners: 0,
      admins: 0,
      active: 1,
      suspended: 0,
    });
  });
});

describe('GET /api/admin/activities', () => {
  it('lists the log newest first with the total in X-Total-Count, and pages it', async () => {
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from activities`)).rows as [
      { n: number },
    ];
    const all = await getAs(t, admin, '/api/admin/activities?limit=100');
    expect(all.headers['x-total-count']).toBe(String(n));
    const rows = all.json() as AdminActivity[];
    expect(rows).toHaveLength(Math.min(n, 100));
    const times = rows.map((r) => Date.parse(r.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const page = (await getAs(t, admin, '/api/admin/activities?limit=5&offset=5')).json() as AdminActivity[];
    expect(page.map((r) => r.id)).toEqual(rows.slice(5, 10).map((r) => r.id));
  });

  it('filters by type and carries the metadata the screen shows', async () => {
    const res = await getAs(t, admin, '/api/admin/activities?type=BID_PLACED');
    expect(res.headers['x-total-count']).toBe('8');
    const bids = res.json() as AdminActivity[];
    expect(bids.every((b) => b.type === 'BID_PLACED')).toBe(true);
    const onMaize = bids.find((b) => b.metadata.amount === 10_500);
    expect(onMaize).toMatchObject({
      user: 'Kafue Logistics',
      metadata: { quoteId: q.q7, transporter: 'Kafue Logistics' },
    });
  });

  it('searches the description or the user, case-insensitive', async () => {
    const res = await getAs(t, admin, '/api/admin/activities?search=kafue%20LOGISTICS&limit=100');
    const rows = res.json() as AdminActivity[];
    expect(rows.length).toBeGreaterThan(0);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    for (const r of rows) expect(`${r.description} ${r.user}`.toLowerCase()).toContain('kafue logistics');
    // The owner's acceptance of Kafue's bid names Kafue only in its description.
    expect(rows.some((r) => r.type === 'BID_ACCEPTED' && r.user === 'Copperbelt Minerals')).toBe(true);
    const none = await getAs(t, admin, '/api/admin/activities?search=no%20such%20thing');
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.json()).toEqual([]);
  });

  it('counts entries in all and per type, every type present, for a search too', async () => {
    const counts = (await getAs(t, admin, '/api/admin/activities/counts')).json();
    expect(Object.keys(counts.byType).sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(counts.byType).toMatchObject({
      QUOTE_CREATED: 10,
      BID_PLACED: 8,
      BID_ACCEPTED: 6,
      SHIPMENT_CREATED: 6,
      SHIPMENT_DELIVERED: 3,
      SHIPMENT_CANCELLED: 1,
      USER_SIGNED_UP: 4,
      USER_SUSPENDED: 0,
    });
    const sum = Object.values(counts.byType as Record<string, number>).reduce((x, y) => x + y, 0);
    expect(counts.total).toBe(sum);
    const searched = (await getAs(t, admin, '/api/admin/activities/counts?search=southern%20grain')).json();
    const listed = await getAs(t, admin, '/api/admin/activities?search=southern%20grain');
    expect(String(searched.total)).toBe(listed.headers['x-total-count']);
    expect(searched.byType.QUOTE_CREATED).toBe(2);
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
    expect(value('Transactions (delivered shipments)')).toBe('3');
  });
});

describe('suspending and reactivating an account', () => {
  let victim: Actor;
  beforeAll(async () => {
    victim = await signUp(t.app, 'transporter', { companyName: 'Suspect Carriers', fullName: 'Mwila Banda' });
  });

  const setStatus = (actor: Actor, id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: actor.auth,
      payload: { status },
    });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const statusLog = (type: 'USER_SUSPENDED' | 'USER_REACTIVATED') =>
    t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, type)));

  it('suspends: login is refused with a clear 403, the refresh token is revoked, the log names the admin', async () => {
    const res = await setStatus(admin, victim.user.id, 'suspended');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: victim.user.id,
      status: 'suspended',
      companyName: 'Suspect Carriers',
    });

    const refused = await login(victim.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUSPENDED_ACCOUNT_MESSAGE);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: victim.cookie },
    });
    expect(refresh.statusCode).toBe(401);

    const logs = await statusLog('USER_SUSPENDED');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: `${admin.user.fullName} (admin)`,
      description: `${admin.user.fullName} (admin) suspended Mwila Banda (Suspect Carriers)`,
    });
  });

  it('shows the suspension in the list filter and the counts; suspending again logs nothing new', async () => {
    const listed = await getAs(t, admin, '/api/admin/users?status=suspended');
    expect(listed.headers['x-total-count']).toBe('1');
    expect((listed.json() as AdminUser[]).map((u) => u.id)).toEqual([victim.user.id]);
    expect((await getAs(t, admin, '/api/admin/users/counts')).json()).toMatchObject({
      suspended: 1,
      active: 5,
    });
    expect((await getAs(t, admin, '/api/admin/overview')).json().users.suspended).toBe(1);
    expect((await setStatus(admin, victim.user.id, 'suspended')).statusCode).toBe(200);
    expect(await statusLog('USER_SUSPENDED')).toHaveLength(1);
  });

  it('a wrong password is still only "invalid", whatever the account’s status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.user.email, password: 'Wrong!Passw0rd' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('reactivates: login works again and the log says so', async () => {
    const res = await setStatus(admin, victim.user.id, 'active');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
    expect((await login(victim.user.email)).statusCode).toBe(200);
    const logs = await statusLog('USER_REACTIVATED');
    expect(logs.map((l) => l.description)).toEqual([
      `${admin.user.fullName} (admin) reactivated Mwila Banda (Suspect Carriers)`,
    ]);
  });

  it('refuses an admin suspending itself (409), leaves it active', async () => {
    const res = await setStatus(admin, admin.user.id, 'suspended');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SELF_SUSPEND_MESSAGE);
    expect((await login(admin.user.email)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or junk id and 400 for a bad body', async () => {
    expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'suspended')).statusCode).toBe(
      404,
    );
    expect((await setStatus(admin, 'not-a-user', 'suspended')).statusCode).toBe(404);
    const bad = await setStatus(admin, victim.user.id, 'banned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of active, suspended');
  });
});

describe('admin cancellations', () => {
  it('lets an admin cancel an open load and a shipment before pickup, each logged under the admin’s name', async () => {
    const adminName = `${admin.user.fullName} (admin)`;
    const load = await t.app.inject({ method: 'DELETE', url: `/api/quotes/${q.q9}`, headers: admin.auth });
    expect(load.statusCode).toBe(200);
    expect(load.json().status).toBe('CANCELLED');
    const [quoteLog] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'QUOTE_CANCELLED'), eq(activities.quoteId, q.q9 as string)));
    expect(quoteLog).toMatchObject({ actorId: admin.user.id, actorName: adminName });

    const shipment = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${s.s6}`,
      headers: admin.auth,
    });
    expect(shipment.statusCode).toBe(200);
    expect(shipment.json().status).toBe('CANCELLED');
    const [shipmentLog] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'SHIPMENT_CANCELLED'), eq(activities.shipmentId, s.s6 as string)));
    expect(shipmentLog).toMatchObject({ actorId: admin.user.id, actorName: adminName });
    expect(shipmentLog?.description).toContain(`${adminName} cancelled shipment`);

    // Once picked up, not even an admin can call it off.
    const moving = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${s.s4}`,
      headers: admin.auth,
    });
    expect(moving.statusCode).toBe(409);
  });
});

describe('an empty or young platform', () => {
  it('gives zeros, six empty months and no growth when last month had no fees', async () => {
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
      expect((await getAs(young, boss, '/api/admin/revenue')).json()).toEqual({
        thisMonthFees: 500,
        lastMonthFees: 0,
        growth: 0,
        lifetimeFees: 500,
        totalVolume: 2_500,
        transactions: 1,
      });
      expect((await getAs(young, boss, '/api/admin/overview')).json().revenue).toMatchObject({
        thisMonthFees: 500,
        lastMonthFees: 0,
        growth: 0,
      });
    } finally {
      await young.close();
    }
  }, 60_000);
});
