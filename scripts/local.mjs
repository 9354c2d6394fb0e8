// Small helpers the tooling shares: the start, test, e2e and bench scripts, and the hero renderer.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

/** A free TCP port on loopback (listen on 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `node`'s arguments to run the built server as `npm start` runs it: `nodeArgs` (a profiler's, a preload's), then the entry. */
export const serverArgs = (...nodeArgs) => [...nodeArgs, path.join(root, 'apps/server/dist/server.js')];

/** The system Chromium (never a downloaded one). */
export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless Chromium on this closed network: no sandbox as root, and no calls home at start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The environment for a throwaway server on a fresh data dir. Nothing from the caller's shell may
 * point it at another database, build, secret or admin: a DATABASE_URL left set would otherwise
 * have the run seed demo data into that database.
 */
export function isolatedServerEnv({ port, dataDir, ...overrides }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    WEB_DIST: '',
    PUBLIC_URL: '',
    JWT_SECRET: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...overrides,
  };
}

/**
 * The built server on a fresh data dir with the demo marketplace, for the benchmarks: resolves once
 * GET /api/health answers (at most two minutes); `stop()` ends it and removes the data dir.
 */
export async function startThrowawayServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'njira-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const server = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: isolatedServerEnv({ port, dataDir }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}
