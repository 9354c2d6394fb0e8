// Small helpers the tooling shares: the start, test, e2e and bench scripts, and the hero renderer.
import net from 'node:net';

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
