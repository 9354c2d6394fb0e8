import { type DeliveryCity, escrowReleasedLines, lastMonthsKeys, type PickupCity } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { type Actor, makeAdmin, signUp } from '../../../../test/factories.ts';
import {
  makeShipment,
  patchShipment,
  placeBid,
  postLoad,
  setQuote,
  setShipment,
} from '../../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { shipments } from '../../../db/schema/shipments.ts';
import { postEntry } from '../../ledger/ledger.ts';
import { releaseKey } from '../../payments/release.ts';

/**
 * A platform whose every admin figure is known (issue 12): ten loads, six shipments, eight bids,
 * three transactions (delivered, escrow released) in three different months, one rating. Each admin
 * test file builds its own.
 */
export interface KnownPlatform {
  t: TestContext;
  admin: Actor;
  ownerA: Actor;
  ownerB: Actor;
  carrierX: Actor;
  carrierY: Actor;
  /** The trend's months, oldest first: m[5] is this Lusaka month, m[4] the last one. */
  m: string[];
  /** Shipments s1–s6. */
  s: Record<string, string>;
  /** The open loads q7–q10. */
  q: Record<string, string>;
}

/** Noon UTC on the 15th of a 'YYYY-MM' month. */
export const midMonth = (key: string) => new Date(`${key}-15T12:00:00Z`);

export async function ok(p: Promise<{ statusCode: number; body: string }>) {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(res.body);
}

/**
 * The escrow of a delivered shipment released (80/20) at a past instant, as the release leaves the
 * ledger: a history the API cannot write (it stamps "now"), and no payout, so no provider call.
 */
export async function releaseAt(db: Db, shipmentId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId));
    if (!row) throw new Error(`no shipment ${shipmentId} to release`);
    await postEntry(tx, {
      kind: 'escrow_released',
      idempotencyKey: releaseKey(shipmentId),
      shipmentId,
      memo: 'escrow released (test set-up)',
      lines: escrowReleasedLines(shipmentId, row.transporterId, row.amountNgwee),
      createdAt: at,
    });
  });
}

const lane = (fromLocation: PickupCity, toLocation: DeliveryCity) => ({ fromLocation, toLocation });

export async function buildKnownPlatform(): Promise<KnownPlatform> {
  const t = await createTestApp();
  const [ownerA, ownerB, carrierX, carrierY] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Copperbelt Minerals', fullName: 'Natasha Phiri' }),
    signUp(t.app, 'cargo-owner', { companyName: 'Southern Grain' }),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers Ltd', fullName: 'Chanda Mulenga' }),
    signUp(t.app, 'transporter', { companyName: 'Kafue Logistics' }),
  ]);
  const admin = await makeAdmin(t.app, t.db);
  const m = lastMonthsKeys(6);

  // Six shipments (one bid each). Kitwe → Lusaka and Ndola → Lusaka tie on two shipments; Ndola's
  // carry more money, so only the route name puts Kitwe first.
  const s1 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 10_000,
    load: lane('Kitwe', 'Lusaka'),
  });
  const s2 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 5_000,
    load: lane('Kitwe', 'Lusaka'),
  });
  const s3 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierX,
    amount: 8_000,
    load: lane('Ndola', 'Lusaka'),
  });
  const s4 = await makeShipment(t, {
    owner: ownerA,
    transporter: carrierY,
    amount: 9_000,
    load: lane('Ndola', 'Lusaka'),
  });
  const s5 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierY,
    amount: 3_000,
    load: lane('Chipata', 'Lusaka'),
  });
  const s6 = await makeShipment(t, {
    owner: ownerB,
    transporter: carrierY,
    amount: 4_000.05,
    load: lane('Chingola', 'Kitwe'),
  });
  for (const id of [s1, s2, s3]) await ok(patchShipment(t, carrierX, id, { status: 'DELIVERED' }));
  await ok(patchShipment(t, carrierY, s4, { status: 'IN_TRANSIT' }));
  await ok(t.app.inject({ method: 'DELETE', url: `/api/shipments/${s5}`, headers: ownerB.auth }));
  await setShipment(t.db, s2, { completedAt: midMonth(m[4] as string) });
  await setShipment(t.db, s3, {
    completedAt: midMonth(m[2] as string),
    createdAt: midMonth(m[2] as string),
  });
  // Revenue is what escrow released (ADR 021): the three deliveries, released in three months.
  await releaseAt(t.db, s1, new Date());
  await releaseAt(t.db, s2, midMonth(m[4] as string));
  await releaseAt(t.db, s3, midMonth(m[2] as string));

  // Four open loads: two bids on the agricultural one; a blank and an 'other' type both count as Other.
  const q7 = await postLoad(t, ownerA, { cargoType: 'agricultural', cargoDescription: 'Maize in bags' });
  const q8 = await postLoad(t, ownerA, { cargoType: 'other', cargoDescription: 'Crates' });
  const q9 = await postLoad(t, ownerA, { cargoType: 'food', cargoDescription: 'Cooking oil' });
  const q10 = await postLoad(t, ownerA, { cargoType: 'mining', cargoDescription: 'Manganese' });
  await placeBid(t, carrierX, q7, { amount: 11_000 });
  await placeBid(t, carrierY, q7, { amount: 10_500 });
  await setQuote(t.db, q10, { cargoType: '', createdAt: midMonth(m[3] as string) });

  // One rating, so a user's rating is not always empty.
  const rated = await t.app.inject({
    method: 'POST',
    url: `/api/shipments/${s1}/rating`,
    headers: ownerA.auth,
    payload: { stars: 4 },
  });
  if (rated.statusCode !== 201 && rated.statusCode !== 200) throw new Error(rated.body);
  return {
    t,
    admin,
    ownerA,
    ownerB,
    carrierX,
    carrierY,
    m,
    s: { s1, s2, s3, s4, s5, s6 },
    q: { q7, q8, q9, q10 },
  };
}
