import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.ts';

const byDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement built once per database handle and name, then executed with new parameters: Drizzle
 * then skips rebuilding its SQL on every call, and PostgreSQL plans a named statement once per
 * connection (ADR 010). The name must say everything that changes the SQL text (the scope's kind,
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

const dialect = new PgDialect();

/** A raw SQL statement (one Drizzle's query builder cannot write) prepared like `prepared`'s. */
export interface NamedStatement<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * `prepared` for hand-written SQL: `build` is rendered to text once, with `sql.placeholder(...)` for
 * whatever changes per call, and run as a named statement, so neither Drizzle nor PostgreSQL
 * redoes its work on every call (ADR 010).
 */
export function namedStatement<T>(db: Db, name: string, build: () => SQL): NamedStatement<T> {
  return prepared(db, name, () => {
    const { sql: text, params } = dialect.sqlToQuery(build());
    return {
      execute: async (values) =>
        (
          await db.$client.query<T & Record<string, unknown>>({
            name,
            text,
            values: fillPlaceholders(params, values),
          })
        ).rows,
    };
  });
}
