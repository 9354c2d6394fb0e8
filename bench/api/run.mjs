// `npm run bench:api`: load-tests the built API with autocannon against a naive reference server on
// the same PostgreSQL, in one run, and records the table in bench/README.md.
//
//   npm run bench:api                    the measurement (BENCH_SECONDS per route, default 10)
//   npm run bench:api -- --check         the same, exit 1 when a bar fails
//   npm run bench:api -- --no-readme     do not write bench/README.md (quick runs never write it)
//   BENCH_PROFILE=1 npm run bench:api    diagnostics instead of the table: statements per request,
//                                        EXPLAIN (ANALYZE, BUFFERS) of each, and CPU profiles
//                                        (node --cpu-prof) of the server under load
//
// Environment: BENCH_SECONDS (default 10; e.g. 2 to try it), BENCH_DATABASE_URL (the admin
// connection, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROFILE_ROUTES (with
// BENCH_PROFILE: route keys to profile, comma-separated or `all`; default quote,active),
// BENCH_KEEP_DB=1 (keep the scratch database for poking at it; you drop it), BENCH_LOG_LEVEL (the
// server's LOG_LEVEL, default warn), BENCH_ROUTES (route keys, `bids`, `writes`: only those and the
// reference; never recorded), BENCH_BID_ROUNDS (loads the 200 bidders bid on in turn, default 5),
// BENCH_BID_WARMUP_ROUNDS (loads they bid on first, unmeasured, default 5),
// BENCH_SERVER_NODE_ARGS (node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
//
// Everything runs on 127.0.0.1: a scratch database (dropped at the end, also on Ctrl-C or error),
// the built server (apps/server/dist/server.js) on it with the demo marketplace, the reference
// server (bench/api/reference-server.mjs), and 50 connections per route, bounded in time.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfNeeded, root } from '../../scripts/build-if-needed.mjs';
import { freePort, isolatedServerEnv, serverArgs } from '../../scripts/local.mjs';
import {
  BENCH_SERVER_ENV,
  call,
  createHarness,
  DEFAULT_ADMIN_URL,
  inBatches,
  settleDatabase,
  waitForHealth,
  waitForLine,
  withDatabase,
  writeReadmeBlock,
} from '../lib/harness.mjs';
import { formatSummary, summarize } from './profile-top.mjs';
import { SCALE_ACTIVE, SCALE_QUOTES, seedScale } from './seed-scale.mjs';

const args = new Set(process.argv.slice(2));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHECK = args.has('--check');
const PROFILE = process.env.BENCH_PROFILE === '1' || args.has('--profile');
const WRITE_README =
  !PROFILE &&
  !process.env.BENCH_ROUTES &&
  !args.has('--no-readme') &&
  (SECONDS >= 10 || args.has('--readme'));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const CONNECTIONS = 50;
// The issue measured at warn; BENCH_LOG_LEVEL=info shows what per-request logging costs.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const WARMUP_SECONDS = 1;
const BIDDERS = 200;
/** Loads the 200 bidders bid on, one after another: 1,000 bids time better than one burst of 200. */
const BID_ROUNDS = Number(process.env.BENCH_BID_ROUNDS ?? 5);
/**
 * Loads the 200 bidders bid on before the measured rounds, as many at a time as measured: 1,000
 * bids, about the second of warm-up every read gets. One round of 200 left V8 still compiling the
 * bid's path (TurboFan in the server's profile) during the measured rounds.
 */
const BID_WARMUP_ROUNDS = Number(process.env.BENCH_BID_WARMUP_ROUNDS ?? 5);
/** Bids a second placed while Available Loads is measured in its 'while bidding' row. */
const STEADY_BIDS_PER_SECOND = 20;
/** Issue 11's writes: posting a load and accepting a bid, by 20 cargo owners' connections at once. */
const WRITE_CONNECTIONS = 20;
/** Open loads with one bid each, made for the accept row (each accepted once): ~5 s of accepting. */
const ACCEPTS = 3_000;
const BID_BUDGET = 1_000_000; // Kwacha
const DEMO_PASSWORD = 'Demo@2026';
const SEARCH = 'copper';
const QUOTE_STATUSES = ['ACTIVE', 'ACCEPTED', 'EXPIRED', 'CANCELLED'];
const here = path.join(root, 'bench/api');
// BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=…`) go after the server's own flags: a
// later V8 flag wins, so the environment can also try another semi-space size.
const benchNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

if (!Number.isFinite(SECONDS) || SECONDS <= 0 || SECONDS > 120) {
  console.error('BENCH_SECONDS must be a number of seconds between 1 and 120');
  process.exit(2);
}

/**
 * A project server's log at info or below is a line or two per request: it goes to a file, so that
 * echoing it does not cost the bench process (on the same cores) anything during a measurement.
 */
function logTarget(label) {
  if (!label.startsWith('server') || ['warn', 'error', 'fatal', 'silent'].includes(LOG_LEVEL)) return 'pipe';
  const dir = path.join(root, 'bench/.out');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${label.replace(/\W+/g, '-')}-${process.pid}.log`);
  log(`${label} logs at ${LOG_LEVEL} into ${path.relative(root, file)}`);
  return openSync(file, 'a');
}

// Processes and clean-up (bench/lib/harness.mjs): the children stopped and the scratch database
// dropped at the end, also on Ctrl-C or error.
const { log, state, startProcess, stopProcess, run } = createHarness({
  name: 'bench:api',
  adminUrl: ADMIN_URL,
  keepDb: process.env.BENCH_KEEP_DB === '1',
  keepDbHint: ' (BENCH_KEEP_DB=1)',
  logTarget,
});

// ---------------------------------------------------------------------------------------------
// HTTP helpers (call, waitForHealth, waitForLine, inBatches: bench/lib/harness.mjs)

/**
 * Waits until the previous route's requests have drained: no busy backend on the scratch database
 * and a health check answering quickly (unless `base` is null), twice in a row (bounded at 60 s).
 */
function settle(base, timeoutMs = 60_000) {
  return settleDatabase(state.scratch, base, timeoutMs);
}

/**
 * Before a route is measured, the previous one's requests must be gone. A route that could not keep
 * up leaves a backlog the server would work through for minutes (a client that gave up does not
 * cancel its request), so when the server is not idle within 10 s it is restarted: killed, its
 * running queries on the scratch database cancelled, and started again on the same port, data and
 * secret (the tokens stay valid). The next route's warm-up then warms the fresh process.
 */
async function drain(ctx) {
  if (await settle(ctx.base, 10_000)) return;
  log('the server is still busy with the last route’s backlog: restarting it');
  await stopProcess(ctx.server, 'SIGKILL');
  await state.scratch.query(
    `select pg_cancel_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
  );
  ctx.server = startProcess('server', serverArgs(...benchNodeArgs), ctx.serverEnv(ctx.port));
  await waitForHealth(ctx.base, ctx.server);
  ctx.restartedAfter = [...(ctx.restartedAfter ?? []), ctx.lastLoad ?? '?'];
  await settle(ctx.base, 30_000);
}

