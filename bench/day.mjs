// `npm run bench:day`: a transporter's cold working day on slow 3G, and each signed-in screen opened
// cold, in the system Chromium against the built server with the demo marketplace (issue 40, item 9).
//
//   slow 3G: 400 kbit/s down and up, 400 ms round trip (Chrome DevTools' "Slow 3G"), CPU 4× slower.
//   The day: a fresh browser opens the landing page, taps Login, signs in (timed from the tap on
//   Sign In to the dashboard's figures on screen), then opens Loads, the first load, Deliveries, the
//   first delivery, Earnings, Messages and Settings by their links, as a user does. Every byte the
//   browser fetched is counted (the service worker's own fetches included; what came from a cache
//   costs nothing), and the requests of each screen.
//   A cold screen: a fresh browser, signed in (the refresh cookie), opens the screen's address with an
//   empty cache; its requests are counted until the network has been quiet for 1.5 s.
//
//   BENCH_DAY_RUNS   runs of the day (the median sign-in is reported); default 3
//   --check          exit 1 when a bar fails      --no-readme   do not write bench/README.md
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { CHROMIUM_ARGS, chromiumPath, startThrowawayServer } from '../scripts/local.mjs';
import { writeReadmeBlock } from './lib/harness.mjs';

const RUNS = Number(process.env.BENCH_DAY_RUNS ?? 3);
const EMAIL = 'transporter@njira.demo';
const PASSWORD = 'Demo@2026';
const T = '/dashboard/transporter';
/** The bars. */
const BARS = { dayKb: 250, signInMs: 8000, screenRequests: 30 };
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const QUIET_MS = 1500;

