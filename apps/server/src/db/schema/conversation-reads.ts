import { bigint, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/**
 * Per party of a conversation: the last message it has read (unread = the other party's messages
 * after it), and when it was last sent an e-mail/SMS digest (at most one per 15 minutes).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