// ---------------------------------------------------------------------------------------------
// Set-up: database, servers, data, accounts

async function setUp({ counting }) {
  buildIfNeeded();
  state.dbName = `njira_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const {
    rows: [info],
  } = await admin.query(
    `select current_setting('server_version') as version,
            current_setting('shared_preload_libraries') as preload,
            exists (select 1 from pg_available_extensions where name = 'pg_stat_statements') as pgss`,
  );
  await admin.query(`create database ${state.dbName}`);
  await admin.end();
  const dbUrl = withDatabase(ADMIN_URL, state.dbName);
  log(`scratch database ${state.dbName} on PostgreSQL ${info.version}`);

  state.dataDir = mkdtempSync(path.join(os.tmpdir(), 'njira-bench-api-'));
  const port = await freePort();
  const refPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const refBase = `http://127.0.0.1:${refPort}`;
  const serverEnv = (p) =>
    isolatedServerEnv({
      port: p,
      dataDir: state.dataDir,
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: LOG_LEVEL,
      ...BENCH_SERVER_ENV,
    });

  // The project server migrates and seeds the demo marketplace; the reference fills its table.
  const args = counting
    ? serverArgs(...benchNodeArgs, '--import', path.join(here, 'count-statements.mjs'))
    : serverArgs(...benchNodeArgs);
  const server = startProcess('server', args, serverEnv(port), { ipc: counting });
  const reference = startProcess('reference', [path.join(here, 'reference-server.mjs')], {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(refPort),
    NODE_ENV: 'production',
  });
  await Promise.all([waitForHealth(base, server), waitForLine(reference, 'ready')]);
  log('server and reference are up; demo marketplace seeded');

  state.scratch = new pg.Client({ connectionString: dbUrl });
  await state.scratch.connect();

  const login = async (email) => {
    const r = await call(base, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.json)}`);
    return { token: r.json.access_token, id: r.json.user.id };
  };
  const transporter = await login('transporter@njira.demo');
  const owner = await login('owner@njira.demo');

  // Chosen on the demo data, before the scale is added.
  const {
    rows: [quote],
  } = await state.scratch.query(
    `select q.id, count(b.id)::int as bids, bool_or(b.transporter_id = $1) as mine
     from quotes q join bids b on b.quote_id = q.id
     where q.status = 'ACTIVE' and q.expires_at > now() + interval '1 hour'
     group by q.id order by count(b.id) >= 5 desc, bool_or(b.transporter_id = $1) desc, count(b.id) desc
     limit 1`,
    [transporter.id],
  );
  const {
    rows: [shipment],
  } = await state.scratch.query(
    `select s.id, count(p.id)::int as entries
     from shipments s join shipment_progress p on p.shipment_id = s.id
     where s.transporter_id = $1
     group by s.id order by count(p.id) desc, s.created_at desc limit 1`,
    [transporter.id],
  );
  if (!quote || !shipment) throw new Error('the demo data has no quote with bids or shipment with history');
  log(
    `demo quote ${quote.id} (${quote.bids} bids${quote.mine ? ', one of them the transporter’s' : ''}); ` +
      `shipment ${shipment.id} (${shipment.entries} history entries)`,
  );

  // The scale (SQL) and 200 fresh transporters (API; argon2 is CPU-bound) side by side.
  const t0 = performance.now();
  const run = randomBytes(3).toString('hex');
  const signUp = async (role, i) => {
    const who = role === 'transporter' ? 'bidder' : 'owner';
    const r = await call(base, 'POST', '/api/auth/signup', {
      body: {
        fullName: `Bench ${who === 'bidder' ? 'Bidder' : 'Owner'} ${i + 1}`,
        email: `${who}-${run}-${i + 1}@bench.njira.test`,
        password: 'Bench@2026-bidder',
        companyName: who === 'bidder' ? `Bench Haulage ${i + 1}` : `Bench Mining ${i + 1}`,
        phoneNumber: `+260 ${who === 'bidder' ? 97 : 96} ${String(1000000 + i).slice(1, 4)} ${String(1000000 + i).slice(4)}`,
        role,
      },
    });
    if (r.status !== 201) throw new Error(`signup ${who} ${i + 1}: ${r.status} ${JSON.stringify(r.json)}`);
    return { token: r.json.access_token, id: r.json.user.id };
  };
  const people = [
    ...Array.from({ length: BIDDERS }, (_, i) => ['transporter', i]),
    ...Array.from({ length: WRITE_CONNECTIONS }, (_, i) => ['cargo-owner', i]),
  ];
  const [scale, signedUp] = await Promise.all([
    seedScale(state.scratch),
    inBatches(people, 8, ([role, i]) => signUp(role, i)),
  ]);
  const bidders = signedUp.slice(0, BIDDERS);
  const owners = signedUp.slice(BIDDERS);
  log(
    `scale seeded: ${scale.scaleQuotes} quotes and ${scale.scaleBids} bids added ` +
      `(${scale.quotes} quotes, ${scale.open} open, ${scale.bids} bids in all); ` +
      `${bidders.length} transporters and ${owners.length} cargo owners signed up; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // Open quotes with a large budget, one per round of the 200 bidders, warm-up rounds first.
  const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const bidQuoteIds = [];
  for (let round = 0; round < BID_WARMUP_ROUNDS + BID_ROUNDS; round++) {
    const posted = await call(base, 'POST', '/api/quotes', {
      token: owner.token,
      body: {
        pickupDate: day(3),
        deliveryDate: day(8),
        cargoType: 'mining',
        fromLocation: 'Kitwe',
        toLocation: 'Dar es Salaam Tanzania',
        maxBudget: BID_BUDGET,
        cargoDescription: `Copper cathodes, strapped bundles on pallets (bench bidding load ${round + 1})`,
        weight: 30_000,
        fromAddress: 'Bench smelter gate, Kitwe',
        toAddress: 'Bench berth, Dar es Salaam port',
        insuranceRequired: true,
      },
    });
    if (posted.status !== 201) throw new Error(`posting the bid quote: ${posted.status}`);
    bidQuoteIds.push(posted.json.id);
  }

  return {
    base,
    refBase,
    server,
    reference,
    serverEnv,
    port,
    info,
    scale,
    transporter,
    owner,
    owners,
    login,
    bidders,
    quote,
    shipment,
    dbUrl,
    counting,
    bidQuoteIds,
  };
}

