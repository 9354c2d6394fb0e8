import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A change of an account's sign-in e-mail (issue 25): it takes effect only once the new address
 * opens its confirmation link (24 hours), and the old address can undo it for 7 days. Both tokens
 * are stored hashed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
