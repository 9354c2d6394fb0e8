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

/**
 * A shipment's fixes, oldest first, on the shipments the scope may see: another party's shipment
 * reads as no fixes at all. Reads the index (shipment_id, taken_at desc) backwards. A trip of a week
 * at the phone's cadence (one every 5 minutes) is about 2,000 small rows; the service thins them.
 */
export async function readPositions(db: DbOrTx, scope: Scope, shipmentId: string): Promise<PositionRow[]> {
  return db
    .select({
      latitude: shipmentPositions.latitude,
      longitude: shipmentPositions.longitude,
      accuracyM: shipmentPositions.accuracyM,
      takenAt: shipmentPositions.takenAt,
      receivedAt: shipmentPositions.receivedAt,
    })
    .from(shipmentPositions)
    .innerJoin(shipments, eq(shipments.id, shipmentPositions.shipmentId))
    .where(and(eq(shipmentPositions.shipmentId, shipmentId), shipmentScopeCondition(scope)))
    .orderBy(shipmentPositions.takenAt, shipmentPositions.receivedAt, shipmentPositions.id);
}

/** How many fixes a shipment holds (the tests' "nothing stored"). */
export async function countPositions(db: DbOrTx, shipmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipmentPositions)
    .where(eq(shipmentPositions.shipmentId, shipmentId));
  return row?.n ?? 0;
}
