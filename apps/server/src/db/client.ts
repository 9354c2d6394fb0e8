import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { announcerOf } from './announce.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & {
  $client: pg.Pool;
  /**
   * The same database through connections that plan each named statement once (see
   * `genericPlans`); absent on itself and on handles made elsewhere.
   */
  $genericPlans?: Db;
};
/** A transaction handle: query functions take `Db | Tx` first so they run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// NUMERIC and BIGINT arrive as strings by default; our money columns are bigint ngwee within 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

function pool(url: string, max: number, options?: string): pg.Pool {
  const created = new pg.Pool({
    connectionString: url,
    max,
    // A connection, once opened, stays (0: idle ones are never closed): a backend's first
    // statements build its caches and compile the triggers (a first acceptance ~30 ms against ~9 on
    // a warm one), so a pool that shrank in a quiet spell would answer the next burst from cold
    // backends (ADR 010, seventh round).
    idleTimeoutMillis: 0,
    ...(options ? { options } : {}),
  });
  // An idle client losing its connection must not crash the process.
  created.on('error', () => {});
  return created;
}

/**
 * The database handle, on a pool of `max` connections, plus a second pool of at most 10 whose
 * sessions use PostgreSQL's generic plan for every named statement (`plan_cache_mode =
 * force_generic_plan`) and never JIT-compile (a generic plan's cost is estimated without the
 * parameters, high enough to trigger JIT on a 20-row page). PostgreSQL's own choice, `auto`, plans a
 * statement with `LIMIT $n` anew on every call, because its generic estimate assumes a tenth of the
 * table is read; for the hot list pages that planning was ~45% of PostgreSQL's time (ADR 010).
 * Only statements whose plan does not depend on their values belong there (see `genericPlans`).
 * `close` sends the announcements still waiting (`announce.ts`), then ends both pools.
 */
export function createDb(url: string, max = 10): { db: Db; close: () => Promise<void> } {
  const main = pool(url, max);
  const generic = pool(url, Math.min(10, max), '-c plan_cache_mode=force_generic_plan -c jit=off');
  const db: Db = drizzle(main, { schema });
  db.$genericPlans = drizzle(generic, { schema });
  const close = async () => {
    // Announcements of writes that have committed go out before the pool ends.
    await announcerOf(db).idle();
    await Promise.all([main.end(), generic.end()]);
  };
  return { db, close };
}

/**
 * Where to run a named statement whose best plan is the same for any values it is given: a list
 * page of a fixed shape (statuses, bands and the page's order written into its text, only the
 * caller's id, the limit and the offset bound). Not a search (how selective the pattern is decides
 * between the trigram index and the order's), and never inside a transaction: those stay on `db`.
 */
export function genericPlans<T extends DbOrTx>(db: T): T {
  return (('$genericPlans' in db && db.$genericPlans) || db) as T;
}
