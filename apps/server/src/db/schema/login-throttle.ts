import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed-login counters per IP and per account, shared by every API instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
