import type { DbOrTx } from './client.ts';

const byDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement built once per database handle and name, then executed with new parameters: Drizzle
 * then skips rebuilding its SQL on every call, and PostgreSQL plans a named statement once per
 * connection. The name must say everything that changes the SQL text (the scope's kind,
 * the filter's shape); values go in as placeholders.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (name: string) => T): T {
  // PostgreSQL keeps 63 bytes of a name: two longer names alike in those would share one plan.
  if (Buffer.byteLength(name) > 63) throw new Error(`prepared statement name too long: ${name}`);
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
