import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/** A message in a conversation: text only, at most 2,000 characters; a party may report it. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
  },
  (t) => [
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    // A conversation's pages, newest first.
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    // The sender's rate limit: messages in the last minute and day.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
    // The admin's reported conversations.
    index('messages_reported_idx').on(t.conversationId).where(sql`${t.reportedAt} is not null`),
  ],
);
