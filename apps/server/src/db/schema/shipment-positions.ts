import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/**
 * Where a shipment's truck was (issue 41, item 4), as its transporter's phone reported it. `id` is
 * made on the phone for each fix: the same fix sent twice (a retry, a queue flushed again) meets the
 * primary key (shipment_id, id) and is stored once. Kept with the shipment; read newest first.
 */
export const shipmentPositions = pgTable(
  'shipment_positions',
  {
    id: uuid('id').notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shipment_positions_pkey', columns: [t.shipmentId, t.id] }),
    index('shipment_positions_taken_idx').on(t.shipmentId, t.takenAt.desc()),
    check('shipment_positions_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('shipment_positions_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('shipment_positions_accuracy_check', sql`${t.accuracyM} > 0 and ${t.accuracyM} <= 5000`),
  ],
);

/**
 * A shipment's read-only tracking link for the consignee (issue 41, item 7): one live link per
 * shipment (a new one replaces it), revoked by deleting the row. Only the SHA-256 of the token (hex,
 * `hashToken`) is kept: whoever reads the database cannot open a link. It expires a week after delivery.
 */
export const shipmentTrackingLinks = pgTable('shipment_tracking_links', {
  shipmentId: uuid('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('shipment_tracking_links_token_hash_key'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
