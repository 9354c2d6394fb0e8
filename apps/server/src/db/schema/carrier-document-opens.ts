import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carrierDocuments } from './carrier-documents.ts';
import { users } from './users.ts';

/**
 * An admin's first fetch of a document's file (issue 40): an admin approves only a document it has
 * opened. Written when the file is served to the admin, read by the approval's conditional update.
 */
export const carrierDocumentOpens = pgTable(
  'carrier_document_opens',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => carrierDocuments.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.adminId] })],
);
