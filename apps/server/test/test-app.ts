import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

export interface TestContext {
  app: App;
  db: Db;
  close: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database and an app on it, for one test file; `webRoot` serves a web build too. */
export async function createTestApp(
  env: Record<string, string> = {},
  { webRoot = null }: { webRoot?: string | null } = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `njira_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const { db, pool } = createDb(withDatabase(adminUrl, name), 20);
  await runMigrations(db);
  // The outbox worker runs only in the tests that ask for it (OUTBOX_WORKER: 'true').
  const config = loadConfig({
    DATA_DIR: '/tmp/njira-unused',
    NODE_ENV: 'test',
    OUTBOX_WORKER: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    webRoot,
  });
  await app.ready();

  return {
    app,
    db,
    close: async () => {
      await app.close();
      await pool.end();
      const a = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
