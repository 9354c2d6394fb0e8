import {
  cargoOwnerDashboardSchema,
  EXPIRING_SOON_MS,
  escrowReleasedLines,
  type PostLoadInput,
  payoutCompletedLines,
  splitKwacha,
  splitNgwee,
} from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
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
import { postEntry } from '../ledger/ledger.ts';

const HOUR = 3_600_000;
/** More open loads than any owner in the other tests: a page's worth many times over. */
const MANY = 1_000;
const DAY = 24 * HOUR;

let t: TestContext;
let ownerA: Actor;
let ownerB: Actor;
let carrierX: Actor;
let carrierY: Actor;
let newcomer: Actor;
let admin: Actor;
const x: string[] = [];
const q: Record<string, string> = {};

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** Ten days before this Lusaka month began (Lusaka is UTC+2): a moment in last month whatever today is. */
function lastMonthDay(now: number): Date {
  const lusaka = new Date(now + 2 * HOUR);
  return new Date(Date.UTC(lusaka.getUTCFullYear(), lusaka.getUTCMonth(), 1) - 2 * HOUR - 10 * DAY);
}

/** Escrow released to carrier X (and paid out to its wallet when `paidOut`), dated `at`. */
async function settle(id: string, amount: number, at: Date, paidOut: boolean) {
  const ngwee = Math.round(amount * 100);
  await t.db.transaction(async (tx) => {
    await postEntry(tx, {
      kind: 'escrow_released',
      idempotencyKey: `escrow_released:${id}`,
      shipmentId: id,
      memo: 'escrow released (test set-up)',
      lines: escrowReleasedLines(id, carrierX.user.id, ngwee),
      createdAt: at,
    });
    if (!paidOut) return;
    await postEntry(tx, {
      kind: 'payout_completed',
      idempotencyKey: `payout_completed:test:${id}`,
      shipmentId: id,
      memo: 'payout completed (test set-up)',
      lines: payoutCompletedLines(carrierX.user.id, splitNgwee(ngwee).transporterNgwee),
      createdAt: at,
    });
  });
}

