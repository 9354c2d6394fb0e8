import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An account's two-factor sign-in (issue 27, ADR 024). The TOTP secrets are stored encrypted
 * (AES-256-GCM, `lib/secret-box.ts`): `pendingSecret` between set-up and the first code, `secret`
 * once it is on (`enabledAt`). `lastUsedStep` is the 30-second step of the last code accepted, so a
 * code seen once is never taken again.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