/** One fresh profile with slow 3G and a 4× slower CPU on every page it opens. */
async function openBrowser() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'njira-day-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Counts every request of the context (page and service worker), with the bytes each took. */
function meter(context) {
  const all = [];
  let inFlight = 0;
  let lastChange = performance.now();
  const touch = () => {
    lastChange = performance.now();
  };
  context.on('request', (request) => {
    // The live event stream stays open all day: counted as a request, never waited for.
    const stream = new URL(request.url()).pathname.startsWith('/api/events');
    if (!stream) inFlight++;
    touch();
    const entry = { url: request.url(), bytes: 0, sw: Boolean(request.serviceWorker()), done: false };
    all.push(entry);
    const finish = async (failed) => {
      if (!entry.done) {
        entry.done = true;
        if (!stream) inFlight--;
        touch();
      }
      if (failed) return;
      const sizes = await request.sizes().catch(() => null);
      // A response from a cache has no body over the network (Chromium reports 0).
      if (sizes && sizes.responseBodySize > 0)
        entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    };
    request.response().then(
      (response) => {
        if (!response) return finish(true);
        if (response.fromServiceWorker()) entry.fromWorker = true;
        if (response.status() === 304) entry.revalidated = true;
        return response.finished().then(
          () => finish(false),
          () => finish(true),
        );
      },
      () => finish(true),
    );
  });
  return {
    mark: () => all.length,
    since: (mark) => all.slice(mark),
    all,
    /** Resolves once no request has been in flight for QUIET_MS. */
    async quiet(timeoutMs = 60_000) {
      const until = performance.now() + timeoutMs;
      while (performance.now() < until) {
        if (inFlight <= 0 && performance.now() - lastChange > QUIET_MS) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the network did not go quiet within ${timeoutMs / 1000} s`);
    },
  };
}

const kb = (entries) => entries.reduce((t, e) => t + e.bytes, 0) / 1024;
/**
 * The requests that went over the network (a round trip each): not the ones a cache answered (the
 * service worker's, or the HTTP cache's, which Chromium reports with no body). The event stream counts.
 */
const overNetwork = (entries) =>
  entries.filter((e) => !e.fromWorker && (e.bytes > 0 || e.revalidated || e.url.includes('/api/events')));

/** The day's screens after signing in, each opened by its link on the previous one. */
const STEPS = [
  {
    name: 'Available Loads',
    open: (p) => p.getByRole('link', { name: 'Loads', exact: true }).first().click(),
  },
  { name: 'a load', open: (p) => p.locator(`a[href^="${T}/quote/"]`).first().click() },
  {
    name: 'My Deliveries',
    open: (p) => p.getByRole('link', { name: 'Deliveries', exact: true }).first().click(),
  },
  { name: 'a delivery', open: (p) => p.locator(`a[href^="${T}/shipment/"]`).first().click() },
  { name: 'Earnings', open: (p) => p.getByRole('link', { name: 'Earnings', exact: true }).first().click() },
  { name: 'Messages', open: (p) => p.getByRole('link', { name: 'Messages', exact: true }).first().click() },
  { name: 'Settings', open: (p) => p.goto(`${p.url().split('/dashboard')[0]}${T}/settings`) },
];

async function day(base) {
  const browser = await openBrowser();
  const net = meter(browser.context);
  const { page } = browser;
  try {
    const screens = [];
    let mark = net.mark();
    await page.goto(base);
    await net.quiet();
    screens.push({ name: 'landing', entries: net.since(mark) });
    mark = net.mark();
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await net.quiet();
    screens.push({ name: 'login', entries: net.since(mark) });
    mark = net.mark();
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === T, { timeout: 60_000 });
    // Signed in when the dashboard shows its figures (the stat cards' data has arrived).
    await page.getByText('Completed Trips').first().waitFor({ timeout: 60_000 });
    const signInMs = performance.now() - t0;
    await net.quiet();
    screens.push({ name: 'dashboard', entries: net.since(mark) });
    for (const step of STEPS) {
      mark = net.mark();
      await step.open(page);
      await net.quiet();
      screens.push({ name: step.name, entries: net.since(mark) });
    }
    return { signInMs, totalKb: kb(net.all), requests: overNetwork(net.all).length, screens };
  } finally {
    await browser.close();
  }
}

/** Each signed-in screen opened by its address in a fresh browser that is signed in, cache empty. */
async function coldScreens(base) {
  const browser = await openBrowser();
  const { page, context } = browser;
  try {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === T, { timeout: 60_000 });
    const load = await page
      .locator(`a[href^="${T}/quote/"]`)
      .first()
      .getAttribute('href', { timeout: 60_000 })
      .catch(() => null);
    await page.goto(`${base}${T}/deliveries`);
    const shipment = await page
      .locator(`a[href^="${T}/shipment/"]`)
      .first()
      .getAttribute('href', { timeout: 60_000 });
    const paths = [
      T,
      `${T}/loads`,
      load ?? `${T}/loads`,
      `${T}/deliveries`,
      shipment,
      `${T}/earnings`,
      `${T}/messages`,
      `${T}/settings`,
    ];
    const rows = [];
    for (const p of paths) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'cache_storage,service_workers',
      });
      await cdp.detach();
      await page.goto('about:blank');
      const net = meter(context);
      await page.goto(`${base}${p}`);
      await net.quiet();
      rows.push({
        path: p.replace(/[0-9a-f-]{36}/, ':id'),
        requests: overNetwork(net.all).length,
        kb: kb(net.all),
        entries: net.all,
      });
      context.removeAllListeners('request');
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const f0 = (n) => Math.round(n).toLocaleString('en');
const f1 = (n) => n.toFixed(1);

function report(days, cold) {
  const sorted = [...days].sort((a, b) => a.signInMs - b.signInMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  const maxKb = Math.max(...days.map((d) => d.totalKb));
  const worstScreen = Math.max(...cold.map((c) => c.requests));
  const bars = [
    ['cold day', `${f1(maxKb)} KB (largest of ${days.length})`, `≤ ${BARS.dayKb} KB`, maxKb <= BARS.dayKb],
    [
      'sign-in to the dashboard',
      `${f1(median.signInMs / 1000)} s (median; ${sorted.map((d) => f1(d.signInMs / 1000)).join(', ')})`,
      `≤ ${BARS.signInMs / 1000} s`,
      median.signInMs <= BARS.signInMs,
    ],
    [
      'a cold signed-in screen',
      `${worstScreen} requests (most of ${cold.length} screens)`,
      `≤ ${BARS.screenRequests}`,
      worstScreen <= BARS.screenRequests,
    ],
  ];
  const lines = [
    `Recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), slow 3G (400 kbit/s, 400 ms), CPU ×4, Chromium ${process.env.CHROME_VERSION ?? ''}`.trim(),
    '',
    '| bar | measured | bar | met |',
    '|---|---|---|---|',
    ...bars.map(([what, got, bar, ok]) => `| ${what} | ${got} | ${bar} | ${ok ? 'met' : '**not met**'} |`),
    '',
    `The day (median run): ${median.requests} requests, ${f1(median.totalKb)} KB in all.`,
    '',
    '| screen of the day | requests | KB |',
    '|---|---:|---:|',
    ...median.screens.map((s) => `| ${s.name} | ${overNetwork(s.entries).length} | ${f1(kb(s.entries))} |`),
    '',
    '| cold signed-in screen (empty cache) | requests | KB |',
    '|---|---:|---:|',
    ...cold.map((c) => `| \`${c.path}\` | ${c.requests} | ${f1(c.kb)} |`),
  ];
  return { text: lines.join('\n'), ok: bars.every((b) => b[3]) };
}

async function main() {
  const check = process.argv.includes('--check');
  const readme = !process.argv.includes('--no-readme');
  buildIfNeeded();
  const server = await startThrowawayServer();
  try {
    const days = [];
    for (let i = 0; i < RUNS; i++) {
      const d = await day(server.base);
      console.log(
        `day ${i + 1}: sign-in ${f1(d.signInMs / 1000)} s, ${d.requests} requests, ${f1(d.totalKb)} KB`,
      );
      days.push(d);
    }
    const cold = await coldScreens(server.base);
    const { text, ok } = report(days, cold);
    console.log(`\n${text}\n`);
    if (process.env.BENCH_DAY_URLS) {
      const show = (e) => `${e.sw ? '(sw) ' : ''}${new URL(e.url).pathname} ${f0(e.bytes)}`;
      console.log(`cold ${cold[0].path}\n  ${overNetwork(cold[0].entries).map(show).join('\n  ')}`);
      for (const s of days[0].screens)
        console.log(`${s.name}\n  ${overNetwork(s.entries).map(show).join('\n  ')}`);
    }
    if (readme) writeReadmeBlock('day', text, 'A cold working day on slow 3G (`npm run bench:day`)');
    if (check && !ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
