import { APP_TIME_ZONE, type DocumentStatus, REQUIRED_DOCUMENT_TYPES } from '@njira/domain';
import { and, asc, desc, eq, inArray, isNull, lt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { carrierDocuments } from '../schema/carrier-documents.ts';
import { users } from '../schema/users.ts';
import { openedBy } from './carrier-document-opens.ts';

export type CarrierDocumentRow = typeof carrierDocuments.$inferSelect;
export type NewCarrierDocumentRow = typeof carrierDocuments.$inferInsert;

/** The required types as SQL literals: constants of ours, so the statement's text never varies. */
const REQUIRED_IN = sql.raw(REQUIRED_DOCUMENT_TYPES.map((t) => `'${t}'`).join(', '));

/**
 * Whether the user whose id is `userId` (a column or a value) is a verified carrier: every
 * required type has an approved document whose expiry day is today or later in Lusaka. The one
 * definition (ADR 026), here and used by every read that shows the badge (bids, shipments, profiles) and by the bid
 * rule; an index scan of the transporter's approved documents (`carrier_documents_verified_idx`).
 */
export function carrierVerified(userId: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`((select count(distinct d.type) from ${carrierDocuments} d
    where d.transporter_id = ${userId} and d.status = 'approved'
      and d.type in (${REQUIRED_IN})
      and d.expires_on >= (now() at time zone ${sql.raw(`'${APP_TIME_ZONE}'`)})::date) = ${sql.raw(String(REQUIRED_DOCUMENT_TYPES.length))})`;
}

/** Whether the user is verified now (the bid rule reads it in the bid's transaction). */
export async function isCarrierVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: carrierVerified(userId) }).from(sql`(select 1) as one`);
  return row?.verified === true;
}

export async function insertDocument(db: DbOrTx, values: NewCarrierDocumentRow): Promise<CarrierDocumentRow> {
  const [row] = await db.insert(carrierDocuments).values(values).returning();
  if (!row) throw new Error('the document was not written');
  return row;
}

/** The transporter's own documents, newest first. */
export function listOwnDocuments(db: DbOrTx, transporterId: string): Promise<CarrierDocumentRow[]> {
  return db
    .select()
    .from(carrierDocuments)
    .where(eq(carrierDocuments.transporterId, transporterId))
    .orderBy(desc(carrierDocuments.createdAt), desc(carrierDocuments.id));
}

/** Whose documents a read may touch: one transporter's, or every one (admins). */
export type DocumentScope = { transporterId: string } | 'all';

/** One document, if the scope may see it. */
export async function findDocument(
  db: DbOrTx,
  scope: DocumentScope,
  id: string,
): Promise<CarrierDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(carrierDocuments)
    .where(
      and(
        eq(carrierDocuments.id, id),
        scope === 'all' ? undefined : eq(carrierDocuments.transporterId, scope.transporterId),
      ),
    )
    .limit(1);
  return row;
}

/** Deletes the transporter's own document while it is pending or rejected; the deleted row. */
export async function deleteOwnDocument(
  db: DbOrTx,
  transporterId: string,
  id: string,
): Promise<CarrierDocumentRow | undefined> {
  const [row] = await db
    .delete(carrierDocuments)
    .where(
      and(
        eq(carrierDocuments.id, id),
        eq(carrierDocuments.transporterId, transporterId),
        inArray(carrierDocuments.status, ['pending', 'rejected']),
      ),
    )
    .returning();
  return row;
}

/** The admins' queue: documents of one status, oldest first, with who sent them. */
export function listDocumentsByStatus(db: DbOrTx, status: DocumentStatus, limit: number, offset: number) {
  return db
    .select({
      document: carrierDocuments,
      transporter: { id: users.id, fullName: users.fullName, companyName: users.companyName },
    })
    .from(carrierDocuments)
    .innerJoin(users, eq(users.id, carrierDocuments.transporterId))
    .where(eq(carrierDocuments.status, status))
    .orderBy(asc(carrierDocuments.createdAt), asc(carrierDocuments.id))
    .limit(limit)
    .offset(offset);
}

export async function countDocumentsByStatus(db: DbOrTx, status: DocumentStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(carrierDocuments)
    .where(eq(carrierDocuments.status, status));
  return row?.n ?? 0;
}

/**
 * A pending document approved or rejected, in one conditional update; undefined when not pending,
 * or (for an approval) when the reviewer has not opened its file (`openedBy`).
 */
export async function reviewPendingDocument(
  db: DbOrTx,
  id: string,
  review: { status: 'approved' | 'rejected'; reason: string | null; reviewerId: string; at: Date },
): Promise<CarrierDocumentRow | undefined> {
  const [row] = await db
    .update(carrierDocuments)
    .set({
      status: review.status,
      rejectionReason: review.reason,
      reviewedBy: review.reviewerId,
      reviewedAt: review.at,
    })
    .where(
      and(
        eq(carrierDocuments.id, id),
        eq(carrierDocuments.status, 'pending'),
        review.status === 'approved' ? openedBy(id, review.reviewerId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Approved documents whose last valid day is before `today`, marked expired; the rows marked. */
export function expireDocuments(db: DbOrTx, today: string): Promise<CarrierDocumentRow[]> {
  return db
    .update(carrierDocuments)
    .set({ status: 'expired' })
    .where(and(eq(carrierDocuments.status, 'approved'), lt(carrierDocuments.expiresOn, today)))
    .returning();
}

/**
 * Approved documents expiring on or before `until` that still have a warning to get, locked (a
 * concurrent run skips them): one warning per document and threshold.
 */
export function approvedExpiringBy(db: DbOrTx, until: string): Promise<CarrierDocumentRow[]> {
  return db
    .select()
    .from(carrierDocuments)
    .where(
      and(
        eq(carrierDocuments.status, 'approved'),
        lte(carrierDocuments.expiresOn, until),
        isNull(carrierDocuments.warned7At),
      ),
    )
    .orderBy(asc(carrierDocuments.expiresOn), asc(carrierDocuments.id))
    .for('update', { skipLocked: true });
}

export async function markWarned(db: DbOrTx, id: string, days: 30 | 7, at: Date): Promise<void> {
  await db
    .update(carrierDocuments)
    .set(days === 30 ? { warned30At: at } : { warned7At: at })
    .where(eq(carrierDocuments.id, id));
}
