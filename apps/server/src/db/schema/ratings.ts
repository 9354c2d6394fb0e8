import { MAX_STARS, MIN_STARS, RATING_COMMENT_MAX } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/**
 * One party of a delivered shipment rating the other: the owner its transporter, the transporter
 * its owner. One row per (shipment, rater), final once written; the unique constraint settles two
 * racing submissions. The ratee's `rating_sum`/`rating_count` on `users` move in the same
 * transaction, so averages are read without aggregating this table.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ratings_shipment_rater_unique').on(t.shipmentId, t.raterId),
    check(
      'ratings_stars_check',
      sql`${t.stars} between ${sql.raw(String(MIN_STARS))} and ${sql.raw(String(MAX_STARS))}`,
    ),
    check(
      'ratings_comment_length_check',
      sql`${t.comment} is null or char_length(${t.comment}) <= ${sql.raw(String(RATING_COMMENT_MAX))}`,
    ),
    check('ratings_not_self_check', sql`${t.raterId} <> ${t.rateeId}`),
  ],
);
