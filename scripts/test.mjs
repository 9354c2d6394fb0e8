// `npm test`: every tier — domain and web units, the API suite once (on the PostgreSQL at
// TEST_DATABASE_URL when one is reachable, else on the embedded one; the ops tests start whole
// servers on their own embedded databases either way), then the browser journeys on the embedded
// database. Ends with one count line and the elapsed time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const started = performance.now();
const out = mkdtempSync(path.join(os.tmpdir(), 'njira-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const report = path.join(out, `${label.replace(/\W+/g, '-')}.json`);
  const r = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    if (json.numTotalTests === 0) {
      console.error(`${label}: ran no test`);
      failedRuns++;
    }
  } catch {
    console.error(`${label}: no report was written`);
  }
  if (r.status !== 0) failedRuns++;
}

function reachable(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432), timeout: 1500 });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

vitest('unit (domain, web)', ['--project', 'domain', '--project', 'web']);
const external = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await reachable(external)) {
  vitest(`API on external PostgreSQL (${new URL(external).host})`, ['--project', 'server'], {
    NJIRA_TEST_DB: 'external',
    TEST_DATABASE_URL: external,
  });
} else {
  console.log(
    `\n(no PostgreSQL reachable at ${new URL(external).host}: the API suite runs on the embedded one)`,
  );
  vitest('API on embedded PostgreSQL', ['--project', 'server']);
}

console.log('\n=== browser journeys (e2e) ===');
// The journeys' screenshots are for people to look at (`npm run test:e2e` writes them); here they
// cost a minute and a half and nobody opens them. Axe runs on every page either way.
const e2e = spawnSync('node', ['scripts/e2e.mjs', `--report=${path.join(out, 'e2e.json')}`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0' },
});
try {
  const json = JSON.parse(readFileSync(path.join(out, 'e2e.json'), 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  if (json.numTotalTests === 0) failedRuns++;
} catch {
  console.error('e2e: no report was written');
  failedRuns++;
}
if (e2e.status !== 0) failedRuns++;

const elapsed = Math.round((performance.now() - started) / 1000);
console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} in ${Math.floor(elapsed / 60)} m ${String(elapsed % 60).padStart(2, '0')} s`,
);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
