import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The writes a signed-in caller sent with an `Idempotency-Key` (ADR 022). The row is inserted in
 * the action's own transaction, so it exists exactly when the action committed; the answer is
 * stored right after, and a retry with the same key is answered from here instead of acting again.
 * `fingerprint` is an HMAC (under SECRETS_KEY, ADR 032) of the method, route, path parameters and
 * body without its secret fields: the same key on a different request is refused. Rows are kept a
 * day, at most 200 per user (the oldest go).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the answer is being sent (or when the process died between commit and answer). */
    statusCode: smallint('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
