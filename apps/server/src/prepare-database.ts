import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin } from './features/auth/admin-account.ts';
import { resealTwoFactorSecrets } from './features/auth/two-factor-reseal.ts';
import { jwtSecretFor } from './lib/secrets.ts';
import { checkSecretsKey, secretsKeyFor } from './lib/secrets-key.ts';
import { seedDemo } from './seed/seed-demo.ts';

/** The session-level advisory lock under which one instance at a time prepares the database. */
const PREPARE_LOCK = 0x6e6a6972; // 'njir'

/**
 * Brings the database to what this version serves: its migrations, ADMIN_EMAIL's account, the demo
 * marketplace when asked, the signing secret every instance shares, and the key the stored secrets
 * are sealed with (SECRETS_KEY or DATA_DIR/secrets-key, checked against the database's; ADR 032). Any number of instances may
 * start at once on one database: each does this under one PostgreSQL advisory lock, so the first
 * migrates and seeds and the others find it done (issue 25: two instances started together used to
 * race on the migrations, then on the seed, then on the admin).
 */
export interface ServerKeys {
  /** The access tokens' (and the two-factor challenges') signing key. */
  jwtSecret: string;
  /** The key the stored secrets are sealed with, never written to the database (ADR 032). */
  secretsKey: string;
}

export async function prepareDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<ServerKeys> {
  const lockHolder = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    try {
      return await prepare(db, config, log);
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch((err: Error) => {
        broken = err; // the connection is gone, and the lock with it
      });
    }
  } finally {
    lockHolder.release(broken);
  }
}

async function prepare(db: Db, config: Config, log: FastifyBaseLogger): Promise<ServerKeys> {
  await runMigrations(db);
  log.info('database migrations applied');

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log.info(
      { email: config.ADMIN_EMAIL, created },
      created ? 'admin account created' : 'admin account exists',
    );
  }
  // Demo data: on by default with the embedded database, off with DATABASE_URL unless asked.
  if (config.SEED_DEMO ?? !config.DATABASE_URL) {
    const seeded = await seedDemo(db);
    if (seeded) log.info(seeded, 'demo marketplace seeded');
  }
  const jwtSecret = await jwtSecretFor(db, config.DATA_DIR, config.JWT_SECRET);
  const secretsKey = await secretsKeyFor(config.DATA_DIR, config.SECRETS_KEY);
  await checkSecretsKey(db, secretsKey);
  const resealed = await resealTwoFactorSecrets(db, jwtSecret, secretsKey);
  if (resealed > 0) log.info({ resealed }, 'two-factor secrets resealed with SECRETS_KEY');
  return { jwtSecret, secretsKey };
}
