import { lastMonthsKeys, monthOverMonthGrowth, splitKwacha } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY = 86_400_000;

let t: TestContext;
let ownerA: Actor;
let ownerB: Actor;
let carrierX: Actor;
let carrierY: Actor;
let newcomer: Actor;
let admin: Actor;
/** The chart's months, oldest first: m[5] is this Lusaka month, m[4] the last one. */
let m: string[];
const x: Record<string, string> = {};
const amounts = {
  x0: 10_000, // delivered now: this month
  x1: 5_000.05, // delivered on the 15th of last month
  x2: 7_000, // delivered, no completedAt: its deliveryDate (now) decides the month
  x3: 3_000, // in transit
  x4: 2_000, // pending pickup
  x5: 1_500.03, // picked up (AWAITING_PICKUP)
  x6: 999.99, // cancelled: never earnings
  x7: 8_000, // delivered three months ago
  x8: 4_000, // delivered seven months ago: lifetime only, not in the chart
  x9: 1_000, // delivered 22:30 UTC on the last day of two months ago = 00:30 on the 1st of last month in Lusaka
};
const net = (amount: number) => splitKwacha(amount).transporterAmount;
/** Noon UTC on the 15th of a 'YYYY-MM' month. */
const midMonth = (key: string) => new Date(`${key}-15T12:00:00Z`);

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  [ownerA, ownerB, carrierX, carrierY, newcomer] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  m = lastMonthsKeys(8).slice(2);
  const now = Date.now();
  for (const [key, amount] of Object.entries(amounts)) {
    const owner = key === 'x2' || key === 'x4' ? ownerB : ownerA;
    x[key] = await makeShipment(t, { owner, transporter: carrierX, amount });
  }
  const y = await makeShipment(t, { owner: ownerA, transporter: carrierY, amount: 4_000 });
  for (const key of ['x0', 'x1', 'x2', 'x7', 'x8', 'x9']) {
    await ok(patchShipment(t, carrierX, x[key]!, { status: 'DELIVERED' }));
  }
  await ok(patchShipment(t, carrierY, y, { status: 'DELIVERED' }));
  await setShipment(t.db, x.x1!, { completedAt: midMonth(m[4]!) });
  await setShipment(t.db, x.x2!, { completedAt: null, deliveryDate: new Date(now) });
  await setShipment(t.db, x.x7!, { completedAt: midMonth(m[2]!) });
  await setShipment(t.db, x.x8!, { completedAt: midMonth(lastMonthsKeys(8)[0]!) });
  const [y4, m4] = m[4]!.split('-').map(Number) as [number, number];
  await setShipment(t.db, x.x9!, { completedAt: new Date(Date.UTC(y4, m4 - 1, 1) - 90 * 60_000) });
  await ok(patchShipment(t, carrierX, x.x3!, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrierX, x.x5!, { status: 'AWAITING_PICKUP' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${x.x6}`, headers: ownerA.auth }));
  await setShipment(t.db, x.x4!, { estimatedDeliveryDate: new Date(now + DAY) });
  await setShipment(t.db, x.x5!, { estimatedDeliveryDate: new Date(now + 3 * DAY) });
  await setShipment(t.db, x.x3!, { estimatedDeliveryDate: new Date(now + 5 * DAY) });
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/earnings', () => {
  it('adds up the 80% share: this month, last month, growth, pending and lifetime', async () => {
    const res = await getAs(t, carrierX, '/api/earnings');
    expect(res.statusCode).toBe(200);
    const thisMonth = net(amounts.x0) + net(amounts.x2);
    const lastMonth = net(amounts.x1) + net(amounts.x9);
    const body = res.json();
    expect(body).toMatchObject({
      currentMonth: m[5],
      thisMonth,
      lastMonth,
      pending: Math.round((net(amounts.x3) + net(amounts.x4) + net(amounts.x5)) * 100) / 100,
      lifetime: Math.round((thisMonth + lastMonth + net(amounts.x7) + net(amounts.x8)) * 100) / 100,
      counts: { pending: 3, paid: 6 },
    });
    expect(body.growth).toBeCloseTo(monthOverMonthGrowth(thisMonth, lastMonth), 10);
  });

  it('agrees with the dashboard’s This Month Earnings, its growth and its pending amount', async () => {
    const earnings = (await getAs(t, carrierX, '/api/earnings')).json();
    const { stats } = (await getAs(t, carrierX, '/api/dashboard/transporter')).json();
    expect(earnings.lastMonth).toBeGreaterThan(0);
    expect(stats.monthlyEarnings).toEqual({
      value: earnings.thisMonth,
      pending: earnings.pending,
      growth: earnings.growth,
    });
  });

  it('charts six Lusaka months oldest first, each present even at 0, by completedAt → deliveryDate', async () => {
    const { monthly } = (await getAs(t, carrierX, '/api/earnings')).json();
    expect(monthly).toEqual([
      { month: m[0], amount: 0 },
      { month: m[1], amount: 0 },
      { month: m[2], amount: net(amounts.x7) },
      // x9 was completed on the last UTC evening of this month, already the next one in Lusaka.
      { month: m[3], amount: 0 },
      { month: m[4], amount: net(amounts.x1) + net(amounts.x9) },
      { month: m[5], amount: net(amounts.x0) + net(amounts.x2) },
    ]);
  });

  it('gives a transporter with no shipments zeros, six empty months and no growth', async () => {
    const body = (await getAs(t, newcomer, '/api/earnings')).json();
    expect(body).toEqual({
      currentMonth: m[5],
      thisMonth: 0,
      lastMonth: 0,
      growth: 0,
      pending: 0,
      lifetime: 0,
      monthly: m.map((month) => ({ month, amount: 0 })),
      counts: { pending: 0, paid: 0 },
    });
  });

  it('counts only the caller’s own shipments', async () => {
    const body = (await getAs(t, carrierY, '/api/earnings')).json();
    expect(body).toMatchObject({
      thisMonth: net(4_000),
      lifetime: net(4_000),
      counts: { pending: 0, paid: 1 },
    });
  });

  it('refuses cargo owners and admins with 403, and 401 without a token', async () => {
    for (const url of ['/api/earnings', '/api/earnings/pending', '/api/earnings/paid']) {
      for (const actor of [ownerA, admin]) {
        const res = await getAs(t, actor, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/earnings/pending', () => {
  it('lists what is not yet delivered nor cancelled, soonest expected first, with both amounts', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([x.x4, x.x5, x.x3]);
    expect(rows[1]).toEqual({
      id: x.x5,
      status: 'AWAITING_PICKUP',
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      pickupDate: expect.any(String),
      expectedDate: expect.any(String),
      amount: amounts.x5,
      earnings: net(amounts.x5),
    });
    expect(rows.map((r: { status: string }) => r.status)).toEqual([
      'PENDING_PICKUP',
      'AWAITING_PICKUP',
      'IN_TRANSIT',
    ]);
  });

  it('is empty for another transporter', async () => {
    const res = await getAs(t, carrierY, '/api/earnings/pending');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/earnings/paid', () => {
  it('lists delivered shipments, newest earnings first, with their completed date and route', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/paid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([x.x0, x.x2, x.x1, x.x9, x.x7, x.x8]);
    expect(rows[2]).toEqual({
      id: x.x1,
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      completedDate: midMonth(m[4]!).toISOString(),
      amount: amounts.x1,
      earnings: net(amounts.x1),
      // The owner's payment was received (makeShipment funds it), so the receipt exists.
      receiptAvailable: true,
    });
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/paid?limit=2&offset=1');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([x.x2, x.x1]);
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('answers bad paging values with 400 naming them', async () => {
    for (const [query, word] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ] as const) {
      for (const url of [`/api/earnings/paid?${query}`, `/api/earnings/pending?${query}`]) {
        const res = await getAs(t, carrierX, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toContain(word);
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the earnings routes with their response schemas, and the PDFs as application/pdf', async () => {
    const doc = (await getAs(t, null, '/api/openapi.json')).json();
    const summary = doc.paths['/api/earnings/'] ?? doc.paths['/api/earnings'];
    expect(Object.keys(summary.get.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'thisMonth',
        'lastMonth',
        'growth',
        'pending',
        'lifetime',
        'monthly',
        'counts',
      ]),
    );
    expect(doc.paths['/api/earnings/paid'].get.responses['200'].content['application/json'].schema.type).toBe(
      'array',
    );
    for (const path of ['/api/shipments/{id}/receipt.pdf', '/api/earnings/statement.pdf']) {
      expect(Object.keys(doc.paths[path].get.responses['200'].content), path).toEqual(['application/pdf']);
    }
  });
});
