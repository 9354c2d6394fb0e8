import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, LOG_REDACT } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin } from './features/auth/admin-account.ts';
import { jwtSecretFor } from './lib/secrets.ts';
import { seedDemo } from './seed/seed-demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.LOG_LEVEL, redact: { paths: LOG_REDACT, censor: '[redacted]' } });

  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
    url = embedded.url;
  }
  const { db, pool } = createDb(url);
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

  const webRoot = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist');
  const app = await buildApp({
    config,
    db,
    jwtSecret: await jwtSecretFor(config.DATA_DIR, config.JWT_SECRET),
    loggerInstance: log,
    webRoot,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close();
      await pool.end();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    log.error({ err }, `could not listen on ${config.HOST}:${config.PORT}`);
    await pool.end();
    await embedded?.stop();
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
