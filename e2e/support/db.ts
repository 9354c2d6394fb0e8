import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { env } from './env.ts';

/**
 * The server's embedded PostgreSQL: the password is kept in DATA_DIR/pg-password, and the port
 * (chosen at start) is line 4 of the postmaster.pid that PostgreSQL writes in its data directory.
 */
async function connectionConfig(): Promise<pg.ClientConfig> {
  const password = (await readFile(path.join(env.dataDir, 'pg-password'), 'utf8')).trim();
  const pid = await readFile(path.join(env.dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No port on line 4 of postmaster.pid:\n${pid}`);
  return { host: '127.0.0.1', port, user: 'njira', password, database: 'njira' };
}

/** The newest mail queued for `email` in the server's outbox, or null. */
export async function latestMailTo(email: string): Promise<string | null> {
  const client = new pg.Client(await connectionConfig());
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      'select body from outbox where to_email = $1 order by created_at desc limit 1',
      [email],
    );
    return rows[0]?.body ?? null;
  } finally {
    await client.end();
  }
}

/** Polls the outbox: the mail is written in the request's transaction, but allow for slow machines. */
export async function waitForMailTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await latestMailTo(email);
    if (body) return body;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${email} reached the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A new admin with the demo admin's password (its hash copied), for journeys about an admin who is
 * not the seeded demo one (signup makes no admins; ADR 024's rule exempts only the demo admin).
 */
export async function makeAdminWithDemoPassword(email: string): Promise<void> {
  const client = new pg.Client(await connectionConfig());
  await client.connect();
  try {
    await client.query(
      `insert into users (email, password_hash, full_name, company_name, phone_number, role)
       select $1, password_hash, 'Natasha Phiri', 'Njira', '+260 211 250 101', 'admin'
       from users where email = 'admin@njira.demo'`,
      [email],
    );
  } finally {
    await client.end();
  }
}
