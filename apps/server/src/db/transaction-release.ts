import { sql, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';

type Work = (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<unknown>;
interface SessionInternals {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * drizzle-orm 0.45's `NodePgSession.transaction` checks a client out of the pool and sends `begin`
 * before its try/finally: when `begin` fails (the database was killed or is restarting) the client is
 * never given back. Each such failure took one of the pool's connections for good; after a database
 * crash under load the pool ran dry and every request waited (issue 25). This is the same method
 * with the checkout inside the `finally`, and a client whose connection failed released as broken
 * (the pool closes it instead of handing it out again). Applied once, when the pool is made.
 */
export function releaseTransactionsOnFailure(): void {
  const proto = NodePgSession.prototype as unknown as {
    transaction: (this: SessionInternals, work: Work, config?: unknown) => Promise<unknown>;
    fixed?: true;
  };
  if (proto.fixed) return;
  const original = proto.transaction;
  proto.fixed = true;
  proto.transaction = async function transaction(this: SessionInternals, work, config) {
    // Nested (a client already) or with settings (isolation level; none in this code): as drizzle does.
    if (!(this.client instanceof pg.Pool) || config) return original.call(this, work, config);
    const client = await this.client.connect();
    let broken: Error | undefined;
    try {
      const session = new NodePgSession(client, this.dialect, this.schema, this.options);
      const tx = new NodePgTransaction(this.dialect, session, this.schema);
      try {
        await tx.execute(sql`begin`);
      } catch (err) {
        broken = err instanceof Error ? err : new Error(String(err));
        throw err;
      }
      try {
        const result = await work(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((err: unknown) => {
          broken = err instanceof Error ? err : new Error(String(err));
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}
