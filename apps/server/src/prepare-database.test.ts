import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { insertUser } from './db/queries/users.ts';
import { quotes } from './db/schema/quotes.ts';
import { userTwoFactor } from './db/schema/two-factor.ts';
import { users } from './db/schema/users.ts';
import { TOTP_SEAL_PURPOSE } from './features/auth/two-factor-reseal.ts';
import { SecretBox } from './lib/secret-box.ts';
import { SECRETS_KEY_FILE, SECRETS_KEY_MISMATCH } from './lib/secrets-key.ts';
import { TokenService } from './lib/tokens.ts';
import { prepareDatabase, type ServerKeys } from './prepare-database.ts';
import { buildDemoMarketplace } from './seed/seed-demo.ts';

/**
 * Issue 25, items 8 and 9: instances started at the same moment on one fresh database all come up,
 * with one set of migrations, one demo marketplace, one ADMIN_EMAIL account and one signing key.
 */
const INSTANCES = 5;
const name = `njira_t_${randomBytes(6).toString('hex')}`;
const adminUrl = new URL(inject('pgAdminUrl'));
const pools: { db: Db; close: () => Promise<void> }[] = [];
/** The instances' DATA_DIR: where the generated SECRETS_KEY is kept (ADR 032). */
const dataDir = mkdtempSync(path.join(tmpdir(), 'njira-prepare-'));
const otherDataDir = mkdtempSync(path.join(tmpdir(), 'njira-other-'));
let keys: ServerKeys;
const log = pino({ level: 'silent' });
const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: new URL(`/${name}`, adminUrl).toString(), ...env });

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
  for (const dir of [dataDir, otherDataDir]) rmSync(dir, { recursive: true, force: true });
});

describe('five instances started at once on one fresh database', () => {
  it('all prepare it without an error; one marketplace, one admin, one signing key', async () => {
    const config = configWith({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'ops@njira.test',
      ADMIN_PASSWORD: 'Str0ng!Passw0rd-for-ops',
    });
    for (let i = 0; i < INSTANCES; i++) pools.push(createDb(config.DATABASE_URL as string, 4));

    const prepared = await Promise.all(pools.map(({ db }) => prepareDatabase(db, config, log)));
    const secrets = prepared.map((k) => k.jwtSecret);

    expect(new Set(secrets).size).toBe(1);
    expect(new Set(prepared.map((k) => k.secretsKey)).size).toBe(1);
    keys = prepared[0] as ServerKeys;
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
    expect(await prepareDatabase(db, config, log)).toEqual(keys);
  }, 120_000);
});

describe('the key the stored secrets are sealed with (issue 40, ADR 032)', () => {
  const db = () => pools[0]?.db as Db;

  it('is generated into DATA_DIR/secrets-key, readable by the server only, and is not in the database', async () => {
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(keys.secretsKey);
    const dump = await db().execute<{ row: string }>(sql`select s::text as row from server_secrets s`);
    for (const { row } of dump.rows) expect(row).not.toContain(keys.secretsKey);
  });

  it('is SECRETS_KEY when set; an instance with another key refuses to start', async () => {
    const other = configWith({ DATA_DIR: otherDataDir });
    await expect(prepareDatabase(db(), other, log)).rejects.toThrow(SECRETS_KEY_MISMATCH);
    const configured = configWith({ DATA_DIR: '/tmp/njira-unused', SECRETS_KEY: keys.secretsKey });
    expect(await prepareDatabase(db(), configured, log)).toEqual(keys);
  });

  it('reseals the secrets an earlier version sealed with the signing key kept in the database', async () => {
    const user = await insertUser(db(), {
      email: 'two-factor@njira.test',
      passwordHash: 'not used',
      fullName: 'Chipo Banda',
      companyName: 'Banda Haulage',
      phoneNumber: '+260 97 765 4321',
      role: 'transporter',
    });
    const old = new SecretBox(keys.jwtSecret, TOTP_SEAL_PURPOSE, 'v1');
    await db()
      .insert(userTwoFactor)
      .values({
        userId: user.id,
        secret: old.seal('JBSWY3DPEHPK3PXP'),
        pendingSecret: old.seal('KRSXG5CTMVRXEZLU'),
      });

    await prepareDatabase(db(), configWith({ DATA_DIR: dataDir }), log);

    const [row] = await db().select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    const box = new SecretBox(keys.secretsKey, TOTP_SEAL_PURPOSE);
    expect(box.open(row?.secret ?? '')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(row?.pendingSecret ?? '')).toBe('KRSXG5CTMVRXEZLU');
    // Nothing the database holds opens them now.
    expect(new SecretBox(keys.jwtSecret, TOTP_SEAL_PURPOSE).open(row?.secret ?? '')).toBeNull();
    expect(old.open(row?.secret ?? '')).toBeNull();
  });
});
