import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipmentTrackingLinks } from '../schema/shipment-positions.ts';
import { shipments } from '../schema/shipments.ts';
import { shipmentScopeCondition } from './shipments.ts';

/** The shipment a tracking link's owner may make or stop one for: theirs only. */
export async function findOwnedShipment(db: DbOrTx, ownerId: string, shipmentId: string) {
  const [row] = await db
    .select({
      id: shipments.id,
      status: shipments.status,
      completedAt: shipments.completedAt,
      actualDeliveryDate: shipments.actualDeliveryDate,
      updatedAt: shipments.updatedAt,
      link: shipmentTrackingLinks.createdAt,
    })
    .from(shipments)
    .leftJoin(shipmentTrackingLinks, eq(shipmentTrackingLinks.shipmentId, shipments.id))
    .where(and(eq(shipments.id, shipmentId), shipmentScopeCondition({ ownerId })))
    .limit(1);
  return row;
}

/** Makes the shipment's live link this token's (hash), replacing any earlier one. */
export async function putTrackingLink(
  db: DbOrTx,
  values: { shipmentId: string; tokenHash: string; createdBy: string },
): Promise<Date> {
  const [row] = await db
    .insert(shipmentTrackingLinks)
    .values(values)
    .onConflictDoUpdate({
      target: shipmentTrackingLinks.shipmentId,
      set: { tokenHash: values.tokenHash, createdBy: values.createdBy, createdAt: sql`now()` },
    })
    .returning({ createdAt: shipmentTrackingLinks.createdAt });
  if (!row) throw new Error('the tracking link was not stored');
  return row.createdAt;
}

/** Stops the shipment's link, if it has one. */
export async function deleteTrackingLink(db: DbOrTx, shipmentId: string): Promise<void> {
  await db.delete(shipmentTrackingLinks).where(eq(shipmentTrackingLinks.shipmentId, shipmentId));
}

/** The shipment behind a token's hash: the route, its stage and dates, nothing about its parties. */
export async function findTrackedShipment(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: shipments.id,
      status: shipments.status,
      progress: shipments.progress,
      fromLocation: shipments.fromLocation,
      toLocation: shipments.toLocation,
      deliveryDate: shipments.deliveryDate,
      estimatedDeliveryDate: shipments.estimatedDeliveryDate,
      completedAt: shipments.completedAt,
      actualDeliveryDate: shipments.actualDeliveryDate,
      updatedAt: shipments.updatedAt,
    })
    .from(shipmentTrackingLinks)
    .innerJoin(shipments, eq(shipments.id, shipmentTrackingLinks.shipmentId))
    .where(eq(shipmentTrackingLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}
