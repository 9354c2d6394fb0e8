import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { EventHubOptions } from '../src/features/events/event-hub.ts';
import type { HttpLimits } from '../src/plugins/connection-limits.ts';

export interface TestContext {
  app: App;
  db: Db;
  /** The test database's URL, for a second app instance on it (see `createInstance`). */
  url: string;
  close: () => Promise<void>;
}

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The tests' SECRETS_KEY (ADR 032): the sealing key, which the database never holds. */
export const TEST_SECRETS_KEY = 'test-secrets-key-kept-outside-the-database';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database and an app on it, for one test file; `webRoot` serves a web build too. */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    webRoot = null,
    events,
    httpLimits,
    payments,
  }: {
    webRoot?: string | null;
    events?: Partial<EventHubOptions>;
    httpLimits?: Partial<HttpLimits>;
    payments?: AppOptions['payments'];
  } = {},
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `njira_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = withDatabase(adminUrl, name);
  const { db, close: closeDb } = createDb(url, 20);
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
    jwtSecret: JWT_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    webRoot,
    ...(events ? { events } : {}),
    ...(httpLimits ? { httpLimits } : {}),
    // Payment checks run when a test calls them (escrow.checkDue), unless it asks for the poller.
    payments: { ...payments, escrow: { pollEveryMs: 0, ...payments?.escrow } },
  });
  await app.ready();

  return {
    app,
    db,
    url,
    close: async () => {
      await app.close();
      await closeDb();
      const a = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * Another server instance on the same database (same secret, own pool and own LISTEN connection),
 * as a second process behind a load balancer would be. Close it before the first context.
 */
export async function createInstance(
  ctx: TestContext,
  { events }: { events?: Partial<EventHubOptions> } = {},
): Promise<{ app: App; close: () => Promise<void> }> {
  const { db, close: closeDb } = createDb(ctx.url, 10);
  const config = loadConfig({ DATA_DIR: '/tmp/njira-unused', NODE_ENV: 'test', OUTBOX_WORKER: 'false' });
  const app = await buildApp({
    config,
    db,
    jwtSecret: JWT_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    ...(events ? { events } : {}),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await closeDb();
    },
  };
}
