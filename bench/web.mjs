// `npm run bench:web`: Lighthouse 12 (mobile, simulated slow 4G) against the built server on a fresh
// data dir with the demo marketplace, in the system Chromium. Prints a Markdown table to paste into
// bench/README.md. Traffic goes to 127.0.0.1 only.
//   BENCH_LH_RUNS   runs per route, the median (by performance score) is reported; default 5
// Total Blocking Time is CPU time: on a machine shared with other work it swings (each run prints
// the 1-minute load average beside its score), so run it on a quiet machine.
//   BENCH_ROUTES    comma-separated route names to measure (default: every ready route)
//   BENCH_LH_REPORTS a directory to keep each run's Lighthouse report in (JSON, for the viewer)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { CHROMIUM_ARGS, chromiumPath, freePort, startThrowawayServer } from '../scripts/local.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const DEMO_PASSWORD = 'Demo@2026';

/**
 * What is measured. A signed-in screen is measured after logging in through the login form in the
 * same browser profile (the refresh cookie and the remembered user carry the session into
 * Lighthouse's tab). HOOK: the two signed-in screens still show a placeholder; set `ready: true`
 * once the transporter's loads page and the owner's quotes page are built.
 */
const ROUTES = [
  { name: 'landing', path: '/', bar: { performance: 95, lcpMs: 2000, cls: 0.05, kb: 200 } },
  { name: 'login', path: '/login', bar: { performance: 90 } },
  { name: 'signup', path: '/signup', bar: { performance: 90 } },
  {
    name: 'transporter loads',
    path: '/dashboard/transporter/loads',
    signIn: 'transporter@njira.demo',
    ready: false,
  },
  { name: 'owner quotes', path: '/dashboard/cargo-owner/quotes', signIn: 'owner@njira.demo', ready: false },
];

const wanted = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
const routes = ROUTES.filter((r) => (wanted ? wanted.includes(r.name) : r.ready !== false));

/** One Chromium with a fresh profile, reachable by Playwright and (over CDP) by Lighthouse. */
async function openBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'njira-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  return {
    port,
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function signIn(context, base, email) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'), { timeout: 15_000 });
  // Signed in, but the screen's code and data still come over the network, as on a first visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'cache_storage,service_workers',
  });
  await page.close();
}

/** The figures of one Lighthouse report; the hero clips are counted apart (they start after load). */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const media = requests.filter((r) => r.resourceType === 'Media');
  const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const byType = {};
  for (const r of requests) {
    if (r.resourceType === 'Media') continue;
    byType[r.resourceType] = (byType[r.resourceType] ?? 0) + (r.transferSize ?? 0);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: (sum(requests) - sum(media)) / 1024,
    mediaKb: sum(media) / 1024,
    requests: requests.length - media.length,
    kbByType: Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, Math.round(v / 102.4) / 10])),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

