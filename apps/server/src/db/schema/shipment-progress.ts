import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/** The shipment's progressHistory: append-only, one row per stage change. */
export const shipmentProgress = pgTable(
  'shipment_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status').notNull(),
    progress: integer('progress').notNull(),
    location: text('location'),
    notes: text('notes'),
    /** Display name of who made the change ('System' for the platform). */
    updatedBy: text('updated_by').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_progress_shipment_idx').on(t.shipmentId, t.createdAt)],
);
