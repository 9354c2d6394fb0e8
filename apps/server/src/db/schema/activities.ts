import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const ACTIVITY_TYPES = [
  'USER_SIGNED_UP',
  'QUOTE_CREATED',
  'QUOTE_CANCELLED',
  'BID_PLACED',
  'BID_ACCEPTED',
  'SHIPMENT_CREATED',
  'SHIPMENT_UPDATED',
  'SHIPMENT_DELIVERED',
  'SHIPMENT_CANCELLED',
  'SHIPMENT_RATED',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

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
    index('activities_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('activities_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst()),
  ],
);
