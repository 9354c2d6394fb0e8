import type { DisputeSide } from '@njira/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { disputePhotos } from '../schema/dispute-photos.ts';
import { shipmentDisputes } from '../schema/shipment-disputes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { shipmentScopeCondition } from './shipments.ts';

export type DisputePhotoRow = typeof disputePhotos.$inferSelect;

/** A photo as the screens list it: whose side, who added it (the company) and when. */
export interface ListedPhoto {
  id: string;
  disputeId: string;
  side: DisputeSide;
  addedBy: string;
  addedAt: Date;
}

/** How many photos one side has added to a dispute. */
export async function countPhotos(tx: DbOrTx, disputeId: string, side: DisputeSide): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(disputePhotos)
    .where(and(eq(disputePhotos.disputeId, disputeId), eq(disputePhotos.side, side)));
  return row?.n ?? 0;
}

export async function insertPhotos(tx: DbOrTx, values: (typeof disputePhotos.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(disputePhotos).values(values);
}

/** The photos of these disputes, oldest first, with the company that added each. */
export async function photosOf(db: DbOrTx, disputeIds: string[]): Promise<ListedPhoto[]> {
  if (disputeIds.length === 0) return [];
  return db
    .select({
      id: disputePhotos.id,
      disputeId: disputePhotos.disputeId,
      side: disputePhotos.side,
      addedBy: users.companyName,
      addedAt: disputePhotos.addedAt,
    })
    .from(disputePhotos)
    .innerJoin(users, eq(users.id, disputePhotos.addedBy))
    .where(inArray(disputePhotos.disputeId, disputeIds))
    .orderBy(asc(disputePhotos.addedAt), asc(disputePhotos.side), asc(disputePhotos.slot));
}

/**
 * One photo of one of the shipment's disputes, if the scope may see the shipment: the parties' and
 * the admins' (the shipment's scope is in the `where`), nobody else's.
 */
export async function findPhoto(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
  photoId: string,
): Promise<Pick<DisputePhotoRow, 'photoKey' | 'photoBytes'> | undefined> {
  const [row] = await db
    .select({ photoKey: disputePhotos.photoKey, photoBytes: disputePhotos.photoBytes })
    .from(disputePhotos)
    .innerJoin(shipmentDisputes, eq(shipmentDisputes.id, disputePhotos.disputeId))
    .innerJoin(shipments, eq(shipments.id, shipmentDisputes.shipmentId))
    .where(and(eq(disputePhotos.id, photoId), eq(shipments.id, shipmentId), shipmentScopeCondition(scope)))
    .limit(1);
  return row;
}
