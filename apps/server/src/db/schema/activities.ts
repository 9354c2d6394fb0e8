import { ACTIVITY_TYPES, type ActivityType } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GIN_WRITTEN_THROUGH } from './index-options.ts';
import { users } from './users.ts';

/** The list lives in the domain (the admin's filters and counts use it). */
export { ACTIVITY_TYPES, type ActivityType };

/** Append-only audit of every action, written in the same transaction as the action. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    description: text('description').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    quoteId: uuid('quote_id'),
    shipmentId: uuid('shipment_id'),
    metadata: jsonb('metadata')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's Activity Logs, newest first (ties by id), whole or of one type: read in index order.
    index('activities_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activities_type_created_idx').on(
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Its "contains" search over the description and the user it names (queries/admin-activities.ts).
    index('activities_search_idx')
      .using('gin', sql`(${t.description} || chr(31) || ${t.actorName}) gin_trgm_ops`)
      .with(GIN_WRITTEN_THROUGH),
  ],
);
