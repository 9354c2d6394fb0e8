import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { quotes } from './db/schema/quotes.ts';
import { users } from './db/schema/users.ts';
import { TokenService } from './lib/tokens.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildDemoMarketplace } from './seed/seed-demo.ts';

/**
 * Issue 25, items 8 and 9: instances started at the same moment on one fresh database all come up,
 * with one set of migrations, one demo marketplace, one ADMIN_EMAIL account and one signing key.
 */
const INSTANCES = 5;
const name = `njira_t_${randomBytes(6).toString('hex')}`;
const adminUrl = new URL(inject('pgAdminUrl'));
const pools: { db: Db; close: () => Promise<void> }[] = [];

async function onPostgres(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: new URL('/postgres', adminUrl).toString() });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => onPostgres(`create database ${name}`));
afterAll(async () => {
  for (const p of pools) await p.close();
  await onPostgres(`drop database if exists ${name} with (force)`);
});

describe('five instances started at once on one fresh database', () => {
  it('all prepare it without an error; one marketplace, one admin, one signing key', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/njira-unused',
      NODE_ENV: 'test',
      DATABASE_URL: new URL(`/${name}`, adminUrl).toString(),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'ops@njira.test',
      ADMIN_PASSWORD: 'Str0ng!Passw0rd-for-ops',
    });
    const log = pino({ level: 'silent' });
    for (let i = 0; i < INSTANCES; i++) pools.push(createDb(config.DATABASE_URL as string, 4));

    const secrets = await Promise.all(pools.map(({ db }) => prepareDatabase(db, config, log)));

    expect(new Set(secrets).size).toBe(1);
    const db = pools[0]?.db as Db;
    const [people] = await db.select({ n: count() }).from(users);
    expect(people?.n).toBe(buildDemoMarketplace(new Date(), 'unused').users.length + 1);
    expect(await db.select().from(users).where(eq(users.email, 'ops@njira.test'))).toHaveLength(1);
    const [loads] = await db.select({ n: count() }).from(quotes);
    expect(loads?.n).toBeGreaterThan(0);

    // A token signed by any instance is accepted by every other.
    const [first, ...others] = secrets.map((s) => new TokenService(s));
    const token = await first?.sign({ sub: 'someone', role: 'transporter', sid: 'a-session' });
    for (const other of others) expect(await other.verify(token as string)).toMatchObject({ sub: 'someone' });

    // Started again later (a restart, a sixth instance), it finds everything done and the same key.
    expect(await prepareDatabase(db, config, log)).toBe(secrets[0]);
  }, 120_000);
});
