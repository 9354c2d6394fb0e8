// `npm run bench`: starts the built server on a fresh data dir with the demo marketplace, measures
// request latency under a bounded loopback load, and each route's JavaScript before first paint and own chunk.
// Traffic goes to 127.0.0.1 only; every loop is bounded in count. `--bundles`: the bundle tables only (no server).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startThrowawayServer } from '../scripts/local.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

/**
 * What a route loads before it can paint: the entry with its static imports, then the route's lazy
 * chunk with its static imports (React Router fetches those before rendering). From Vite's manifest.
 */
function routeBundle(routeModules) {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) walk(imp);
  };
  walk('index.html');
  for (const m of routeModules) walk(m);
  return [...files].map((f) => {
    const buf = readFileSync(path.join(dist, f));
    return { file: f, kb: buf.length / 1024, gzipKb: gzipSync(buf, { level: 9 }).length / 1024 };
  });
}

/** The lazy chunk of a route's screen module alone (its own code, without what it shares). */
function ownChunk(routeModule) {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const chunk = manifest[routeModule];
  if (!chunk) throw new Error(`${routeModule} is not in Vite's manifest: has the route moved?`);
  const buf = readFileSync(path.join(dist, chunk.file));
  return { file: chunk.file, kb: buf.length / 1024, gzipKb: gzipSync(buf, { level: 9 }).length / 1024 };
}

const OWN_CHUNK_BUDGET_KB = 50;
/** What every signed-in screen loads first: providers, the role guard and the shells (one chunk). */
const TRANSPORTER_SHELL = ['src/app/app-providers.tsx', 'src/app/guards.ts', 'src/app/dashboard-shells.tsx'];
/** Each route and the modules React Router loads for it (apps/web/src/app/routes.tsx), its screen last. */
const ROUTES = [
  { name: 'Landing page /', modules: ['src/features/landing/landing-page.tsx'], shell: [], budget: 120 },
  {
    name: 'Sign up /signup',
    modules: ['src/app/app-providers.tsx', 'src/features/auth/signup-page.tsx'],
    shell: [],
  },
  ...[
    ['/dashboard/transporter', 'src/features/dashboard/transporter-dashboard-page.tsx'],
    ['/dashboard/transporter/loads', 'src/features/quotes/available-loads-page.tsx'],
    ['/dashboard/transporter/quote/:id', 'src/features/quotes/quote-details-page.tsx'],
    ['/dashboard/transporter/deliveries', 'src/features/shipments/deliveries-page.tsx'],
    ['/dashboard/transporter/shipment/:id', 'src/features/shipments/shipment-details-page.tsx'],
    ['/dashboard/transporter/earnings', 'src/features/earnings/earnings-page.tsx'],
    ['/dashboard/transporter/profile', 'src/features/account/profile-page.tsx'],
    ['/dashboard/transporter/settings', 'src/features/account/settings-page.tsx'],
  ].map(([name, screen]) => ({ name, modules: [...TRANSPORTER_SHELL, screen], shell: TRANSPORTER_SHELL })),
  // The cargo-owner workspace (issue 11): the same providers, guard and shells.
  ...[
    ['/dashboard/cargo-owner', 'src/features/dashboard/cargo-owner-dashboard-page.tsx'],
    ['/dashboard/cargo-owner/post-load', 'src/features/quotes/post-load-page.tsx'],
    ['/dashboard/cargo-owner/quotes', 'src/features/quotes/my-quotes-page.tsx'],
    ['/dashboard/cargo-owner/quote/:id', 'src/features/quotes/owner-quote-details-page.tsx'],
    ['/dashboard/cargo-owner/shipments', 'src/features/shipments/my-shipments-page.tsx'],
    ['/dashboard/cargo-owner/shipment/:id', 'src/features/shipments/owner-shipment-page.tsx'],
    ['/dashboard/cargo-owner/payments', 'src/features/earnings/payments-page.tsx'],
  ].map(([name, screen]) => ({ name, modules: [...TRANSPORTER_SHELL, screen], shell: TRANSPORTER_SHELL })),
  // The admin workspace (issue 12): the same providers, guard and shells, each screen its own chunk.
  ...[
    ['/dashboard/admin', 'src/features/admin/admin-dashboard-page.tsx'],
    ['/dashboard/admin/users', 'src/features/admin/users-page.tsx'],
    ['/dashboard/admin/loads', 'src/features/admin/loads-page.tsx'],
    ['/dashboard/admin/loads/:id', 'src/features/admin/load-details-page.tsx'],
    ['/dashboard/admin/shipments', 'src/features/admin/shipments-page.tsx'],
    ['/dashboard/admin/shipments/:id', 'src/features/admin/shipment-details-page.tsx'],
    ['/dashboard/admin/revenue', 'src/features/admin/revenue-page.tsx'],
    ['/dashboard/admin/analytics', 'src/features/admin/analytics-page.tsx'],
    ['/dashboard/admin/logs', 'src/features/admin/activity-logs-page.tsx'],
  ].map(([name, screen]) => ({ name, modules: [...TRANSPORTER_SHELL, screen], shell: TRANSPORTER_SHELL })),
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(name, base, makeRequest) {
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const res = await makeRequest(base);
      await res.arrayBuffer();
      if (!res.ok) errors++;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    errors,
    rps: Math.round(times.length / seconds),
    p50: percentile(times, 50).toFixed(1),
    p95: percentile(times, 95).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
  };
}

