import { DISPUTE_PHOTOS_PER_SIDE, DISPUTE_SIDES } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shipmentDisputes } from './shipment-disputes.ts';
import { users } from './users.ts';

/**
 * A photo of a dispute (issue 39): the owner's evidence (with the dispute or added while it is open)
 * or the transporter's (with its answer). The file is in the documents' store under `photo_key`,
 * re-encoded as a delivery photo is (ADR 027). Each side has slots 1 to 3, so a fourth photo from
 * one side is refused by the database even if two requests race past the service's count.
 */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => shipmentDisputes.id),
    side: text('side', { enum: DISPUTE_SIDES }).notNull(),
    slot: smallint('slot').notNull(),
    photoKey: text('photo_key').notNull(),
    photoBytes: integer('photo_bytes').notNull(),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one photo per slot and side; also the dispute's photos, read by its id.
    uniqueIndex('dispute_photos_slot').on(t.disputeId, t.side, t.slot),
    check('dispute_photos_side_check', sql`${t.side} in ('owner', 'transporter')`),
    check(
      'dispute_photos_slot_check',
      sql`${t.slot} between 1 and ${sql.raw(String(DISPUTE_PHOTOS_PER_SIDE))}`,
    ),
  ],
);
