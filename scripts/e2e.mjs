// `npm run test:e2e` (and the last tier of `npm test`): the browser journeys in real Chromium against
// the built app on a fresh database.
//   1. find Chromium (CHROME_PATH or /usr/bin/chromium; as root on Debian, install it with apt-get)
//   2. build what is missing or stale
//   3. start the built server on a free port and an empty temp DATA_DIR, demo data seeded
//   4. run e2e/**/*.e2e.ts with Vitest, stop the server, remove the temp dir, exit with Vitest's status
// Usage: node scripts/e2e.mjs [--report=<json file>] [vitest filters or options...]
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { chromiumPath, freePort, isolatedServerEnv, serverArgs } from './local.mjs';

const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const CHROMIUM_MISSING =
  'Chromium is required for the browser tests: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.';

const started = Date.now();
const argv = process.argv.slice(2);
const reportArg = argv.find((a) => a.startsWith('--report='));
const vitestExtra = argv.filter((a) => a !== reportArg);

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The Chromium to drive; installs the Debian package when we may, never downloads a browser. */
function findChromium() {
  const wanted = chromiumPath();
  if (existsSync(wanted)) return wanted;
  const canInstall =
    !process.env.CHROME_PATH &&
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    onPath('apt-get');
  if (canInstall) {
    console.log(
      'Chromium is missing; installing the Debian package: apt-get update && apt-get install -y chromium',
    );
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync(wanted)) return wanted;
  }
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------

const chromePath = findChromium();
buildIfNeeded();

// The embedded PostgreSQL runs as the `postgres` system user when we are root: it must be able to
// traverse the data dir.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'njira-e2e-data-'));
chmodSync(dataDir, 0o755);
// The server gets its own copy of the web build: others may rebuild apps/web/dist while the
// journeys run, and a server started on the old file list would answer 404 for the new assets.
const webDist = path.join(dataDir, 'web');
try {
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

let serverOutput = '';
const serverStarted = Date.now();
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: isolatedServerEnv({ port, dataDir, WEB_DIST: webDist }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverExited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
let serverGone = false;
void serverExited.then(() => {
  serverGone = true;
});
for (const stream of [server.stdout, server.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    serverOutput += chunk;
  });
}

/** A kill -9 leaves the server's PostgreSQL child running; it is ours, so stop it by its pid. */
function stopOrphanPostgres() {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // Already gone.
  }
}

let cleanedUp = false;
async function stopServerAndClean() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (!serverGone) {
    server.kill('SIGTERM');
    const stopped = await Promise.race([serverExited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
    if (!stopped) {
      console.error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it.`);
      server.kill('SIGKILL');
      await serverExited;
      stopOrphanPostgres();
      await sleep(1000);
    }
  }
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

let vitest = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    vitest?.kill(signal);
    void stopServerAndClean().finally(() => process.exit(130));
  });
}

async function waitForHealth() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverGone) return false;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  return false;
}

console.log(`Starting the server on ${baseUrl} (data in ${dataDir})…`);
if (!(await waitForHealth())) {
  console.error(
    serverGone
      ? 'The server exited before answering GET /api/health. Its output:'
      : `GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s. The server's output:`,
  );
  console.error(serverOutput || '(none)');
  await stopServerAndClean();
  process.exit(1);
}
console.log(
  `Server ready after ${((Date.now() - serverStarted) / 1000).toFixed(1)} s; running the browser journeys.`,
);

// The JSON report: where --report= says, else a temp file (kept; Vitest prints its path).
const report = reportArg
  ? path.resolve(reportArg.slice('--report='.length))
  : path.join(mkdtempSync(path.join(os.tmpdir(), 'njira-e2e-report-')), 'e2e.json');
mkdirSync(path.dirname(report), { recursive: true });
// Screenshots of this run only (git-ignored; for people to look at).
rmSync(path.join(root, 'e2e/.artifacts'), { recursive: true, force: true });
vitest = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'e2e/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...vitestExtra,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROME_PATH: chromePath },
  },
);
const status = await new Promise((resolve) =>
  vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
);

if (serverGone) {
  console.error('The server stopped while the tests ran. Its output:');
  console.error(serverOutput || '(none)');
} else if (status !== 0 && serverOutput.trim()) {
  console.error('Server output during the run (LOG_LEVEL=warn):');
  console.error(serverOutput);
}
await stopServerAndClean();
console.log(`Browser journeys finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exit(status);