/**
 * The known data set. Transporter X's shipments x[0..6]; Y has one; eleven further loads q1..q11
 * cover every priority band, bids, expiry and cancellation.
 */
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
  const now = Date.now();
  const plan: [Actor, number][] = [
    [ownerA, 10_000], // x0: delivered now
    [ownerA, 5_000.05], // x1: delivered, completedAt last month (deliveryDate this month does not count)
    [ownerB, 7_000], // x2: delivered, no completedAt: its deliveryDate (now) decides the month
    [ownerA, 3_000], // x3: in transit
    [ownerB, 2_000], // x4: pending pickup
    [ownerA, 1_500.03], // x5: picked up
    [ownerA, 999.99], // x6: cancelled
  ];
  for (const [owner, amount] of plan) x.push(await makeShipment(t, { owner, transporter: carrierX, amount }));
  const y1 = await makeShipment(t, { owner: ownerB, transporter: carrierY, amount: 4_000 });
  for (const id of x.slice(0, 3)) await ok(patchShipment(t, carrierX, id, { status: 'DELIVERED' }));
  await setShipment(t.db, x[1]!, { completedAt: lastMonthDay(now), deliveryDate: new Date(now) });
  await setShipment(t.db, x[2]!, { completedAt: null, deliveryDate: new Date(now) });
  // The money, written to the ledger directly: x0 paid out now, x1 last month, x2 released, not yet paid out.
  await settle(x[0]!, 10_000, new Date(now), true);
  await settle(x[1]!, 5_000.05, lastMonthDay(now), true);
  await settle(x[2]!, 7_000, new Date(now), false);
  await ok(patchShipment(t, carrierX, x[3]!, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrierX, x[5]!, { status: 'AWAITING_PICKUP' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${x[6]}`, headers: ownerA.auth }));
  await ok(patchShipment(t, carrierY, y1, { status: 'IN_TRANSIT' }));

  const loads: [string, Actor, Partial<PostLoadInput>][] = [
    ['q1', ownerA, { insuranceRequired: true }], // high
    ['q2', ownerA, { estimatedValue: 60_000 }], // high
    ['q3', ownerB, { toLocation: 'Ndola' }], // nearby (60 km)
    ['q4', ownerB, {}],
    ['q5', ownerA, {}],
    ['q6', ownerB, {}],
    ['q7', ownerA, {}],
    ['q8', ownerA, {}], // expired
    ['q9', ownerA, {}], // expires within 48 h
    ['q10', ownerA, {}], // cancelled
    ['q11', ownerA, {}],
  ];
  for (const [key, owner, load] of loads) q[key] = await postLoad(t, owner, load);
  await placeBid(t, carrierX, q.q2!, { amount: 9_000 });
  await placeBid(t, carrierY, q.q2!, { amount: 8_000 });
  await placeBid(t, carrierY, q.q3!, { amount: 5_000 });
  await placeBid(t, carrierX, q.q5!, { amount: 7_000 });
  await setQuote(t.db, q.q8!, { expiresAt: new Date(now - HOUR) });
  await setQuote(t.db, q.q9!, { expiresAt: new Date(now + 24 * HOUR) });
  await ok(t.app.inject({ method: 'DELETE', url: `/api/quotes/${q.q10}`, headers: ownerA.auth }));
}, 120_000);
afterAll(async () => t?.close());

/** 1 when the load expires within the dashboard's 'expiring soon' window, else 0. */
async function soon(quoteId: string): Promise<number> {
  const { rows } = await t.db.$client.query<{ soon: boolean }>(
    `select expires_at <= now() + $2 * interval '1 millisecond' as soon from quotes where id = $1`,
    [quoteId, EXPIRING_SOON_MS],
  );
  return rows[0]?.soon ? 1 : 0;
}

describe('GET /api/dashboard/transporter', () => {
  it('counts deliveries, loads, this month’s 80% earnings and trips on the known data set', async () => {
    const res = await getAs(t, carrierX, '/api/dashboard/transporter');
    expect(res.statusCode).toBe(200);
    expect(res.json().stats).toEqual({
      activeDeliveries: { value: 3, pendingPickup: 1 },
      availableLoads: { value: 9 },
      // The Earnings screen's, from the ledger: paid out this month, 80% of 10,000 (x0); last month
      // 80% of 5,000.05 (x1) = 4,000.04, so it grew by 8,000 / 4,000.04 - 1. Pending: 80% of what
      // escrow holds (x3 2,400 + x4 1,600 + x5 1,200.02) and x2's 5,600 released, not yet paid out.
      monthlyEarnings: {
        value: 8_000,
        pending: 10_800.02,
        growth: expect.closeTo((8_000 / 4_000.04 - 1) * 100, 10),
      },
      completedTrips: { value: 3, thisMonth: 2, growth: 100 }, // 2 this month against 1 last month
    });
  });

  it('lists the five most recent deliveries, newest first, in Kwacha', async () => {
    const { recentDeliveries } = (await getAs(t, carrierX, '/api/dashboard/transporter')).json();
    expect(recentDeliveries.map((d: { id: string }) => d.id)).toEqual([x[6], x[5], x[4], x[3], x[2]]);
    expect(recentDeliveries[1]).toEqual({
      id: x[5],
      status: 'AWAITING_PICKUP',
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      pickupDate: expect.any(String),
      amount: 1_500.03,
      paid: true,
    });
  });

  it('shows six open loads: high priority, then nearby, then normal; fewest bids first in each', async () => {
    const { availableLoads } = (await getAs(t, carrierX, '/api/dashboard/transporter')).json();
    expect(availableLoads.map((l: { id: string }) => l.id)).toEqual([q.q1, q.q2, q.q3, q.q11, q.q9, q.q7]);
    expect(availableLoads[1]).toEqual({
      id: q.q2,
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      weight: 28_000,
      distance: 395, // the road graph's Kitwe–Lusaka (packages/domain/src/places)
      pickupDate: expect.any(String),
      maxBudget: 15_000,
      estimatedValue: 60_000,
      bids: [{ amount: 8_000 }, { amount: 9_000 }],
      hasMyBid: true,
    });
    expect(availableLoads[2]).toMatchObject({ id: q.q3, bids: [{ amount: 5_000 }], hasMyBid: false });
  });

  it('tells another transporter which loads it bid on', async () => {
    const { availableLoads } = (await getAs(t, carrierY, '/api/dashboard/transporter')).json();
    const mine = availableLoads
      .filter((l: { hasMyBid: boolean }) => l.hasMyBid)
      .map((l: { id: string }) => l.id);
    expect(mine).toEqual([q.q2, q.q3]);
  });

  it('gives a newcomer zeros but the same open loads', async () => {
    const body = (await getAs(t, newcomer, '/api/dashboard/transporter')).json();
    expect(body.stats).toEqual({
      activeDeliveries: { value: 0, pendingPickup: 0 },
      availableLoads: { value: 9 },
      monthlyEarnings: { value: 0, pending: 0, growth: null },
      completedTrips: { value: 0, thisMonth: 0, growth: null },
    });
    expect(body.recentDeliveries).toEqual([]);
    expect(body.availableLoads).toHaveLength(6);
  });

  it('refuses cargo owners and admins with 403, and 401 without a token', async () => {
    for (const actor of [ownerA, admin]) {
      const res = await getAs(t, actor, '/api/dashboard/transporter');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await getAs(t, null, '/api/dashboard/transporter')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/cargo-owner', () => {
  it('counts owner A’s shipments, spending and open quotes', async () => {
    const res = await getAs(t, ownerA, '/api/dashboard/cargo-owner');
    expect(res.statusCode).toBe(200);
    expect(res.json().stats).toEqual({
      activeShipments: { value: 2, awaitingPickup: 1 },
      inTransit: { value: 1 },
      // Delivered and in progress; the cancelled 999.99 is not spent.
      totalSpent: { value: 19_500.08, period: 'All time' }, // 10,000 + 5,000.05 + 3,000 + 1,500.03
      pendingQuotes: { value: 6, expiringSoon: 1 },
    });
  });

  it('lists active shipments with the transporter company, ETA and progress', async () => {
    const { activeShipments } = (await getAs(t, ownerA, '/api/dashboard/cargo-owner')).json();
    expect(activeShipments).toEqual([
      {
        id: x[5],
        status: 'AWAITING_PICKUP',
        amount: 1_500.03,
        cargo: 'Mining - Copper cathodes on pallets',
        fromLocation: 'Kitwe',
        toLocation: 'Lusaka',
        transporter: { companyName: carrierX.user.companyName },
        eta: expect.any(String),
        progress: 25,
        paid: true,
      },
      expect.objectContaining({ id: x[3], status: 'IN_TRANSIT', progress: 50, amount: 3_000 }),
    ]);
  });

  it('lists the five newest open quotes with their bid amounts', async () => {
    const { recentQuotes } = (await getAs(t, ownerA, '/api/dashboard/cargo-owner')).json();
    expect(recentQuotes.map((r: { id: string }) => r.id)).toEqual([q.q11, q.q9, q.q7, q.q5, q.q2]);
    expect(recentQuotes[4]).toEqual({
      id: q.q2,
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      weight: 28_000,
      expiresAt: expect.any(String),
      bids: [{ amount: 8_000 }, { amount: 9_000 }],
    });
  });

  it('answers exactly the schema’s fields', async () => {
    const res = await getAs(t, ownerA, '/api/dashboard/cargo-owner');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    // zod drops what the schema does not list: nothing is dropped.
    expect(cargoOwnerDashboardSchema.parse(body)).toEqual(body);
    expect(Object.keys(body)).toEqual(['stats', 'activeShipments', 'recentQuotes']);
  });

  it('keeps owner B to owner B’s own numbers', async () => {
    const body = (await getAs(t, ownerB, '/api/dashboard/cargo-owner')).json();
    expect(body.stats).toEqual({
      activeShipments: { value: 2, awaitingPickup: 1 },
      inTransit: { value: 1 },
      totalSpent: { value: 7_000 + 2_000 + 4_000, period: 'All time' },
      pendingQuotes: { value: 3, expiringSoon: 0 },
    });
    expect(body.recentQuotes.map((r: { id: string }) => r.id)).toEqual([q.q6, q.q4, q.q3]);
    expect(body.activeShipments[0].transporter).toEqual({ companyName: carrierY.user.companyName });
  });

  it('refuses transporters and admins with 403, and 401 without a token', async () => {
    for (const actor of [carrierX, admin]) {
      expect((await getAs(t, actor, '/api/dashboard/cargo-owner')).statusCode).toBe(403);
    }
    expect((await getAs(t, null, '/api/dashboard/cargo-owner')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/stats', () => {
  const delivered = [10_000, 5_000.05, 7_000];

  it('gives the admin platform-wide numbers', async () => {
    const res = await getAs(t, admin, '/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    // The fee of each shipment, as the domain splits it, added up.
    const fees = delivered.reduce((acc, a) => acc + Math.round(splitKwacha(a).platformFee * 100), 0) / 100;
    expect(res.json()).toEqual({
      revenue: { totalVolume: 22_000.05, platformFees: fees, transporterPayouts: 17_600.04 },
      users: { total: 6, transporters: 3, cargoOwners: 2, admins: 1 },
      // 8 accepted (one per shipment), 9 open, q8 past its expiry, q10 cancelled.
      quotes: { total: 19, active: 9, accepted: 8, expired: 1, cancelled: 1 },
      // In progress is the spec's set: IN_TRANSIT, PICKED_UP, PENDING_PICKUP.
      shipments: { total: 8, inProgress: 4, delivered: 3, cancelled: 1 }, // every shipment is in exactly one bucket
      bids: { total: 12 },
    });
    expect(fees).toBe(4_400.01);
  });

  it('refuses transporters and cargo owners with 403, and 401 without a token', async () => {
    for (const actor of [carrierX, ownerA]) {
      const res = await getAs(t, actor, '/api/dashboard/stats');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Forbidden');
    }
    expect((await getAs(t, null, '/api/dashboard/stats')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard', () => {
  it('gives each caller their own dashboard, tagged by role', async () => {
    const [asCarrier, asOwner, asAdmin] = await Promise.all([
      getAs(t, carrierX, '/api/dashboard'),
      getAs(t, ownerA, '/api/dashboard'),
      getAs(t, admin, '/api/dashboard'),
    ]);
    expect(asCarrier.json()).toEqual({
      role: 'transporter',
      data: (await getAs(t, carrierX, '/api/dashboard/transporter')).json(),
    });
    expect(asOwner.json()).toEqual({
      role: 'cargo-owner',
      data: (await getAs(t, ownerA, '/api/dashboard/cargo-owner')).json(),
    });
    expect(asAdmin.json()).toEqual({
      role: 'admin',
      data: (await getAs(t, admin, '/api/dashboard/stats')).json(),
    });
  });

  it('answers 401 without a token', async () => {
    const res = await getAs(t, null, '/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue');
  });
});

describe('the bids the dashboards read', () => {
  it('are vacuumed after every 2,000 new ones, so their amounts come from the index alone (migration 0012)', async () => {
    const { rows } = await t.db.$client.query<{ options: string[] | null }>(
      `select reloptions as options from pg_class where oid = 'bids'::regclass`,
    );
    expect(rows[0]?.options?.sort()).toEqual([
      'autovacuum_vacuum_insert_scale_factor=0',
      'autovacuum_vacuum_insert_threshold=2000',
    ]);
  });

  it('are every bid the load has, cheapest first, a new one at once', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const [c1, c2, c3] = await Promise.all([1, 2, 3].map(() => signUp(t.app, 'transporter')));
    const load = await postLoad(t, owner);
    const amounts = async () => {
      const { recentQuotes } = (await getAs(t, owner, '/api/dashboard/cargo-owner')).json();
      return recentQuotes[0].bids;
    };
    expect(await amounts()).toEqual([]);
    await placeBid(t, c1!, load, { amount: 9_500.5 });
    await placeBid(t, c2!, load, { amount: 8_000 });
    expect(await amounts()).toEqual([{ amount: 8_000 }, { amount: 9_500.5 }]);
    await placeBid(t, c3!, load, { amount: 12_000 });
    expect(await amounts()).toEqual([{ amount: 8_000 }, { amount: 9_500.5 }, { amount: 12_000 }]);
  });
});

// Last: the platform-wide counts above would otherwise include this owner and its loads.
describe('GET /api/dashboard/cargo-owner for an owner with many open loads', () => {
  it('counts every one of an owner’s open loads, and those expiring soon', async () => {
    const big = await signUp(t.app, 'cargo-owner');
    const templateId = await postLoad(t, big);
    // Copies of its load with new ids, made in SQL (the generated columns make themselves).
    const { rows: columns } = await t.db.$client.query<{ name: string }>(
      `select quote_ident(column_name) as name from information_schema.columns
       where table_name = 'quotes' and is_generated = 'NEVER' order by ordinal_position`,
    );
    const list = columns.map((c) => c.name).join(', ');
    const copies = (n: number, expiresIn: string) =>
      t.db.$client.query(
        `insert into quotes (${list})
         select ${columns.map((c) => `r.${c.name}`).join(', ')}
         from quotes q cross join generate_series(1, $1::int) g
         -- g in the object: one new id per copy, not one for all (the key itself is not a column).
         cross join lateral jsonb_populate_record(q, jsonb_build_object('copy', g, 'id', gen_random_uuid(),
           'expires_at', now() + $2::interval, 'created_at', now() - interval '1 day')) r
         where q.id = $3`,
        [n, expiresIn, templateId],
      );
    await copies(MANY + 4, '10 days');
    await copies(3, '2 hours');
    const body = (await getAs(t, big, '/api/dashboard/cargo-owner')).json();
    // The template (expiring in the default days) plus every copy.
    expect(body.stats.pendingQuotes).toEqual({
      value: MANY + 8,
      expiringSoon: 3 + (await soon(templateId)),
    });
    expect(body.recentQuotes.map((r: { id: string }) => r.id)[0]).toBe(templateId);
    expect(body.recentQuotes).toHaveLength(5);
    const again = (await getAs(t, big, '/api/dashboard/cargo-owner')).json();
    expect(again.stats.pendingQuotes).toEqual(body.stats.pendingQuotes);
    expect(again.recentQuotes).toEqual(body.recentQuotes);
  });
});

// Last: its shipment would change the platform-wide numbers the known data set is checked against.
describe('a shipment not yet paid, on both dashboards', () => {
  it('says of a shipment not yet paid that it is not (it reads Awaiting payment), to both parties', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const carrier = await signUp(t.app, 'transporter');
    const id = await makeShipment(t, { owner, transporter: carrier, amount: 800, paid: false });
    const { activeShipments } = (await getAs(t, owner, '/api/dashboard/cargo-owner')).json();
    expect(activeShipments).toEqual([expect.objectContaining({ id, status: 'PENDING_PICKUP', paid: false })]);
    const { recentDeliveries } = (await getAs(t, carrier, '/api/dashboard/transporter')).json();
    expect(recentDeliveries).toEqual([expect.objectContaining({ id, paid: false })]);
  });
});