// ---------------------------------------------------------------------------------------------
// The routes

function routes(ctx) {
  const t = { authorization: `Bearer ${ctx.transporter.token}` };
  const o = { authorization: `Bearer ${ctx.owner.token}` };
  // The guard (issue 24): a signed-in quote or shipment by id at 0.4× the reference or better. The
  // product's latency bars are bench:load's, at the product's rates; here every other row only has
  // to answer without an error.
  const quoteBar = { minRatio: 0.4 };
  const listBar = {};
  const list = [
    {
      key: 'reference',
      label: 'reference: `GET /loads/:id` (naive, pool 10, no auth)',
      base: ctx.refBase,
      path: '/loads/123457',
    },
    { key: 'health', label: '`GET /api/health`', path: '/api/health' },
    {
      key: 'quote',
      label: `\`GET /api/quotes/:id\` (transporter; demo quote, ${ctx.quote.bids} bids)`,
      path: `/api/quotes/${ctx.quote.id}`,
      headers: t,
      bar: quoteBar,
    },
    {
      key: 'shipment',
      label: `\`GET /api/shipments/:id\` (its transporter; ${ctx.shipment.entries} history entries)`,
      path: `/api/shipments/${ctx.shipment.id}`,
      headers: t,
      bar: quoteBar,
    },
    {
      key: 'active',
      label: '`GET /api/quotes/active?limit=20` (transporter, first page)',
      path: '/api/quotes/active?limit=20',
      headers: t,
      bar: listBar,
    },
    {
      key: 'active-search',
      label: `\`GET /api/quotes/active?limit=20&search=${SEARCH}\``,
      path: `/api/quotes/active?limit=20&search=${SEARCH}`,
      headers: t,
      bar: listBar,
    },
    {
      key: 'loads',
      label: '`GET /api/quotes/active?limit=20&sort=priority` (Available Loads, first page)',
      path: '/api/quotes/active?limit=20&sort=priority',
      headers: t,
      bar: listBar,
    },
    ...['high', 'nearby', 'long-distance'].map((f) => ({
      key: `loads-${f}`,
      label: `\`GET /api/quotes/active?limit=20&sort=priority&filter=${f}\``,
      path: `/api/quotes/active?limit=20&sort=priority&filter=${f}`,
      headers: t,
      bar: listBar,
    })),
    {
      key: 'loads-search',
      label: `\`GET /api/quotes/active?limit=20&sort=priority&search=${SEARCH}\``,
      path: `/api/quotes/active?limit=20&sort=priority&search=${SEARCH}`,
      headers: t,
      bar: listBar,
    },
    {
      key: 'loads-while-bidding',
      label: `\`GET /api/quotes/active?limit=20&sort=priority\` while transporters bid ${STEADY_BIDS_PER_SECOND} times a second on the loads it shows`,
      path: '/api/quotes/active?limit=20&sort=priority',
      headers: t,
      bar: listBar,
      whileBidding: true,
    },
    {
      key: 'loads-counts',
      label: '`GET /api/quotes/active/counts` (the Available Loads counters)',
      path: '/api/quotes/active/counts',
      headers: t,
      bar: listBar,
    },
    ...QUOTE_STATUSES.map((s) => ({
      key: `active-${s.toLowerCase()}`,
      label: `\`GET /api/quotes/active?limit=20&status=${s}\``,
      path: `/api/quotes/active?limit=20&status=${s}`,
      headers: t,
      bar: listBar,
    })),
    {
      key: 'dash-transporter',
      label: '`GET /api/dashboard/transporter`',
      path: '/api/dashboard/transporter',
      headers: t,
      bar: listBar,
    },
    {
      key: 'dash-owner',
      label: '`GET /api/dashboard/cargo-owner`',
      path: '/api/dashboard/cargo-owner',
      headers: o,
      bar: listBar,
    },
  ];
  return list.map((r) => ({ base: ctx.base, headers: {}, ...r }));
}

function load(route, seconds, connections = CONNECTIONS) {
  return autocannon({
    url: `${route.base}${route.path}`,
    method: route.method ?? 'GET',
    headers: route.headers,
    connections,
    pipelining: 1,
    duration: seconds,
  });
}