/** Per route: every file before first paint, then one table of totals, what the route adds to its shell, and its own chunk. */
function reportBundles() {
  const summary = [];
  for (const { name, modules, shell, budget } of ROUTES) {
    const bundle = routeBundle(modules);
    console.log(`\n${name}: files loaded before first paint`);
    console.table(bundle.map((r) => ({ file: r.file, kb: r.kb.toFixed(1), gzipKb: r.gzipKb.toFixed(1) })));
    const jsOf = (files) => files.filter((r) => r.file.endsWith('.js')).reduce((sum, r) => sum + r.gzipKb, 0);
    const js = jsOf(bundle);
    console.log(
      `${name}: JavaScript before first paint ${js.toFixed(1)} KB gzip${budget ? ` (budget ${budget} KB)` : ''}`,
    );
    const shared = new Set(routeBundle(shell).map((r) => r.file));
    const added = bundle.filter((r) => !shared.has(r.file));
    const largest = added.filter((r) => r.file.endsWith('.js')).sort((x, y) => y.gzipKb - x.gzipKb)[0];
    const own = ownChunk(modules.at(-1));
    summary.push({
      route: name,
      'JS before paint': js.toFixed(1),
      budget: budget ? `${budget}` : '—',
      'beyond shell': jsOf(added).toFixed(1),
      'largest added chunk': largest
        ? `${largest.file.replace(/^assets\//, '')} ${largest.gzipKb.toFixed(1)}`
        : '—',
      'own chunk': own.gzipKb.toFixed(1),
      'own ≤ 50': own.gzipKb <= OWN_CHUNK_BUDGET_KB ? 'yes' : 'NO',
    });
  }
  console.log(
    `\nPer route, KB gzip: JavaScript before first paint; what it adds to its shell (the entry, or the entry with the signed-in providers, guard and shell); its own chunk (budget ${OWN_CHUNK_BUDGET_KB} KB):`,
  );
  console.table(summary);
}

buildIfNeeded();
if (process.argv.includes('--bundles')) {
  reportBundles();
  process.exit(0);
}
const { base, stop } = await startThrowawayServer();
try {
  const login = async (email) => {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@2026' }),
    });
    return (await r.json()).access_token;
  };
  const transporter = { authorization: `Bearer ${await login('transporter@njira.demo')}` };
  const owner = { authorization: `Bearer ${await login('owner@njira.demo')}` };
  const admin = { authorization: `Bearer ${await login('admin@njira.demo')}` };
  const someQuote = (
    await await fetch(`${base}/api/quotes/active?limit=1`, { headers: transporter }).then((r) => r.json())
  )[0];

  const results = [];
  results.push(await load('GET /api/health', base, (b) => fetch(`${b}/api/health`)));
  results.push(
    await load('GET / (index.html)', base, (b) => fetch(`${b}/`, { headers: { accept: 'text/html' } })),
  );
  results.push(
    await load('GET /api/quotes/active (transporter)', base, (b) =>
      fetch(`${b}/api/quotes/active`, { headers: transporter }),
    ),
  );
  if (someQuote) {
    results.push(
      await load('GET /api/quotes/:id (transporter)', base, (b) =>
        fetch(`${b}/api/quotes/${someQuote.id}`, { headers: transporter }),
      ),
    );
  }
  results.push(
    await load('GET /api/shipments (cargo owner)', base, (b) =>
      fetch(`${b}/api/shipments`, { headers: owner }),
    ),
  );
  results.push(
    await load('GET /api/dashboard/transporter', base, (b) =>
      fetch(`${b}/api/dashboard/transporter`, { headers: transporter }),
    ),
  );
  results.push(
    await load('GET /api/dashboard/stats (admin)', base, (b) =>
      fetch(`${b}/api/dashboard/stats`, { headers: admin }),
    ),
  );

  console.log(`\nLatency, ${REQUESTS} requests per row at concurrency ${CONCURRENCY}, loopback (ms):`);
  console.table(results);
  reportBundles();
} finally {
  await stop();
}
