import { NOTIFICATION_KINDS, type NotificationParams } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { users } from './users.ts';

/**
 * One row per receiver of an action, written in the action's transaction by the trigger on
 * `activities` (migration 0009, ADR 019). The id is also the event id on the stream, so a client
 * that reconnects with `Last-Event-ID` gets what it missed. Kept 90 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The action that caused it; null for a message notification (ADR 025: messages are not logged). */
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    quoteId: uuid('quote_id'),
    shipmentId: uuid('shipment_id'),
    /** Only what this receiver may see (domain notificationMessage() turns it into the text). */
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's page, newest first, and the resume after a Last-Event-ID: read in index order.
    index('notifications_user_id_idx').on(t.userId, t.id.desc()),
    // The unread count.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // What an instance reads when an action's event arrives.
    index('notifications_activity_idx').on(t.activityId),
    // The 90-day purge.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * The cities a transporter has carried loads from or to: its routes, for new-load alerts. Kept by
 * a trigger on `shipments` (migration 0009) and filled from the existing shipments by migration 0008.
 */
export const transporterLanes = pgTable(
  'transporter_lanes',
  {
    city: text('city').notNull(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.city, t.transporterId] })],
);