async function lighthouseRun(base, route, { repeat = false } = {}) {
  const browser = await openBrowser();
  try {
    if (route.signIn) await signIn(browser.context, base, route.signIn);
    if (repeat) {
      // A first visit installs the service worker; Lighthouse's tab is then a returning visitor.
      const page = await browser.context.newPage();
      await page.goto(`${base}${route.path}`, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker?.ready);
      await page.close();
    }
    const result = await lighthouse(`${base}${route.path}`, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Signed in or returning: keep the cookies, storage, HTTP cache and service worker.
      disableStorageReset: Boolean(route.signIn) || repeat,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    if (result.lhr.runtimeError) throw new Error(`${route.path}: ${result.lhr.runtimeError.message}`);
    if (process.env.BENCH_LH_REPORTS) {
      mkdirSync(process.env.BENCH_LH_REPORTS, { recursive: true });
      const name = `${route.name.replace(/\W+/g, '-')}${repeat ? '-repeat' : ''}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LH_REPORTS, name), String(result.report));
    }
    return { ...figures(result.lhr), load: os.loadavg()[0].toFixed(1) };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART…): one more try. */
async function lighthouseRetrying(base, route, options) {
  try {
    return await lighthouseRun(base, route, options);
  } catch (error) {
    console.warn(`  ${error.message}; running it again`);
    return lighthouseRun(base, route, options);
  }
}

/** Median run by performance score (Lighthouse's own advice for noisy machines). */
async function measure(base, route, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRetrying(base, route, options));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, scores: runs.map((r) => `${r.performance} (TBT ${f0(r.tbtMs)}, load ${r.load})`) };
}

/**
 * The service worker on a first visit and a second. First: what it fetches in the background to
 * fill its cache (beyond what the page itself loaded). Second: which requests reached the network
 * instead of its cache. Its own update check (the script) is counted apart: the browser makes it in
 * the background on every navigation.
 */
async function serviceWorkerVisits(base, route) {
  const browser = await openBrowser();
  try {
    const background = [];
    browser.context.on('requestfinished', (request) => {
      if (request.serviceWorker()) background.push(request.sizes());
    });
    const first = await browser.context.newPage();
    await first.goto(`${base}${route.path}`, { waitUntil: 'load' });
    // The page registers its worker after load; give it a few seconds to install.
    const registered = await first.evaluate(() =>
      Promise.race([
        navigator.serviceWorker?.ready.then(() => true) ?? false,
        new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]),
    );
    await first.close();
    if (!registered) return null;
    // Files the page had loaded come out of the HTTP cache (Chromium reports no body for those).
    const fetched = (await Promise.all(background)).filter((s) => s.responseBodySize > 0);
    const installKb = fetched.reduce((t, s) => t + s.responseBodySize + s.responseHeadersSize, 0) / 1024;

    const network = [];
    let fromCache = 0;
    let fromHttpCache = 0;
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', ({ response }) => {
      if (response.fromServiceWorker) fromCache++;
      else if (response.fromDiskCache || response.fromPrefetchCache) fromHttpCache++;
      else network.push(new URL(response.url).pathname);
    });
    cdp.on('Network.requestServedFromCache', () => fromHttpCache++);
    browser.context.on('request', (request) => {
      if (request.serviceWorker()) network.push(`${new URL(request.url()).pathname} (by the service worker)`);
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const isUpdateCheck = (p) => p.startsWith('/sw.js');
    return {
      install: { requests: fetched.length, kb: installKb },
      fromCache,
      fromHttpCache,
      network: network.filter((p) => !isUpdateCheck(p)),
      updateChecks: network.filter(isUpdateCheck).length,
    };
  } finally {
    await browser.close();
  }
}

const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toString() : '—');
const s1 = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '—');

buildIfNeeded();
const { base, stop } = await startThrowawayServer();
try {
  const rows = [];
  for (const route of routes) {
    console.log(`Lighthouse × ${RUNS}: ${route.name} (${route.path})…`);
    const r = await measure(base, route);
    rows.push({ route, r });
    console.log(JSON.stringify(r));
  }
  console.log('\n| route | perf | FCP s | LCP s | TBT ms | CLS | KB transferred | requests |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { route, r } of rows) {
    console.log(
      `| \`${route.path}\` | ${r.performance} | ${s1(r.fcpMs)} | ${s1(r.lcpMs)} | ${f0(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} | ${r.requests} |`,
    );
  }
  for (const { route, r } of rows) {
    console.log(
      `${route.name}: runs ${r.scores.join(', ')}; a11y ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}; media ${r.mediaKb.toFixed(0)} KB (not counted); KB by type ${JSON.stringify(r.kbByType)}; LCP element ${r.lcpElement ?? '—'}`,
    );
    const bar = route.bar ?? {};
    const misses = [
      bar.performance &&
        r.performance < bar.performance &&
        `performance ${r.performance} < ${bar.performance}`,
      bar.lcpMs && r.lcpMs > bar.lcpMs && `LCP ${s1(r.lcpMs)} s > ${s1(bar.lcpMs)} s`,
      bar.cls !== undefined && r.cls > bar.cls && `CLS ${r.cls.toFixed(3)} > ${bar.cls}`,
      bar.kb && r.kb > bar.kb && `${r.kb.toFixed(0)} KB > ${bar.kb} KB`,
    ].filter(Boolean);
    if (misses.length > 0) console.log(`  BAR MISSED on ${route.name}: ${misses.join('; ')}`);
  }

  const landing = ROUTES[0];
  const sw = await serviceWorkerVisits(base, landing);
  if (!sw) {
    console.log('\nService worker: none registered.');
  } else {
    console.log(
      `\nService worker, first visit of ${landing.path}: ${sw.install.requests} requests, ${sw.install.kb.toFixed(1)} KB fetched in the background to fill its cache.`,
    );
    console.log(
      `Second visit: ${sw.fromCache} responses from the service worker, ${sw.fromHttpCache} from the HTTP cache, ${sw.network.length} from the network${sw.network.length ? ` (${sw.network.join(', ')})` : ''}; update checks of the worker script: ${sw.updateChecks}.`,
    );
    const warm = await measure(base, landing, { repeat: true });
    console.log(
      `Second visit, Lighthouse: perf ${warm.performance}, FCP ${s1(warm.fcpMs)} s, LCP ${s1(warm.lcpMs)} s, TBT ${f0(warm.tbtMs)} ms, CLS ${warm.cls.toFixed(3)}, ${warm.kb.toFixed(1)} KB over ${warm.requests} requests`,
    );
  }
} finally {
  await stop();
}
