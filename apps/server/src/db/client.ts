import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { announcerOf } from './announce.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: query functions take `Db | Tx` first so they run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// NUMERIC and BIGINT arrive as strings by default; our money columns are bigint ngwee within 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * The database handle on a pool of `max` connections. `close` sends the announcements still
 * waiting (`announce.ts`), then ends the pool.
 */
export function createDb(url: string, max = 10): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db: Db = drizzle(pool, { schema });
  const close = async () => {
    // Announcements of writes that have committed go out before the pool ends.
    await announcerOf(db).idle();
    await pool.end();
  };
  return { db, close };
}
