import { type Party, shipmentSchema } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { getAs, makeShipment, patchShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { userSettings } from '../../db/schema/user-settings.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The shipment's page for every kind of viewer and every state a shipment passes through: its
 * parties and an admin get exactly the schema's fields, anyone else nothing.
 */
let t: TestContext;
let owner: Actor;
let transporter: Actor;
let admin: Actor;
let strangerOwner: Actor;
let strangerTransporter: Actor;

/** The page as `actor` gets it: checked against the schema, key for key; undefined when refused 404. */
async function pageFor(actor: Actor, id: string) {
  const res = await getAs(t, actor, `/api/shipments/${id}`);
  if (res.statusCode === 404) return undefined;
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(shipmentSchema.strict().safeParse(body).success).toBe(true);
  return body as Record<string, unknown>;
}

let fresh: string;
let delivered: string;
let cancelled: string;
let unpaid: string;

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
  unpaid = await makeShipment(t, { owner, transporter, paid: false });

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

describe('GET /api/shipments/:id for each kind of viewer', () => {
  it('gives its parties each other’s contact while paid and not cancelled, admins always, strangers nothing', async () => {
    for (const id of [fresh, delivered, unpaid, cancelled]) {
      const shared = id === fresh || id === delivered;
      for (const actor of [owner, transporter, admin]) {
        const seen = await pageFor(actor, id);
        const sees = (party: Actor) => shared || actor === admin || actor === party;
        const parties = seen as { cargoOwner: Party; transporter: Party };
        expect(parties.cargoOwner.email, `${actor.user.role} on ${id}`).toBe(
          sees(owner) ? owner.user.email : undefined,
        );
        expect(parties.transporter.phoneNumber).toBe(
          sees(transporter) ? transporter.user.phoneNumber : undefined,
        );
      }
      for (const actor of [strangerOwner, strangerTransporter]) {
        expect(await pageFor(actor, id)).toBeUndefined();
      }
    }
  });

  it('splits the amount as the domain does, and carries the history, the driver and the rating given', async () => {
    const seen = await pageFor(owner, delivered);
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
    const own = await pageFor(transporter, delivered);
    expect(own?.transporter).toMatchObject({ rating: { average: 4.5, count: 4 } });
    expect(own?.myRating).toBeNull();
  });
});
