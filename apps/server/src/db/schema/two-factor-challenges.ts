import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The login's code steps under way (issue 40, ADR 024 as amended by ADR 032): one row per right
 * password of an account with two-factor on. `id` is the signed challenge's `jti`. A challenge is
 * used once (`usedAt`), takes 5 wrong codes (`failures`), and holds a mark of the password it was
 * won with (an HMAC of its hash under SECRETS_KEY): a password changed since stops it.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordMark: text('password_mark').notNull(),
    failures: smallint('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);
