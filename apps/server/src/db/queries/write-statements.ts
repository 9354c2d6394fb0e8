import { randomUUID } from 'node:crypto';
import type { Column } from 'drizzle-orm';
import type { ActivityInput } from './activities.ts';

/**
 * Pieces of the one-statement writes (acceptance.ts, posting.ts; ADR 010): each inserts a row built
 * in Node with its log entries in one CTE, as a named statement planned once.
 */

/** `"col_a", "col_b"` and `$n::type, $n+1::type` for these columns, parameters from `first` on. */
export function castColumns(columns: Column[], first: number): { names: string; casts: string } {
  return {
    names: columns.map((c) => `"${c.name}"`).join(', '),
    casts: columns.map((c, i) => `$${i + first}::${c.getSQLType()}`).join(', '),
  };
}

/** The values' keys that are set, in order: the column list a statement is written for. */
export function setKeys<T extends object>(values: T): (keyof T)[] {
  return (Object.keys(values) as (keyof T)[]).filter((k) => values[k] !== undefined);
}

/**
 * A named statement per column set (one in practice: a value that is sometimes left out makes a
 * second), written once by `write`.
 */
export function namedFor(
  cache: Map<string, { name: string; text: string }>,
  prefix: string,
  keys: readonly PropertyKey[],
  write: () => string,
): { name: string; text: string } {
  const signature = keys.map(String).join(',');
  let statement = cache.get(signature);
  if (!statement) {
    statement = { name: `${prefix}_${cache.size + 1}`, text: write() };
    cache.set(signature, statement);
  }
  return statement;
}

/** The log entries as one `jsonb_to_recordset($n::jsonb) as a(${ACTIVITY_RECORD})` parameter. */
export const ACTIVITY_RECORD =
  'id uuid, type text, description text, actor_id uuid, actor_name text, quote_id uuid, metadata jsonb, created_at timestamptz';

/**
 * The entries as that parameter, each with an id made here, and the ids: the statement's caller
 * announces them once it has committed (`announceActivities`).
 */
export function activityRecords(activities: ActivityInput[], now: Date): { json: string; ids: string[] } {
  const ids = activities.map(() => randomUUID());
  const json = JSON.stringify(
    activities.map((a, i) => ({
      id: ids[i],
      type: a.type,
      description: a.description,
      actor_id: a.actorId ?? null,
      actor_name: a.actorName,
      quote_id: a.quoteId ?? null,
      metadata: a.metadata ?? {},
      created_at: (a.createdAt ?? now).toISOString(),
    })),
  );
  return { json, ids };
}
