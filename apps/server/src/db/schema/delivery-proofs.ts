import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/**
 * What the driver gave when marking a shipment Delivered (issue 39): who received it, whether the
 * receiver's code matched (else why there was none), the photo (in the document store under
 * `photo_key`, re-encoded), where, and what was unusual. Written once, in the delivery's transaction.
 * A delivery recorded before proofs existed has no row: it is never released by time.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    codeMatched: boolean('code_matched').notNull(),
    noCodeReason: text('no_code_reason'),
    /** Null only for a demo delivery seeded without a photo. */
    photoKey: text('photo_key'),
    photoBytes: integer('photo_bytes'),
    location: text('location'),
    notes: text('notes'),
    unusual: text('unusual').array().notNull().default(sql`'{}'::text[]`),
    deliveredBy: text('delivered_by').notNull(),
    deliveredById: uuid('delivered_by_id').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /** How many of the owner's reminders (24 h, 72 h) a delivery without the code has had. */
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (t) => [
    check('delivery_proofs_code_or_reason', sql`${t.codeMatched} or ${t.noCodeReason} is not null`),
    // The reminder sweep: deliveries without the code, by time.
    index('delivery_proofs_unconfirmed_idx').on(t.deliveredAt).where(sql`not ${t.codeMatched}`),
  ],
);
