// `npm run admin:create -- --email E --password P --name N`: the only way, besides the demo seed and
// ADMIN_EMAIL, to make an admin (signup refuses the role). Connects the way the server does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { ensureAdmin } from '../features/auth/admin-account.ts';
import { parseAdminArgs, USAGE } from './admin-args.ts';

export const SERVER_RUNNING =
  'The Njira server is running on this data directory; stop it first or set DATABASE_URL';

/** The pid of a live PostgreSQL holding `dataDir/pg`, or null. */
export function livePostmaster(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, but owned by another user (the `postgres` user when the server runs as root).
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Creates the admin and answers with the exit code: 0 created, 1 anything else. */
export async function adminCreate(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliOutput = { out: console.log, err: console.error },
): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    for (const e of parsed.errors) io.err(e);
    io.err(USAGE);
    return 1;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }

  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    // Starting our own PostgreSQL would stop the server's (db/embedded.ts treats it as an orphan).
    const pid = livePostmaster(config.DATA_DIR);
    if (pid !== null) {
      io.err(`${SERVER_RUNNING} (PostgreSQL pid ${pid} holds ${path.join(config.DATA_DIR, 'pg')}).`);
      return 1;
    }
    embedded = await startEmbeddedPostgres(config.DATA_DIR, pino({ level: 'warn' }, pino.destination(2)));
    url = embedded.url;
  }
  const { db, close } = createDb(url, 2);
  try {
    await runMigrations(db);
    const { created } = await ensureAdmin(db, {
      email: parsed.args.email,
      password: parsed.args.password,
      fullName: parsed.args.name,
    });
    if (!created) {
      io.err(`An account with e-mail ${parsed.args.email} already exists`);
      return 1;
    }
    io.out(`Admin created: ${parsed.args.email}`);
    // ADR 024: the admin screens stay shut until the new admin has turned two-factor sign-in on.
    io.out(
      'At the first sign-in, they turn on two-factor sign-in (an authenticator app) before the admin screens open.',
    );
    return 0;
  } finally {
    await close();
    await embedded?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR (and the default ./data)
  // must mean the directory the command was typed in, as it does for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  adminCreate(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
