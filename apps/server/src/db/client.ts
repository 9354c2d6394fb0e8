import { createHash } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { announcerOf } from './announce.ts';
import * as schema from './schema/index.ts';
import { releaseTransactionsOnFailure } from './transaction-release.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: query functions take `Db | Tx` first so they run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// NUMERIC and BIGINT arrive as strings by default; our money columns are bigint ngwee within 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** Longer statements (a seed's or an import's bulk insert) are not worth a plan kept per connection. */
const NAMED_TEXT_LIMIT = 8_000;

/**
 * Every parameterised SELECT (or WITH) runs as a named statement, named by its text: PostgreSQL
 * parses it once per connection and, once a few runs show a generic plan costs no more than
 * planning each time, stops planning it. The values are parameters either way, so the texts are
 * the code's query shapes, a few hundred at most. Why: planning was most of a read's cost in
 * PostgreSQL — a page of Available Loads is 1.64 ms unnamed and 0.37 ms named (pgbench, 80,000 open
 * loads) — and at the product's load that difference is the cores (ADR 010, 'Measured'). Writes
 * are planned in a fraction of that and stay unnamed.
 */
class NamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that dies while checked out between two statements (the database was killed or
    // restarted mid-transaction) emits 'error' with no query to take it; unheard, that would end the
    // process. Its next statement fails, the request answers 503, and the pool drops the client.
    this.on('error', () => {});
  }

  override query(...args: unknown[]): never {
    const [config] = args;
    if (isPlannedRead(config)) args[0] = { ...config, name: statementName(config.text) };
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

function isPlannedRead(config: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name } = config as pg.QueryConfig;
  return (
    typeof text === 'string' &&
    name === undefined &&
    text.length < NAMED_TEXT_LIMIT &&
    /^\s*(select|with)\b/i.test(text) &&
    // One statement only: a prepared statement cannot hold several.
    !/;\s*\S/.test(text)
  );
}

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * The database handle on a pool of `max` connections. `close` sends the announcements still
 * waiting (`announce.ts`), then ends the pool.
 */
export function createDb(url: string, max = 10): { db: Db; close: () => Promise<void> } {
  releaseTransactionsOnFailure();
  const pool = new pg.Pool({ connectionString: url, max, Client: NamedStatementClient });
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
