import { shipmentSchema } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { findShipmentJson } from '../../db/queries/shipment-detail.ts';
import { findShipment } from '../../db/queries/shipments.ts';
import { userSettings } from '../../db/schema/user-settings.ts';
import { users } from '../../db/schema/users.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { toShipmentDto } from './shipment-dto.ts';

/**
 * The shipment's page is written by PostgreSQL (shipment-detail.ts) to the rules `toShipmentDto`
 * states in TypeScript. These tests hold the two to each other for every kind of viewer and every
 * state a shipment passes through, key for key.
 */
let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;
let strangerOwner: Actor;
let strangerTransporter: Actor;

const callerOf = (a: Actor): Caller => ({ userId: a.user.id, role: a.user.role });

async function expectSameAsDto(actor: Actor, id: string) {
  const caller = callerOf(actor);
  const scope = scopeFor(caller);
  const [json, row] = await Promise.all([
    findShipmentJson(t.db, scope, id, caller.userId),
    findShipment(t.db, scope, id, caller.userId),
  ]);
  if (!row) {
    expect(json).toBeUndefined();
    return undefined;
  }
  const fromSql = JSON.parse(json ?? 'null');
  expect(fromSql).toStrictEqual(JSON.parse(JSON.stringify(toShipmentDto(row, caller.userId))));
  expect(shipmentSchema.strict().safeParse(fromSql).success).toBe(true);
  return fromSql as Record<string, unknown>;
}

let fresh: string;
let delivered: string;
let cancelled: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, strangerOwner, strangerTransporter] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  // The transporter has ratings and hides them; the owner shows its own.
  await t.db.update(users).set({ ratingSum: 14, ratingCount: 3 }).where(eq(users.id, transporter.user.id));
  await t.db.insert(userSettings).values({ userId: transporter.user.id, showRatings: false });

  fresh = await makeShipment(t, { owner, transporter, amount: 12_345.67 });

  delivered = await makeShipment(t, { owner, transporter, amount: 9_999.99 });
  const steps = [
    { driverName: 'Mwila Banda', driverPhone: '+260 977 123456', truckNumber: 'ABC 1234' },
    { status: 'AWAITING_PICKUP', location: 'Kitwe depot', notes: 'Loaded, straps checked' },
    { status: 'IN_TRANSIT', location: 'Kapiri Mposhi' },
    { status: 'DELIVERED', notes: 'Signed for by the stores clerk' },
  ];
  for (const step of steps) {
    const res = await patchShipment(t, transporter, delivered, step);
    expect(res.statusCode).toBe(200);
  }
  const rated = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${delivered}/rating`,
    headers: owner.auth,
    payload: { stars: 4, comment: 'On time, "careful" driver' },
  });
  expect(rated.statusCode).toBe(201);

  cancelled = await makeShipment(t, { owner, transporter });
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/shipments/${cancelled}`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

describe("the shipment's page as PostgreSQL writes it", () => {
  it('equals the DTO for each viewer, in every state, and is not there for strangers', async () => {
    for (const id of [fresh, delivered, cancelled]) {
      for (const actor of [owner, transporter, admin, strangerOwner, strangerTransporter]) {
        await expectSameAsDto(actor, id);
      }
    }
    expect(
      await findShipmentJson(t.db, scopeFor(callerOf(strangerOwner)), fresh, strangerOwner.user.id),
    ).toBe(undefined);
  });

  it('splits the amount as the domain does, and carries the history, the driver and the rating given', async () => {
    const seen = await expectSameAsDto(owner, delivered);
    expect(seen).toMatchObject({
      amount: 9_999.99,
      platformFee: 2_000,
      transporterAmount: 7_999.99,
      driverName: 'Mwila Banda',
      status: 'DELIVERED',
      myRating: { stars: 4, comment: 'On time, "careful" driver' },
    });
    expect(seen?.progressHistory).toHaveLength(4);
    // The transporter hides its ratings from others; its own it sees.
    expect(seen?.transporter).not.toHaveProperty('rating');
    const own = await expectSameAsDto(transporter, delivered);
    expect(own?.transporter).toMatchObject({ rating: { average: 4.5, count: 4 } });
    expect(own?.myRating).toBeNull();
  });
});