function rowOf(route, r) {
  const ok = r['2xx'] ?? 0;
  const errors = (r.non2xx ?? 0) + (r.errors ?? 0);
  return {
    key: route.key,
    label: route.label,
    bar: route.bar,
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    // No answer at all within the run: every latency was longer than the run.
    p50: r.requests.total ? r.latency.p50 : `> ${Math.round(r.duration * 1000)}`,
    p99: r.requests.total ? r.latency.p99 : `> ${Math.round(r.duration * 1000)}`,
    ok,
    errors,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// CPU per request: on a shared, noisy machine the rate of a route moves with whatever else runs,
// but the CPU time its server and its PostgreSQL backends spend per answer moves much less. Read
// from /proc (utime + stime, in clock ticks of 10 ms) around each measurement.

const TICK_MS = 10;

function ticksOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving the scratch database, by pid. */
function backendPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres:') && cmd.includes(` ${state.dbName} `)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

function cpuSnapshot(serverPid) {
  const pg = new Map(backendPids().map((pid) => [pid, ticksOf(pid) ?? 0]));
  return { server: ticksOf(serverPid) ?? 0, pg };
}

/** CPU milliseconds the server (or the reference) and the database spent since `before`. */
function cpuSince(before, serverPid) {
  const after = cpuSnapshot(serverPid);
  let pg = 0;
  for (const [pid, ticks] of after.pg) pg += ticks - (before.pg.get(pid) ?? 0);
  return { serverMs: (after.server - before.server) * TICK_MS, pgMs: Math.max(0, pg) * TICK_MS };
}

/** Adds the CPU µs per answered request to a row. */
function withCpu(row, cpu) {
  const answered = Math.max(1, row.requests);
  row.cpuServerUs = Math.round((cpu.serverMs * 1000) / answered);
  row.cpuPgUs = Math.round((cpu.pgMs * 1000) / answered);
  return row;
}

const cpuText = (row) =>
  row.cpuServerUs === undefined
    ? ''
    : `, CPU µs/request ${row.cpuServerUs} server + ${row.cpuPgUs} PostgreSQL`;

async function measure(route, ctx) {
  await drain(ctx);
  // A few connections only: a slow route's warm-up must not leave 50 requests to drain.
  await load(route, WARMUP_SECONDS, 4);
  ctx.lastLoad = `${route.key} (warm-up)`;
  await drain(ctx);
  const pid = route.base === ctx.refBase ? ctx.reference.pid : ctx.server.pid;
  const writer = route.whileBidding ? await steadyBids(ctx) : null;
  const before = cpuSnapshot(pid);
  const row = withCpu(rowOf(route, await load(route, SECONDS)), cpuSince(before, pid));
  if (writer) {
    const { placed, refused } = await writer.stop();
    row.label += ` (${placed} bids placed during it${refused ? `, ${refused} refused` : ''})`;
    row.checksPass = refused === 0 && placed > 0;
  }
  ctx.lastLoad = route.key;
  log(
    `${route.key}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${cpuText(row)}` +
      `${row.errors ? `, ${row.errors} errors ${JSON.stringify(row.statusCodes)}` : ''}`,
  );
  return row;
}

/**
 * Bids at a steady STEADY_BIDS_PER_SECOND while a read is measured: the benchmark is otherwise
 * read-only while it measures a list, so this row shows the lists in a market that is taking bids. The loads are the
 * first 100 in the Available Loads order (less the bid burst's); each bidder bids once on each.
 */
async function steadyBids(ctx) {
  const listed = await call(ctx.base, 'GET', '/api/quotes/active?limit=100&sort=priority', {
    token: ctx.transporter.token,
  });
  if (listed.status !== 200) throw new Error(`listing loads to bid on: ${listed.status}`);
  // Not the loads the bid burst uses: it counts exactly one bid from each of the 200 on them.
  const loads = listed.json.filter((q) => !ctx.bidQuoteIds.includes(q.id));
  ctx.steadyBids ??= 0;
  let placed = 0;
  let refused = 0;
  const pending = new Set();
  const bidOnce = () => {
    const n = ctx.steadyBids++;
    const bidder = ctx.bidders[n % BIDDERS];
    const load = loads[((n % loads.length) + Math.floor(n / BIDDERS)) % loads.length];
    const sent = call(ctx.base, 'POST', `/api/quotes/${load.id}/bids`, {
      token: bidder.token,
      body: { amount: Math.round(load.maxBudget * 60) / 100, estimatedDays: 3, notes: 'Steady bench bid' },
    }).then(
      (res) => (res.status === 201 ? placed++ : refused++),
      () => refused++,
    );
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };
  const timer = setInterval(bidOnce, 1000 / STEADY_BIDS_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { placed, refused };
    },
  };
}

/**
 * 200 distinct transporters bid on one open quote at once, each exactly once, and again on the next
 * of BID_ROUNDS quotes: autocannon with `amount` 200 × BID_ROUNDS over 50 connections gives each
 * connection its own 4 transporters, who bid on the first quote, then the second, and so on. The
 * time is taken from the first request to the last answer (autocannon's own `duration` only ends on
 * its next one-second tick, which made a 200-request burst read as ~200 req/s whatever its speed).
 * Then the one-bid rule and the budget rule are checked on every quote.
 */
async function bidBurst(ctx, afterLoad = async () => {}) {
  if (ctx.counting) await settle(ctx.base);
  else await drain(ctx);
  const pathOf = (quoteId) => `/api/quotes/${quoteId}/bids`;
  const amounts = ctx.bidders.map(
    (_, i) => Math.round(BID_BUDGET * (0.5 + (0.49 * i) / BIDDERS) * 100) / 100,
  );
  const used = new Set();
  /** Every bidder bids once on each of `quoteIds`, over `connections`; timed first request to last answer. */
  const burst = async (quoteIds, connections) => {
    const perConnection = BIDDERS / connections;
    let nextConnection = 0;
    const started = performance.now();
    let lastAnswer = started;
    const run = autocannon({
      url: `${ctx.base}${pathOf(quoteIds[0])}`,
      connections,
      pipelining: 1,
      amount: BIDDERS * quoteIds.length,
      requests: [{ method: 'POST', path: pathOf(quoteIds[0]) }],
      setupClient(client) {
        const c = nextConnection++;
        const reqs = [];
        for (const quoteId of quoteIds) {
          for (let k = 0; k < perConnection; k++) {
            const i = c * perConnection + k;
            used.add(i);
            reqs.push({
              method: 'POST',
              path: pathOf(quoteId),
              headers: {
                authorization: `Bearer ${ctx.bidders[i].token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                amount: amounts[i],
                estimatedDays: 1 + (i % 30),
                notes: `Bench bid ${i + 1}`,
              }),
            });
          }
        }
        client.setRequests(reqs);
      },
    });
    run.on('response', () => {
      lastAnswer = performance.now();
    });
    const r = await run;
    r.duration = (lastAnswer - started) / 1000;
    return r;
  };
  // The warm-up, as every route has one: the 200 bid once on each warm-up load, as many at a time as
  // measured, so that every pooled connection is open and warm before the clock starts (a backend's
  // first write builds its caches and compiles the triggers: tens of ms, paid once per connection)
  // and V8 has optimised the bid's path.
  const warmUps = ctx.bidQuoteIds.slice(0, BID_WARMUP_ROUNDS);
  const measured = ctx.bidQuoteIds.slice(BID_WARMUP_ROUNDS);
  await burst(warmUps, CONNECTIONS);
  if (ctx.counting) await settle(ctx.base);
  else await drain(ctx);
  const cpuBefore = cpuSnapshot(ctx.server.pid);
  const r = await burst(measured, CONNECTIONS);
  const cpu = cpuSince(cpuBefore, ctx.server.pid);
  await afterLoad();
  const total = BIDDERS * measured.length;
  const row = withCpu(
    rowOf(
      {
        key: 'bids',
        label: `\`POST /api/quotes/:id/bids\` (${BIDDERS} distinct transporters at once, on ${measured.length} loads in turn)`,
        bar: {},
      },
      r,
    ),
    cpu,
  );
  const created = Number(r.statusCodeStats?.['201']?.count ?? 0);
  const { rows: stored } = await state.scratch.query(
    `select q.id, count(b.id)::int as n, count(distinct b.transporter_id)::int as bidders,
            coalesce(max(b.amount_ngwee), 0)::bigint as max_ngwee, q.max_budget_ngwee::bigint as budget_ngwee,
            q.bid_count
     from quotes q left join bids b on b.quote_id = q.id
     where q.id = any($1) group by q.id`,
    [ctx.bidQuoteIds],
  );
  const firstPath = pathOf(ctx.bidQuoteIds[0]);
  const again = await call(ctx.base, 'POST', firstPath, {
    token: ctx.bidders[0].token,
    body: { amount: 1000, estimatedDays: 3 },
  });
  const over = await call(ctx.base, 'POST', firstPath, {
    token: ctx.transporter.token,
    body: { amount: BID_BUDGET + 1, estimatedDays: 3 },
  });
  const {
    rows: [final],
  } = await state.scratch.query('select count(*)::int as n from bids where quote_id = $1', [
    ctx.bidQuoteIds[0],
  ]);
  const each = (test) => stored.length === ctx.bidQuoteIds.length && stored.every(test);
  const checks = [
    [`${BIDDERS} distinct transporters sent one bid each per load`, used.size === BIDDERS, `${used.size}`],
    [`${total} answered 201`, created === total, `${created} (${JSON.stringify(row.statusCodes)})`],
    [
      `exactly ${BIDDERS} bids stored on each load, from ${BIDDERS} transporters, and counted`,
      each((q) => q.n === BIDDERS && q.bidders === BIDDERS && q.bid_count === BIDDERS),
      stored.map((q) => `${q.n} bids, ${q.bidders} transporters, bid_count ${q.bid_count}`).join('; '),
    ],
    [
      'none above the budget',
      each((q) => Number(q.max_ngwee) <= Number(q.budget_ngwee)),
      `max ${Math.max(...stored.map((q) => Number(q.max_ngwee)))} ≤ ${stored[0]?.budget_ngwee} ngwee`,
    ],
    ['a second bid by one of them → 409', again.status === 409, `${again.status}`],
    ['a bid above the budget → 400', over.status === 400, `${over.status}`],
    [`still exactly ${BIDDERS} bids after both`, final.n === BIDDERS, `${final.n}`],
  ];
  row.checks = checks;
  row.checksPass = checks.every((c) => c[1]);
  log(
    `bids: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms; ` +
      checks.map(([what, ok, detail]) => `${ok ? 'ok' : 'FAILED'} ${what} (${detail})`).join('; '),
  );
  return row;
}

/** A load as Post New Load sends it, picked up in 3 days. */
function loadBody(i) {
  const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  return {
    pickupDate: day(3),
    deliveryDate: day(6),
    cargoType: 'agricultural',
    cargoDescription: `Maize in 50 kg bags (bench post ${i})`,
    weight: 20_000,
    fromLocation: 'Chipata',
    fromAddress: 'Chipata Grain Depot, Plot 4',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka Millers, Kafue Road',
    maxBudget: 15_000,
    insuranceRequired: false,
  };
}

/**
 * Issue 11's bar: posting a load and accepting a bid at 20 concurrent users, p99 ≤ 50 ms, on the
 * 100,000-quote database; 20 cargo owners, one per connection, each after a warm-up at 20
 * connections. Accepting: ACCEPTS open loads with one bid each (ACCEPTS / 20 per owner) are made in
 * SQL beforehand, and each is accepted exactly once, timed from the first request to the last
 * answer; then every one of them must be ACCEPTED with one shipment. Posting: 20 connections for
 * the usual time.
 */
async function ownerWrites(ctx) {
  const headersOf = (o) => ({ authorization: `Bearer ${o.token}`, 'content-type': 'application/json' });
  let posted = 0;
  /** Each connection posts as its own cargo owner (20 users, not one user's 20 tabs). */
  const posting = (connections, duration) => {
    let nextConnection = 0;
    return autocannon({
      url: `${ctx.base}/api/quotes`,
      connections,
      pipelining: 1,
      duration,
      requests: [{ method: 'POST', path: '/api/quotes' }],
      setupClient(client) {
        const owner = ctx.owners[nextConnection++ % ctx.owners.length];
        client.setRequests([
          {
            method: 'POST',
            path: '/api/quotes',
            headers: headersOf(owner),
            setupRequest: (req) => ({ ...req, body: JSON.stringify(loadBody(++posted)) }),
          },
        ]);
      },
    });
  };
  // The loads to accept: copies of one demo load, ACCEPTS / 20 for each of the 20 owners plus 10
  // each for the warm-up, each with one bid from a bidder.
  const perOwner = Math.ceil(ACCEPTS / WRITE_CONNECTIONS);
  const warmPerOwner = 10;
  const { rows: made } = await state.scratch.query(
    `with template as (select * from quotes where owner_id = $1 order by created_at limit 1),
     owners as (select o.id, o.n - 1 as n from unnest($3::uuid[]) with ordinality as o(id, n)),
     q as (
       insert into quotes (owner_id, status, cargo, cargo_type, cargo_description, from_location, from_address,
                           to_location, to_address, weight_kg, distance_km, dimensions, pickup_date, delivery_date,
                           expires_at, estimated_value_ngwee, max_budget_ngwee, insurance_required, special_instructions)
       select o.id, 'ACTIVE', t.cargo, t.cargo_type, t.cargo_description, t.from_location, t.from_address,
              t.to_location, t.to_address, t.weight_kg, t.distance_km, t.dimensions, now() + interval '3 days',
              now() + interval '6 days', now() + interval '7 days', t.estimated_value_ngwee, t.max_budget_ngwee,
              t.insurance_required, t.special_instructions
       from template t, owners o, generate_series(1, $2) g
       returning id, owner_id
     ),
     numbered as (select id, owner_id, row_number() over () as n from q)
     insert into bids (quote_id, transporter_id, amount_ngwee, estimated_days)
     select numbered.id, (array[${ctx.bidders.map((_, i) => `$${i + 4}::uuid`).join(',')}])[1 + (numbered.n % ${ctx.bidders.length})],
            100000, 2
     from numbered
     returning id, quote_id,
       (select o.n from numbered nb join owners o on o.id = nb.owner_id where nb.id = quote_id) as owner`,
    [ctx.owner.id, perOwner + warmPerOwner, ctx.owners.map((o) => o.id), ...ctx.bidders.map((b) => b.id)],
  );
  // Bids written here bypass the API, which counts each on its load: count them as it would have.
  await state.scratch.query(
    `update quotes q set bid_count = (select count(*) from bids b where b.quote_id = q.id)
     where q.id = any($1::uuid[])`,
    [[...new Set(made.map((b) => b.quote_id))]],
  );
  await state.scratch.query('analyze quotes; analyze bids');
  const byOwner = ctx.owners.map((_, i) => made.filter((b) => Number(b.owner) === i));
  const acceptPath = (b) => `/api/quotes/${b.quote_id}/bids/${b.id}/accept`;
  /** Each connection accepts its own owner's loads, each once; timed first request to last answer. */
  const accepting = (lists) => {
    let nextConnection = 0;
    const started = performance.now();
    let lastAnswer = started;
    const run = autocannon({
      url: `${ctx.base}/api/quotes`,
      connections: lists.length,
      pipelining: 1,
      amount: lists.reduce((n, l) => n + l.length, 0),
      requests: [{ method: 'POST', path: '/api/quotes' }],
      setupClient(client) {
        const list = lists[nextConnection++];
        client.setRequests(
          list.map((b) => ({
            method: 'POST',
            path: acceptPath(b),
            headers: { authorization: headersOf(ctx.owners[Number(b.owner)]).authorization },
          })),
        );
      },
    });
    run.on('response', () => {
      lastAnswer = performance.now();
    });
    return run.then((r) => Object.assign(r, { duration: (lastAnswer - started) / 1000 }));
  };
  await drain(ctx);
  // Warm-up: 10 loads of each owner, each owner on its own connection as measured, so that every
  // pooled connection is open and warm before the clock starts (see the bids' warm-up).
  await accepting(byOwner.map((l) => l.slice(0, warmPerOwner)));
  await drain(ctx);
  const measuredLoads = byOwner.map((l) => l.slice(warmPerOwner));
  const acceptCpu = cpuSnapshot(ctx.server.pid);
  const accept = await accepting(measuredLoads);
  const acceptCpuUsed = cpuSince(acceptCpu, ctx.server.pid);
  const acceptRow = rowOf(
    {
      key: 'accept',
      label: `\`POST /api/quotes/:id/bids/:bidId/accept\` (${WRITE_CONNECTIONS} cargo owners, ${perOwner} loads each, at once)`,
      bar: {},
    },
    accept,
  );
  const {
    rows: [check],
  } = await state.scratch.query(
    `select count(*) filter (where q.status = 'ACCEPTED')::int as accepted, count(s.id)::int as shipments
     from quotes q left join shipments s on s.quote_id = q.id where q.id = any($1)`,
    [made.map((b) => b.quote_id)],
  );
  withCpu(acceptRow, acceptCpuUsed);
  acceptRow.checks = [
    [`all ${made.length} accepted`, check.accepted === made.length, `${check.accepted}`],
    [`one shipment each`, check.shipments === made.length, `${check.shipments}`],
  ];
  acceptRow.checksPass = acceptRow.checks.every((c) => c[1]);
  log(
    `accept: ${acceptRow.rps.toFixed(0)} req/s, p50 ${acceptRow.p50} ms, p99 ${acceptRow.p99} ms${cpuText(acceptRow)}; ` +
      acceptRow.checks.map(([what, ok, detail]) => `${ok ? 'ok' : 'FAILED'} ${what} (${detail})`).join('; '),
  );
  // Posting last: each posted load alerts the transporters on its route by e-mail and SMS, a
  // backlog the outbox worker is still sending when the next row would start.
  await drain(ctx);
  await posting(WRITE_CONNECTIONS, WARMUP_SECONDS);
  await drain(ctx);
  const postCpu = cpuSnapshot(ctx.server.pid);
  const post = await posting(WRITE_CONNECTIONS, SECONDS);
  const postRow = withCpu(
    rowOf(
      {
        key: 'post-load',
        label: `\`POST /api/quotes\` (${WRITE_CONNECTIONS} cargo owners post loads at once)`,
        bar: {},
      },
      post,
    ),
    cpuSince(postCpu, ctx.server.pid),
  );
  log(
    `post-load: ${postRow.rps.toFixed(0)} req/s, p50 ${postRow.p50} ms, p99 ${postRow.p99} ms${cpuText(postRow)}`,
  );

  return [postRow, acceptRow];
}

// ---------------------------------------------------------------------------------------------
// The table

function judge(row, refRps) {
  row.ratio = refRps ? row.rps / refRps : 0;
  if (!row.bar) {
    row.verdict = '—';
    return row;
  }
  const fails = [];
  if (row.bar.minRatio !== undefined && row.ratio < row.bar.minRatio) fails.push('ratio');
  if (row.bar.maxP99 !== undefined && !(Number(row.p99) <= row.bar.maxP99)) fails.push('p99');
  if (row.errors > 0) fails.push('errors');
  if (row.requests === 0) fails.push('no answer');
  if (row.checksPass === false) fails.push('checks');
  row.verdict = fails.length ? `**FAIL** (${fails.join(', ')})` : 'pass';
  row.failed = fails.length > 0;
  return row;
}

function barText(bar) {
  if (!bar) return '—';
  const parts = [];
  if (bar.minRatio !== undefined) parts.push(`≥ ${bar.minRatio}×`);
  if (bar.maxP99 !== undefined) parts.push(`p99 ≤ ${bar.maxP99} ms`);
  return parts.length ? parts.join(', ') : 'no error';
}

function table(rows) {
  const lines = [
    '| route | req/s | p50 ms | p99 ms | ratio to reference | CPU µs/req: server + PostgreSQL | errors | bar | result |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.ratio.toFixed(2)} | ${r.cpuServerUs === undefined ? '—' : `${r.cpuServerUs} + ${r.cpuPgUs}`} | ${r.errors} | ${barText(r.bar)} | ${r.verdict} |`,
    );
  }
  return lines.join('\n');
}

function writeReadme(body) {
  writeReadmeBlock('api', body, 'API load (npm run bench:api)');
  log('recorded in bench/README.md');
}

// ---------------------------------------------------------------------------------------------
// Diagnostics (BENCH_PROFILE=1): statements per request, EXPLAIN, CPU profiles

function ipcRequest(child, msg) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(msg);
  });
}

async function statementsPerRequest(ctx, list, outDir) {
  const N = 20;
  const result = [];
  for (const route of list) {
    if (route.key === 'reference') continue;
    const send = () =>
      fetch(`${route.base}${route.path}`, { headers: route.headers }).then((r) => r.arrayBuffer());
    for (let i = 0; i < 5; i++) await send();
    await ipcRequest(ctx.server, { cmd: 'reset' });
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await send();
    const wallMs = (performance.now() - t0) / N;
    const read = await ipcRequest(ctx.server, { cmd: 'read' });
    const row = {
      key: route.key,
      label: route.label,
      perRequest: read.statements / N,
      dbMsPerRequest: read.dbMs / N,
      wallMsPerRequest: wallMs,
      texts: read.texts.map((t) => ({ ...t, perRequest: t.count / N, msPerCall: t.ms / t.count })),
    };
    result.push(row);
    log(
      `${route.key}: ${row.perRequest.toFixed(1)} statements/request, ${row.dbMsPerRequest.toFixed(1)} ms in them, ` +
        `${row.wallMsPerRequest.toFixed(1)} ms per request alone`,
    );
  }
  writeFileSync(path.join(outDir, 'statements.json'), JSON.stringify(result, null, 2));
  return result;
}

function statementsMarkdown(statements) {
  const short = (text) => text.replace(/\s+/g, ' ').replace(/"/g, '').slice(0, 110);
  const lines = [
    '| route | statements / request | ms in them / request | ms per request, one at a time |',
    '|---|---:|---:|---:|',
  ];
  for (const r of statements) {
    lines.push(
      `| ${r.label} | ${r.perRequest.toFixed(1)} | ${r.dbMsPerRequest.toFixed(1)} | ${r.wallMsPerRequest?.toFixed(1) ?? '—'} |`,
    );
  }
  for (const r of statements) {
    lines.push('', `### ${r.key}`, '', '| per request | ms per call | statement |', '|---:|---:|---|');
    for (const t of r.texts) {
      lines.push(`| ${t.perRequest.toFixed(2)} | ${t.msPerCall.toFixed(2)} | \`${short(t.text)}\` |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function explainAll(statements, outDir) {
  const out = [];
  for (const route of statements) {
    for (const t of route.texts) {
      if (!/^\s*(select|with)\b/i.test(t.text)) continue;
      let plan;
      try {
        const r = await state.scratch.query(`explain (analyze, buffers) ${t.text}`, t.values ?? []);
        plan = r.rows.map((x) => x['QUERY PLAN']).join('\n');
      } catch (err) {
        plan = `EXPLAIN failed: ${err.message}`;
      }
      const exec = plan.match(/Execution Time: ([\d.]+) ms/)?.[1];
      const planning = plan.match(/Planning Time: ([\d.]+) ms/)?.[1];
      out.push(
        `## ${route.key} — ${t.perRequest.toFixed(2)} per request, ${t.msPerCall.toFixed(2)} ms per call (client side)\n\n` +
          `\`\`\`sql\n${t.text}\n\`\`\`\n\nvalues: ${JSON.stringify(t.values)}\n\n\`\`\`\n${plan}\n\`\`\`\n`,
      );
      log(
        `EXPLAIN ${route.key}: planning ${planning} ms, execution ${exec} ms — ${t.text.slice(0, 90).replace(/\s+/g, ' ')}…`,
      );
    }
  }
  writeFileSync(path.join(outDir, 'explain.md'), out.join('\n'));
}

async function pgStatStatements(ctx) {
  if (!/pg_stat_statements/.test(ctx.info.preload)) {
    log(
      `pg_stat_statements: ${ctx.info.pgss ? 'available' : 'not available'} but not in shared_preload_libraries ` +
        `('${ctx.info.preload}'), so it cannot record; the counting preload above stands in for it ` +
        '(the shared server is not restarted for it)',
    );
    return;
  }
  await state.scratch.query('create extension if not exists pg_stat_statements');
  const { rows } = await state.scratch.query(
    `select calls, round(mean_exec_time::numeric, 3) as mean_ms, round(total_exec_time::numeric, 1) as total_ms,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc limit 15`,
  );
  console.table(rows);
}

async function cpuProfiles(ctx, list, outDir) {
  const wanted = (process.env.BENCH_PROFILE_ROUTES ?? 'quote,active').split(',').map((s) => s.trim());
  const chosen = list.filter((r) => wanted.includes('all') || wanted.includes(r.key));
  const md = [];
  for (const route of chosen) {
    const dir = path.join(outDir, `cpu-${route.key}`);
    mkdirSync(dir, { recursive: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const profiling = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
    const isReference = route.key === 'reference';
    const child = isReference
      ? startProcess(`reference:cpu`, [...profiling, path.join(here, 'reference-server.mjs')], {
          ...process.env,
          DATABASE_URL: ctx.dbUrl,
          PORT: String(port),
          NODE_ENV: 'production',
        })
      : startProcess(`server:${route.key}`, serverArgs(...benchNodeArgs, ...profiling), ctx.serverEnv(port));
    if (isReference) await waitForLine(child, 'ready');
    else await waitForHealth(base, child);
    const target = { ...route, base };
    await load(target, 2);
    await settle(isReference ? null : base);
    const from = performance.now() - child.startedAt;
    const row = rowOf(target, await load(target, SECONDS));
    const to = performance.now() - child.startedAt;
    // Let every request finish first: a signal mid-request would end the pool under it.
    await settle(isReference ? null : base);
    const exit = await stopProcess(child, 'SIGINT');
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) {
      log(`${route.key}: no .cpuprofile written (server exit ${JSON.stringify(exit)})`);
      continue;
    }
    const summary = summarize(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), {
      fromMs: from,
      toMs: to,
    });
    const head = `${route.label}: ${row.rps.toFixed(0)} req/s under the profiler, p99 ${row.p99} ms (${path.relative(root, path.join(dir, file))})`;
    console.log(`\n${head}\n${formatSummary(summary)}\n`);
    md.push(`### ${head}\n\n${formatSummary(summary, { markdown: true })}\n`);
  }
  writeFileSync(path.join(outDir, 'profiles.md'), md.join('\n'));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const ctx = await setUp({ counting: PROFILE });
  const list = routes(ctx);

  if (PROFILE) {
    const outDir = path.join(root, 'bench/.out', `api-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(outDir, { recursive: true });
    log(`diagnostics into ${path.relative(root, outDir)}`);
    const statements = await statementsPerRequest(ctx, list, outDir);
    await ipcRequest(ctx.server, { cmd: 'reset' });
    let read;
    const bids = await bidBurst(ctx, async () => {
      await settle(ctx.base);
      read = await ipcRequest(ctx.server, { cmd: 'read' });
    });
    // Every bid of the burst, warm-up rounds included: the counting preload saw them all.
    const bidsPlaced = BIDDERS * ctx.bidQuoteIds.length;
    statements.push({
      key: 'bids',
      label: bids.label,
      perRequest: read.statements / bidsPlaced,
      dbMsPerRequest: read.dbMs / bidsPlaced,
      texts: read.texts.map((t) => ({
        ...t,
        perRequest: t.count / bidsPlaced,
        msPerCall: t.ms / t.count,
      })),
    });
    log(
      `bids: ${(read.statements / bidsPlaced).toFixed(1)} statements/request, ` +
        `${(read.dbMs / bidsPlaced).toFixed(1)} ms in them (at ${CONNECTIONS} at once)`,
    );
    writeFileSync(path.join(outDir, 'statements.json'), JSON.stringify(statements, null, 2));
    writeFileSync(path.join(outDir, 'statements.md'), statementsMarkdown(statements));
    await explainAll(statements, outDir);
    await pgStatStatements(ctx);
    await stopProcess(ctx.server);
    await cpuProfiles(ctx, list, outDir);
    return 0;
  }

  // The reference three times (start, middle, end): the machine is shared, and every ratio is to
  // their mean, so a slow or fast spell during one of them moves all ratios less.
  const [reference, ...all] = list;
  // BENCH_ROUTES=quote,bids,... measures only those (and the reference); such a run is never recorded.
  const only = process.env.BENCH_ROUTES?.split(',').map((k) => k.trim());
  const others = only ? all.filter((r) => only.includes(r.key)) : all;
  const dashboards = others.filter((r) => r.key.startsWith('dash-'));
  const reads = others.filter((r) => !r.key.startsWith('dash-'));
  const refRun = (key, label) => measure({ ...reference, key, label }, ctx);
  log(
    `measuring ${list.length + 3} rows, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections`,
  );
  const rows = [];
  rows.push(await refRun('reference', `${reference.label}, at the start`));
  for (const route of reads) rows.push(await measure(route, ctx));
  rows.push(await refRun('reference-middle', 'reference again, in the middle'));
  if (!only || only.includes('bids')) rows.push(await bidBurst(ctx));
  // Last: at the scale, they can leave a backlog the server is restarted to drop.
  for (const route of dashboards) rows.push(await measure(route, ctx));
  // After the dashboards: the owner's 1,000 accepted loads would otherwise be in its dashboard.
  if (!only || only.includes('writes')) rows.push(...(await ownerWrites(ctx)));
  rows.push(await refRun('reference-end', 'reference again, at the end'));

  const refs = rows.filter((r) => r.key.startsWith('reference'));
  const refRps = refs.reduce((sum, r) => sum + r.rps, 0) / refs.length;
  const spread = (Math.max(...refs.map((r) => r.rps)) - Math.min(...refs.map((r) => r.rps))) / refRps;
  for (const row of rows) judge(row, refRps);
  const bids = rows.find((r) => r.key === 'bids');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const body = [
    `Recorded ${when} UTC — ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, ` +
      `PostgreSQL ${ctx.info.version} (local, shared), autocannon ${CONNECTIONS} connections, no pipelining, ` +
      `${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up, server LOG_LEVEL ${LOG_LEVEL}, server node flags ${benchNodeArgs.join(' ') || 'none'}; ` +
      'the load generator, both servers and PostgreSQL share the machine.',
    '',
    `Data: the demo marketplace plus ${SCALE_QUOTES.toLocaleString('en')} quotes (${SCALE_ACTIVE.toLocaleString('en')} active) ` +
      `and ${ctx.scale.scaleBids.toLocaleString('en')} bids: ${ctx.scale.quotes.toLocaleString('en')} quotes ` +
      `(${ctx.scale.open.toLocaleString('en')} open) and ${ctx.scale.bids.toLocaleString('en')} bids in all.`,
    '',
    table(rows),
    '',
    `Ratios are to the mean of the three reference runs, ${Math.round(refRps)} req/s; they spread ` +
      `${Math.round(spread * 100)}% around it${spread > 0.25 ? ' — a noisy machine, so read the ratios with that margin' : ''}.`,
    '',
    bids
      ? `Bids (${BIDDERS} transporters, one request each, on each of ${ctx.bidQuoteIds.length} quotes with a ` +
        `${BID_BUDGET.toLocaleString('en')} K budget: the first ${BID_WARMUP_ROUNDS} as a warm-up, ${CONNECTIONS} at a time, then the other ` +
        `${ctx.bidQuoteIds.length - BID_WARMUP_ROUNDS} measured, ${CONNECTIONS} at a time, timed from the first request to the last answer): ` +
        bids.checks.map(([what, ok, detail]) => `${ok ? '✓' : '✗'} ${what} (${detail})`).join('; ') +
        '.'
      : '',
    ...(ctx.restartedAfter
      ? [
          '',
          `The server did not get through its backlog within 10 s after ${ctx.restartedAfter.join(', ')}, ` +
            'so it was restarted before the next route (see `drain` in bench/api/run.mjs).',
        ]
      : []),
  ].join('\n');
  console.log(`\n${body}\n`);
  if (WRITE_README) writeReadme(body);
  else log('bench/README.md not written (quick run, --no-readme, or diagnostics)');
  const failed = rows.filter((r) => r.failed);
  if (failed.length) {
    console.log(`FAIL: ${failed.map((r) => r.key).join(', ')}`);
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return CHECK && failed.length ? 1 : 0;
}

await run(main);
