import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Outgoing e-mail and SMS, written in the same transaction as what caused it (a password reset, or
 * a notification whose receiver's settings ask for it); the delivery worker sends each exactly once
 * (features/outbox, ADR 019). A notification's message is rendered from the notification when sent,
 * so its `subject` and `body` are null.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    toEmail: text('to_email'),
    toPhone: text('to_phone'),
    subject: text('subject'),
    body: text('body'),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sends tried so far; the next waits `nextAttemptAt` (back-off), the last gives `failedAt`. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_to_created_idx').on(t.toEmail, t.createdAt),
    // The worker's queue: what is due, oldest first.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check(
      'outbox_address_check',
      sql`(${t.channel} = 'email' and ${t.toEmail} is not null) or (${t.channel} = 'sms' and ${t.toPhone} is not null)`,
    ),
    check('outbox_content_check', sql`${t.notificationId} is not null or ${t.body} is not null`),
  ],
);
