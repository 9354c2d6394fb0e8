import {
  escrowReleasedLines,
  lastMonthsKeys,
  monthOverMonthGrowth,
  payoutCompletedLines,
  splitKwacha,
} from '@njira/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { moneyTransfers } from '../../db/schema/money-transfers.ts';
import { postEntry } from '../ledger/ledger.ts';

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
  x0: 10_000, // delivered, released through the API and paid out by the sandbox now: this month
  x1: 5_000.05, // paid out on the 15th of last month
  x2: 7_000, // delivered and released, not yet paid out: pending, paying out
  x3: 3_000, // in transit, held in escrow
  x4: 2_000, // pending pickup, held in escrow
  x5: 1_500.03, // picked up (AWAITING_PICKUP), held in escrow
  x6: 999.99, // cancelled and refunded: never earnings
  x7: 8_000, // paid out three months ago
  x8: 4_000, // paid out seven months ago: lifetime only, not in the chart
  x9: 1_000, // paid out 22:30 UTC on the last day of two months ago = 00:30 on the 1st of last month in Lusaka
  x10: 2_500, // delivered and released, the payout failed: pending
  x11: 1_200, // pending pickup, not paid: nothing held, so not pending earnings
};
const net = (amount: number) => splitKwacha(amount).transporterAmount;
const ngwee = (kwacha: number) => Math.round(kwacha * 100);
const sum = (...values: number[]) => Math.round(values.reduce((a, v) => a + v, 0) * 100) / 100;
/** Noon UTC on the 15th of a 'YYYY-MM' month. */
const midMonth = (key: string) => new Date(`${key}-15T12:00:00Z`);

async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** Escrow released (and, with `paidOutAt`, paid out) written directly, dated in the past. */
async function settledOn(id: string, transporter: Actor, amount: number, at: Date, paidOutAt?: Date) {
  await t.db.transaction(async (tx) => {
    await postEntry(tx, {
      kind: 'escrow_released',
      idempotencyKey: `escrow_released:${id}`,
      shipmentId: id,
      memo: 'escrow released (test set-up)',
      lines: escrowReleasedLines(id, transporter.user.id, ngwee(amount)),
      createdAt: at,
    });
    if (!paidOutAt) return;
    await postEntry(tx, {
      kind: 'payout_completed',
      idempotencyKey: `payout_completed:test:${id}`,
      shipmentId: id,
      memo: 'payout completed (test set-up)',
      lines: payoutCompletedLines(transporter.user.id, ngwee(net(amount))),
      createdAt: paidOutAt,
    });
  });
}

