import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, setShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const stats = (actor: Actor | null) => getAs(t, actor, '/api/profile/stats');

/** Shipments between these two with these amounts (K) and final statuses. */
async function shipmentsBetween(
  owner: Actor,
  transporter: Actor,
  rows: { amount: number; status: 'DELIVERED' | 'IN_TRANSIT' | 'CANCELLED' | 'PENDING_PICKUP' }[],
) {
  for (const row of rows) {
    const id = await makeShipment(t, { owner, transporter, amount: row.amount });
    await setShipment(t.db, id, { status: row.status });
  }
}

describe('GET /api/profile/stats', () => {
  it('gives a transporter its deliveries, completed, success rate and 80% of what was delivered', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const transporter = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, transporter, [
      { amount: 10_000, status: 'DELIVERED' },
      { amount: 2_500.5, status: 'DELIVERED' },
      { amount: 7_000, status: 'IN_TRANSIT' },
      { amount: 9_000, status: 'CANCELLED' },
    ]);

    const res = await stats(transporter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role: 'transporter',
      totalDeliveries: 3,
      completed: 2,
      successRate: 67,
      // 80% of 10,000 and of 2,500.50 (fee 500.10, rounded per shipment)
      totalEarned: 8_000 + 2_000.4,
      rating: { average: null, count: 0 },
    });
  });

  it('gives a cargo owner its shipments, completed, success rate and what it spends', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const transporter = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, transporter, [
      { amount: 12_000, status: 'DELIVERED' },
      { amount: 3_000, status: 'PENDING_PICKUP' },
      { amount: 5_000, status: 'CANCELLED' },
    ]);

    expect((await stats(owner)).json()).toEqual({
      role: 'cargo-owner',
      totalShipments: 2,
      completed: 1,
      successRate: 50,
      totalSpent: 15_000,
      rating: { average: null, count: 0 },
    });
  });

  it('counts only the caller’s own shipments', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const busy = await signUp(t.app, 'transporter');
    await shipmentsBetween(owner, busy, [{ amount: 4_000, status: 'DELIVERED' }]);
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
