import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type App, buildApp, LOG_REDACT } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { prepareDatabase } from './prepare-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, redact: { paths: LOG_REDACT, censor: '[redacted]' } });

/** What is up so far; a signal at any moment closes exactly these, newest first. */
const running: { embedded?: EmbeddedDatabase; closeDb?: () => Promise<void>; app?: App } = {};
let closing = false;

async function shutdown(signal: string, code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    log.error('shutdown took over 20 s; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    if (running.app) {
      const app = running.app;
      // close() stops accepting and waits for every connection to end; keep-alive connections that
      // were busy when it began go idle only later, so close those as they go idle.
      const closed = app.close();
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.whenIdle(15_000); // requests in flight finish on a live database
      await closed;
      clearInterval(sweeper);
    }
    await running.closeDb?.();
    await running.embedded?.stop();
  } catch (err) {
    log.error({ err }, 'error while shutting down');
    code = 1;
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal));

async function main(): Promise<void> {
  let url = config.DATABASE_URL;
  if (!url) {
    running.embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
    url = running.embedded.url;
  }
  if (closing) return;
  const { db, close } = createDb(url, config.DATABASE_POOL_SIZE);
  running.closeDb = close;
  const keys = await prepareDatabase(db, config, log);
  if (closing) return;

  const webRoot = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist');
  running.app = await buildApp({ config, db, ...keys, loggerInstance: log, webRoot });
  if (closing) return;
  try {
    await running.app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    log.error({ err }, `could not listen on ${config.HOST}:${config.PORT}`);
    await shutdown('listen failed', 1);
  }
}

main().catch(async (err: unknown) => {
  if (closing) return; // a signal arrived mid-start; shutdown() owns the exit
  log.error({ err }, 'the server could not start');
  await shutdown('start failed', 1);
});