/** Waits until the sandbox has paid the shipment's payout and called back. */
async function paidOut(transporter: Actor, id: string) {
  for (;;) {
    const payment = (await getAs(t, transporter, `/api/shipments/${id}/payment`)).json();
    if (payment.payout?.status === 'COMPLETED') return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  // The sandbox's callbacks (x0's payout, x6's refund) come back to this server over HTTP.
  t = await createTestApp({}, { payments: { sandboxSettleMs: 30 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
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
    x[key] = await makeShipment(t, { owner, transporter: carrierX, amount, paid: key !== 'x11' });
  }
  const y = await makeShipment(t, { owner: ownerA, transporter: carrierY, amount: 4_000 });
  for (const key of ['x0', 'x1', 'x2', 'x7', 'x8', 'x9', 'x10']) {
    await ok(patchShipment(t, carrierX, x[key]!, { status: 'DELIVERED' }));
  }
  await ok(patchShipment(t, carrierY, y, { status: 'DELIVERED' }));
  // x0 and y: the owner confirms, the sandbox pays the transporter's wallet.
  await ok(
    t.app.inject({ method: 'POST', url: `/api/shipments/${x.x0}/payment/release`, headers: ownerA.auth }),
  );
  await ok(
    t.app.inject({ method: 'POST', url: `/api/shipments/${y}/payment/release`, headers: ownerA.auth }),
  );
  await Promise.all([paidOut(carrierX, x.x0!), paidOut(carrierY, y)]);
  const [y4, m4] = m[4]!.split('-').map(Number) as [number, number];
  const edge = new Date(Date.UTC(y4, m4 - 1, 1) - 90 * 60_000);
  const sevenMonthsAgo = midMonth(lastMonthsKeys(8)[0]!);
  await settledOn(x.x1!, carrierX, amounts.x1, midMonth(m[4]!), midMonth(m[4]!));
  await settledOn(x.x7!, carrierX, amounts.x7, midMonth(m[2]!), midMonth(m[2]!));
  await settledOn(x.x8!, carrierX, amounts.x8, sevenMonthsAgo, sevenMonthsAgo);
  await settledOn(x.x9!, carrierX, amounts.x9, edge, edge);
  await settledOn(x.x2!, carrierX, amounts.x2, new Date(now));
  await settledOn(x.x10!, carrierX, amounts.x10, new Date(now));
  await t.db.insert(moneyTransfers).values({
    kind: 'payout',
    shipmentId: x.x10!,
    userId: carrierX.user.id,
    gateway: 'sandbox',
    provider: 'MTN_MOMO_ZMB',
    phoneNumber: '260763456789',
    amountNgwee: ngwee(net(amounts.x10)),
    status: 'FAILED',
    failureCode: 'PAYER_LIMIT_REACHED',
    finishedAt: new Date(now),
  });
  await ok(patchShipment(t, carrierX, x.x3!, { status: 'IN_TRANSIT' }));
  await ok(patchShipment(t, carrierX, x.x5!, { status: 'AWAITING_PICKUP' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${x.x6}`, headers: ownerA.auth }));
  await setShipment(t.db, x.x2!, { estimatedDeliveryDate: new Date(now - 2 * DAY) });
  await setShipment(t.db, x.x10!, { estimatedDeliveryDate: new Date(now - DAY) });
  await setShipment(t.db, x.x4!, { estimatedDeliveryDate: new Date(now + DAY) });
  await setShipment(t.db, x.x5!, { estimatedDeliveryDate: new Date(now + 3 * DAY) });
  await setShipment(t.db, x.x3!, { estimatedDeliveryDate: new Date(now + 5 * DAY) });
}, 120_000);
afterAll(async () => t?.close());

const thisMonth = () => net(amounts.x0);
const lastMonth = () => sum(net(amounts.x1), net(amounts.x9));
const held = () => sum(net(amounts.x3), net(amounts.x4), net(amounts.x5));
const payable = () => sum(net(amounts.x2), net(amounts.x10));

describe('GET /api/earnings', () => {
  it('reads the ledger: paid out this month, last month, growth, pending (held or not yet paid out) and lifetime', async () => {
    const res = await getAs(t, carrierX, '/api/earnings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      currentMonth: m[5],
      thisMonth: thisMonth(),
      lastMonth: lastMonth(),
      pending: sum(held(), payable()),
      lifetime: sum(thisMonth(), lastMonth(), net(amounts.x7), net(amounts.x8)),
      counts: { pending: 5, paid: 5 },
    });
    expect(body.growth).toBeCloseTo(monthOverMonthGrowth(thisMonth(), lastMonth()), 10);
  });

  it('agrees with the ledger: pending is 80% of what escrow holds plus the payable’s balance', async () => {
    const r = await t.db.execute<{ owed: string; paid: string }>(sql`
      select coalesce(-sum(l.amount_ngwee), 0)::text as owed,
        coalesce(sum(l.amount_ngwee) filter (where e.kind = 'payout_completed'), 0)::text as paid
      from journal_lines l join ledger_accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where a.kind = 'transporter_payable' and a.user_id = ${carrierX.user.id}`);
    const body = (await getAs(t, carrierX, '/api/earnings')).json();
    expect(ngwee(body.lifetime)).toBe(Number(r.rows[0]?.paid));
    expect(ngwee(body.pending)).toBe(ngwee(held()) + Number(r.rows[0]?.owed));
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

  it('charts six Lusaka months oldest first, each present even at 0, by the payout’s date', async () => {
    const { monthly } = (await getAs(t, carrierX, '/api/earnings')).json();
    expect(monthly).toEqual([
      { month: m[0], amount: 0 },
      { month: m[1], amount: 0 },
      { month: m[2], amount: net(amounts.x7) },
      // x9 was paid out on the last UTC evening of this month, already the next one in Lusaka.
      { month: m[3], amount: 0 },
      { month: m[4], amount: lastMonth() },
      { month: m[5], amount: thisMonth() },
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

  it('counts only the caller’s own shipments and payable', async () => {
    const body = (await getAs(t, carrierY, '/api/earnings')).json();
    expect(body).toMatchObject({
      thisMonth: net(4_000),
      pending: 0,
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
  it('lists what is held in escrow or not yet paid out, soonest expected first, with the payout status', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([x.x2, x.x10, x.x4, x.x5, x.x3]);
    expect(rows[3]).toEqual({
      id: x.x5,
      status: 'AWAITING_PICKUP',
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      pickupDate: expect.any(String),
      expectedDate: expect.any(String),
      amount: amounts.x5,
      refunded: 0,
      released: 0,
      // Held: the fee and the 80% it will be on release.
      platformFee: splitKwacha(amounts.x5).platformFee,
      earnings: net(amounts.x5),
      payoutStatus: 'held',
    });
    expect(rows.map((r: { payoutStatus: string }) => r.payoutStatus)).toEqual([
      'paying_out',
      'payout_failed',
      'held',
      'held',
      'held',
    ]);
  });

  it('follows one delivery from held to paid out, for the transporter and the owner alike', async () => {
    const id = await makeShipment(t, { owner: ownerB, transporter: carrierY, amount: 3_300 });
    const pendingIds = async () =>
      (await getAs(t, carrierY, '/api/earnings/pending')).json().map((r: { id: string }) => r.id);
    expect(await pendingIds()).toContain(id);
    expect((await getAs(t, ownerB, '/api/payments/held')).json().map((r: { id: string }) => r.id)).toContain(
      id,
    );
    await ok(patchShipment(t, carrierY, id, { status: 'DELIVERED' }));
    await ok(
      t.app.inject({ method: 'POST', url: `/api/shipments/${id}/payment/release`, headers: ownerB.auth }),
    );
    await paidOut(carrierY, id);
    expect(await pendingIds()).not.toContain(id);
    const paid = (await getAs(t, carrierY, '/api/earnings/paid')).json();
    expect(paid.find((r: { id: string }) => r.id === id)).toMatchObject({
      payoutStatus: 'paid_out',
      earnings: net(3_300),
    });
    expect((await getAs(t, ownerB, '/api/payments/paid')).json().map((r: { id: string }) => r.id)).toContain(
      id,
    );
  });

  it('is empty for a transporter with nothing held or owed', async () => {
    const res = await getAs(t, newcomer, '/api/earnings/pending');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/earnings/paid', () => {
  it('lists deliveries paid out, newest payout first, with the payout date and route', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/paid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([x.x0, x.x1, x.x9, x.x7, x.x8]);
    expect(rows[1]).toEqual({
      id: x.x1,
      cargo: 'Mining - Copper cathodes on pallets',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      completedDate: midMonth(m[4]!).toISOString(),
      amount: amounts.x1,
      refunded: 0,
      released: amounts.x1,
      platformFee: splitKwacha(amounts.x1).platformFee,
      earnings: net(amounts.x1),
      payoutStatus: 'paid_out',
      // The owner's payment was received (makeShipment funds it), so the receipt exists.
      receiptAvailable: true,
    });
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const res = await getAs(t, carrierX, '/api/earnings/paid?limit=2&offset=1');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([x.x1, x.x9]);
    expect(res.headers['x-total-count']).toBe('5');
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
