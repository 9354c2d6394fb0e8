import type { DisputeSide } from '@njira/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { disputePhotos } from '../schema/dispute-photos.ts';
import { shipmentDisputes } from '../schema/shipment-disputes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import type { DisputeRow } from './disputes.ts';
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

const opener = alias(users, 'dispute_opener');
const answerer = alias(users, 'dispute_answerer');

/** A dispute with the companies that opened and answered it. */
export interface DisputeWithNames {
  dispute: DisputeRow;
  openedByName: string;
  answeredByName: string | null;
}

/**
 * The shipment's dispute its parties see: the open one, else the latest resolved. The shipment is
 * read through the caller's scope in the same `where`, so another's shipment has none.
 */
export async function findShipmentDispute(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
): Promise<DisputeWithNames | undefined> {
  const [row] = await db
    .select({
      dispute: shipmentDisputes,
      openedByName: opener.companyName,
      answeredByName: answerer.companyName,
    })
    .from(shipmentDisputes)
    .innerJoin(shipments, eq(shipments.id, shipmentDisputes.shipmentId))
    .innerJoin(opener, eq(opener.id, shipmentDisputes.openedBy))
    .leftJoin(answerer, eq(answerer.id, shipmentDisputes.answeredBy))
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), shipmentScopeCondition(scope)))
    .orderBy(sql`${shipmentDisputes.resolvedAt} is null desc`, desc(shipmentDisputes.openedAt))
    .limit(1);
  return row;
}

/** The shipment's open dispute, locked until the transaction ends (the caller holds the shipment's lock). */
export async function lockOpenDispute(tx: DbOrTx, shipmentId: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipmentDisputes)
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), isNull(shipmentDisputes.resolvedAt)))
    .for('update')
    .limit(1);
  return row;
}

/** Writes the answer once: nothing when the dispute was answered or resolved meanwhile. */
export async function recordAnswer(
  tx: DbOrTx,
  disputeId: string,
  values: { answer: string; answeredBy: string },
): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .update(shipmentDisputes)
    .set({ ...values, answeredAt: new Date() })
    .where(
      and(
        eq(shipmentDisputes.id, disputeId),
        isNull(shipmentDisputes.answeredAt),
        isNull(shipmentDisputes.resolvedAt),
      ),
    )
    .returning();
  return row;
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
