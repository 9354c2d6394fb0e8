import { escrowReleasedLines, payoutCompletedLines, splitKwacha } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { postEntry } from '../ledger/ledger.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const stats = (actor: Actor | null) => getAs(t, actor, '/api/profile/stats');

type Money = 'unpaid' | 'held' | 'released' | 'paid out';
const ngwee = (kwacha: number) => Math.round(kwacha * 100);

/**
 * Shipments between these two with these amounts (K), final statuses and money: paid into escrow
 * (held), released 80/20, and the transporter's share paid out, posted to the ledger as the flow does.
 */
async function shipmentsBetween(
  owner: Actor,
  transporter: Actor,
  rows: {
    amount: number;
    status: 'DELIVERED' | 'IN_TRANSIT' | 'CANCELLED' | 'PENDING_PICKUP';
    money: Money;
  }[],
) {
  for (const row of rows) {
    const id = await makeShipment(t, {
      owner,
      transporter,
      amount: row.amount,
      paid: row.money !== 'unpaid',
    });
    await setShipment(t.db, id, { status: row.status });
    if (row.money !== 'released' && row.money !== 'paid out') continue;
    await t.db.transaction(async (tx) => {
      await postEntry(tx, {
        kind: 'escrow_released',
        idempotencyKey: `escrow_released:${id}`,
        shipmentId: id,
        memo: 'escrow released (test set-up)',
        lines: escrowReleasedLines(id, transporter.user.id, ngwee(row.amount)),
      });
      if (row.money !== 'paid out') return;
      await postEntry(tx, {
        kind: 'payout_completed',
        idempotencyKey: `payout_completed:test:${id}`,
        shipmentId: id,
        memo: 'payout completed (test set-up)',
        lines: payoutCompletedLines(transporter.user.id, ngwee(splitKwacha(row.amount).transporterAmount)),
      });
    });
  }
}

describe('GET /api/profile/stats', () => {
  it('gives a transporter its deliveries, completed, success rate and what was paid out to it', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const transporter = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, transporter, [
      { amount: 10_000, status: 'DELIVERED', money: 'paid out' },
      { amount: 2_500.5, status: 'DELIVERED', money: 'paid out' },
      { amount: 6_000, status: 'DELIVERED', money: 'released' },
      { amount: 7_000, status: 'IN_TRANSIT', money: 'held' },
      { amount: 9_000, status: 'CANCELLED', money: 'unpaid' },
    ]);

    const res = await stats(transporter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role: 'transporter',
      totalDeliveries: 4,
      completed: 3,
      successRate: 75,
      // The Earnings page's lifetime: 80% of 10,000 and of 2,500.50 (fee 500.10, rounded per
      // shipment), paid out; the released 6,000 waits in the payable, the 7,000 in escrow.
      totalEarned: 8_000 + 2_000.4,
      rating: { average: null, count: 0 },
    });
  });

  it('gives a cargo owner its shipments, completed, success rate and what it has paid', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const transporter = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, transporter, [
      { amount: 12_000, status: 'DELIVERED', money: 'released' },
      { amount: 3_000, status: 'PENDING_PICKUP', money: 'held' },
      { amount: 4_000, status: 'PENDING_PICKUP', money: 'unpaid' },
      { amount: 5_000, status: 'CANCELLED', money: 'unpaid' },
    ]);

    expect((await stats(owner)).json()).toEqual({
      role: 'cargo-owner',
      totalShipments: 3,
      completed: 1,
      successRate: 33,
      // The Payments page's Total Spent: released and held; the unpaid 4,000 is not spent yet.
      totalSpent: 15_000,
      rating: { average: null, count: 0 },
    });
  });

  it('counts only the caller’s own shipments', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const busy = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, busy, [{ amount: 4_000, status: 'DELIVERED', money: 'paid out' }]);
    const newcomer = await signUp(t.app, 'transporter');
    const otherOwner = await signUp(t.app, 'cargo-owner');

    expect((await stats(newcomer)).json()).toEqual({
      role: 'transporter',
      totalDeliveries: 0,
      completed: 0,
      successRate: 0,
      totalEarned: 0,
      rating: { average: null, count: 0 },
    });
    expect((await stats(otherOwner)).json()).toMatchObject({ totalShipments: 0, totalSpent: 0 });
  });

  it('refuses anonymous callers with 401 and admins with 403', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(await makeAdmin(t.app, t.db))).statusCode).toBe(403);
  });
});
