import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');

/**
 * Builds the server with the real build script into a private tree shaped like the repository
 * (dist beside drizzle, node_modules above), so the tests run the shipped bundle without touching
 * apps/server/dist, which `npm start` and the browser tests may be using at the same moment.
 */
export async function buildPrivateServer(): Promise<{ serverJs: string; root: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'njira-ops-build-'));
  const privateServer = path.join(root, 'apps', 'server');
  await mkdir(privateServer, { recursive: true });
  await symlink(path.join(serverDir, 'drizzle'), path.join(privateServer, 'drizzle'));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  if (existsSync(path.join(serverDir, 'node_modules'))) {
    await symlink(path.join(serverDir, 'node_modules'), path.join(privateServer, 'node_modules'));
  }
  const outdir = path.join(privateServer, 'dist');
  const built = spawnSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), '--outdir', outdir], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  return { serverJs: path.join(outdir, 'server.js'), root };
}

/** A data directory the `postgres` system user can traverse (the server runs it as that user under root). */
export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'njira-ops-data-'));
  await chmod(dir, 0o755);
  return dir;
}

export { freePort } from '../../src/db/embedded.ts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  child: ChildProcess;
  dataDir: string;
  port: number;
  baseUrl: string;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<Exit>;
  isRunning: () => boolean;
}

/**
 * Starts `node dist/server.js` as `npm start` does, with a clean environment: only what
 * the test passes, nothing inherited.
 */
export function startServer(
  serverJs: string,
  opts: { dataDir: string; port: number; env?: Record<string, string> },
): RunningServer {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    TMPDIR: os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...opts.env,
  };
  const child = spawn(process.execPath, [serverJs], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => {
    text += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    text += d.toString();
  });
  let running = true;
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  return {
    child,
    dataDir: opts.dataDir,
    port: opts.port,
    baseUrl: `http://127.0.0.1:${opts.port}`,
    output: () => text,
    exited,
    isRunning: () => running,
  };
}

/** Resolves once GET /api/health answers 200; fails early (with the server's output) if it exits. */
export async function waitHealthy(server: RunningServer, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.isRunning()) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** Waits for the process to end by itself, up to `timeoutMs`; the exit and how long it took. */
export async function waitExit(server: RunningServer, timeoutMs: number): Promise<Exit & { ms: number }> {
  const started = Date.now();
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), timeoutMs).unref());
  const exit = await Promise.race([server.exited, timeout]);
  if (!exit) throw new Error(`server still running after ${timeoutMs} ms:\n${server.output()}`);
  return { ...exit, ms: Date.now() - started };
}

/** Sends `signal` and waits for the exit, up to `timeoutMs`. */
export async function stopServer(
  server: RunningServer,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 20_000,
): Promise<Exit & { ms: number }> {
  if (server.isRunning()) server.child.kill(signal);
  return waitExit(server, timeoutMs);
}

/** The pid in DATA_DIR/pg/postmaster.pid, whether or not it is alive. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Like `pgrep -f "postgres -D <dataDir>/pg"`: the postmasters whose command line names this data directory. */
export function postgresProcesses(dataDir: string): number[] {
  const needle = `-D\0${path.join(dataDir, 'pg')}`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  // A backend the postmaster has just forked still shows its parent's command line until it sets
  // its own title: only a process whose parent is not one of them is a postmaster.
  return pids.filter((pid) => !pids.includes(parentOf(pid)));
}

function parentOf(pid: number): number {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/**
 * After a test (even a failed one): kill the servers it started, then stop any PostgreSQL they left
 * behind on their data directories (fast shutdown by pid), then delete the directories.
 */
export async function cleanUp(servers: RunningServer[], dirs: string[]): Promise<void> {
  for (const s of servers) if (s.isRunning()) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid !== null && isAlive(pid)) {
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call to a running server. */
export async function api(
  server: RunningServer,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON; keep the text.
  }
  return { status: res.status, body, headers: res.headers };
}

/** The refresh cookie (`name=value`) a login or signup set. */
export function refreshCookie(res: ApiResult): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('njira_refresh='));
  if (!cookie) throw new Error('no refresh cookie in the response');
  return cookie.split(';')[0] as string;
}
