import { DOCUMENT_CONTENT_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@njira/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A transporter's uploaded document (ADR 026). The file is in the document store under
 * `storage_key` (a generated uuid); `original_name` is display text only. Whether the transporter is
 * verified is computed from these rows (`carrierVerified`), never stored.
 */
export const carrierDocuments = pgTable(
  'carrier_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    /** The last day the document is valid (Lusaka's calendar). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    warned30At: timestamp('warned_30_at', { withTimezone: true }),
    warned7At: timestamp('warned_7_at', { withTimezone: true }),
  },
  (t) => [
    check('carrier_documents_type_check', sql`${t.type} in (${list(DOCUMENT_TYPES)})`),
    check('carrier_documents_status_check', sql`${t.status} in (${list(DOCUMENT_STATUSES)})`),
    check('carrier_documents_content_type_check', sql`${t.contentType} in (${list(DOCUMENT_CONTENT_TYPES)})`),
    // A transporter's own list, newest first; and `carrierVerified`: its approved documents by type.
    index('carrier_documents_transporter_idx').on(t.transporterId, t.createdAt.desc()),
    index('carrier_documents_verified_idx')
      .on(t.transporterId, t.type, t.expiresOn)
      .where(sql`${t.status} = 'approved'`),
    // One document of a type waits for review at a time: a second upload is refused, not queued.
    uniqueIndex('carrier_documents_one_pending')
      .on(t.transporterId, t.type)
      .where(sql`${t.status} = 'pending'`),
    // The admins' queue (oldest first per status) and the daily job's scan of approved documents.
    index('carrier_documents_status_created_idx').on(t.status, t.createdAt),
    index('carrier_documents_status_expires_idx').on(t.status, t.expiresOn),
  ],
);
