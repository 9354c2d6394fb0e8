import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Outgoing mail, written in the same transaction as what caused it; a mailer can drain it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_to_created_idx').on(t.toEmail, t.createdAt)],
);
