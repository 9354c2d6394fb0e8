import { TRAIL_MAX_POINTS } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipmentPositions } from '../schema/shipment-positions.ts';
import { shipments } from '../schema/shipments.ts';
import type { Scope } from '../scope.ts';
import { shipmentScopeCondition } from './shipments.ts';

export type PositionRow = Pick<
  typeof shipmentPositions.$inferSelect,
  'latitude' | 'longitude' | 'accuracyM' | 'takenAt' | 'receivedAt'
>;

/** What the position rules read of a shipment the scope may see. */
export interface PositionShipment {
  id: string;
  status: string;
  progress: number;
  shareLocation: boolean;
  transporterId: string;
}

const positionShipmentColumns = {
  id: shipments.id,
  status: shipments.status,
  progress: shipments.progress,
  shareLocation: shipments.shareLocation,
  transporterId: shipments.transporterId,
};

/**
 * The shipment, if the scope may see it. `lock` holds the row until the transaction ends: 'share'
 * for a position (a delivery or a sharing switch committed meanwhile waits for the position that
 * read the old state), 'update' for the switch itself (two switches at once queue, not deadlock).
 */
export async function findPositionShipment(
  db: DbOrTx,
  scope: Scope,
  id: string,
  lock?: 'share' | 'update',
): Promise<PositionShipment | undefined> {
  const query = db
    .select(positionShipmentColumns)
    .from(shipments)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Turns sharing on or off on a shipment the scope may see; false when it sees none. */
export async function setShareLocation(
  db: DbOrTx,
  scope: Scope,
  id: string,
  share: boolean,
): Promise<boolean> {
  const rows = await db
    .update(shipments)
    .set({ shareLocation: share })
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

export interface NewPosition {
  id: string;
  shipmentId: string;
  transporterId: string;
  latitude: number;
  longitude: number;
  accuracyM: number;
  takenAt: Date;
}

/**
 * Stores a fix once: the same (shipment, id) again leaves the first row and answers it with
 * `created: false`.
 */
export async function insertPosition(
  db: DbOrTx,
  values: NewPosition,
): Promise<{ row: PositionRow; created: boolean }> {
  const columns = {
    latitude: shipmentPositions.latitude,
    longitude: shipmentPositions.longitude,
    accuracyM: shipmentPositions.accuracyM,
    takenAt: shipmentPositions.takenAt,
    receivedAt: shipmentPositions.receivedAt,
  };
  const [created] = await db
    .insert(shipmentPositions)
    .values(values)
    .onConflictDoNothing()
    .returning(columns);
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select(columns)
    .from(shipmentPositions)
    .where(and(eq(shipmentPositions.shipmentId, values.shipmentId), eq(shipmentPositions.id, values.id)));
  if (!existing) throw new Error('a position conflicted but cannot be read');
  return { row: existing, created: false };
}

type RawPosition = {
  latitude: number;
  longitude: number;
  accuracy_m: number;
  taken_at: Date | string;
  received_at: Date | string;
};

/**
 * A shipment's trail, oldest first, thinned in SQL as `thinTrail` does (at most `max` points evenly
 * spread by index, the first and the last kept), on the shipments the scope may see: another
 * party's shipment reads as no trail at all. Reads the index (shipment_id, taken_at desc) backwards.
 */
export async function readTrail(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
  max: number = TRAIL_MAX_POINTS,
): Promise<PositionRow[]> {
  const visible = shipmentScopeCondition(scope) ?? sql`true`;
  const result = await db.execute<RawPosition & { i: number }>(sql`
    with t as (
      select p.latitude, p.longitude, p.accuracy_m, p.taken_at, p.received_at,
        (row_number() over (order by p.taken_at, p.received_at, p.id) - 1)::int as i
      from ${shipmentPositions} p
      join ${shipments} on ${shipments.id} = p.shipment_id
      where p.shipment_id = ${shipmentId} and ${visible}
    ), c as (select count(*)::int as n from t)
    select t.* from t, c
    where c.n <= ${max}
      or t.i in (
        select round(k * (c.n - 1)::numeric / (${max} - 1))::int from generate_series(0, ${max} - 1) k
      )
    order by t.i`);
  return result.rows.map((r) => ({
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    accuracyM: Number(r.accuracy_m),
    takenAt: new Date(r.taken_at),
    receivedAt: new Date(r.received_at),
  }));
}

/** How many fixes a shipment holds (the tests' "nothing stored"). */
export async function countPositions(db: DbOrTx, shipmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipmentPositions)
    .where(eq(shipmentPositions.shipmentId, shipmentId));
  return row?.n ?? 0;
}
