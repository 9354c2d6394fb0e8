import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance on this database must share, made by the first one that starts: the
 * access tokens' signing key when JWT_SECRET is not set (ADR 002).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
