// `npm run bench:admin`: the admin workspace's endpoints (issue 12) on a marketplace of 1,000,000
// shipments, 1,300,000 loads and 2,000,000 activity rows, bulk-loaded with COPY into a scratch
// database; every endpoint timed with autocannon as the admin, both CSV exports downloaded whole
// while the server's memory is sampled; the table recorded in bench/README.md.
//
//   npm run bench:admin                         the measurement (BENCH_SECONDS per endpoint, default 10)
//   npm run bench:admin -- --check              the same, exit 1 when a bar fails
//   npm run bench:admin -- --keep               keep the scratch database (its name is printed)
//   npm run bench:admin -- --reuse=<database>   measure a database a --keep run loaded (no load;
//                                               the server applies any newer migration to it)
//   npm run bench:admin -- --explain            EXPLAIN (ANALYZE, BUFFERS) of every statement each
//                                               endpoint sends, into bench/.out/admin-explain-*.md
//   npm run bench:admin -- --no-readme          do not write bench/README.md
//
// Environment: BENCH_DATABASE_URL (the admin connection, default postgres://postgres@127.0.0.1:5432/
// postgres), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_ROUTES (keys to
// measure, comma-separated; such a run is never recorded), BENCH_LOG_LEVEL (server, default warn),
// BENCH_ADMIN_SCALE (e.g. 0.01: that share of the loads and the log, to try it; never recorded).
//
// Only a clean run (a fresh load, 10 s or more per endpoint, every endpoint) writes bench/README.md.
// The scratch database is dropped at the end, also on Ctrl-C or error, unless --keep or --reuse.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { buildIfNeeded, root } from '../../scripts/build-if-needed.mjs';
import { freePort, isolatedServerEnv, serverArgs } from '../../scripts/local.mjs';
import {
  adminQuery,
  BENCH_SERVER_ENV,
  call,
  createHarness,
  DEFAULT_ADMIN_URL,
  settleDatabase,
  waitForHealth,
  withDatabase,
  writeReadmeBlock,
} from '../lib/harness.mjs';
import { bulkLoad } from './load.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const flag = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const REUSE = flag('reuse') ?? null;
const KEEP = args.has('--keep') || REUSE !== null;
const CHECK = args.has('--check');
const EXPLAIN = args.has('--explain');
const ONLY = process.env.BENCH_ROUTES?.split(',').map((k) => k.trim());
/** The issue's bar: every admin endpoint's p95 at this size. */
const P95_BAR_MS = 300;
/** The exports must stream: the server's memory may grow by less than this while one downloads. */
const EXPORT_RSS_BAR_MB = 50;
const ADMIN = { email: 'admin@bench.njira.test', password: 'Bench-Admin@2026', fullName: 'Platform Admin' };
const BENCH_USER = {
  fullName: 'Bench Signup',
  email: 'signup@bench.njira.test',
  password: 'Bench-User@2026',
  companyName: 'Bench Signup Haulage',
  phoneNumber: '+260 97 100 0001',
  role: 'transporter',
};

if (!Number.isFinite(SECONDS) || SECONDS <= 0 || SECONDS > 120) {
  console.error('BENCH_SECONDS must be a number of seconds between 1 and 120');
  process.exit(2);
}
if (REUSE !== null && !/^njira_bench_admin_\w+$/.test(REUSE)) {
  console.error('--reuse takes the name of a database a --keep run left, njira_bench_admin_…');
  process.exit(2);
}

const { log, state, startProcess, stopProcess, run } = createHarness({
  name: 'bench:admin',
  adminUrl: ADMIN_URL,
  keepDb: KEEP,
  keepDbHint: ' (--keep; measure it again with --reuse=<name>)',
});

// The data generator is TypeScript built from the server's seed and the domain.
register();
const data = await import('./data.ts');
const { ACTIVITY_TYPES } = await import('@njira/domain');

// ---------------------------------------------------------------------------------------------
// The server

async function startServer(ctx) {
  const port = await freePort();
  const env = isolatedServerEnv({
    port,
    dataDir: ctx.dataDir,
    DATABASE_URL: ctx.dbUrl,
    SEED_DEMO: 'false',
    ...BENCH_SERVER_ENV,
    LOG_LEVEL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const nodeArgs = EXPLAIN
    ? serverArgs('--import', path.join(root, 'bench/api/count-statements.mjs'))
    : serverArgs();
  ctx.server = startProcess('server', nodeArgs, env, { ipc: EXPLAIN });
  ctx.base = `http://127.0.0.1:${port}`;
  // A reused database may have migrations to apply first (index builds over millions of rows).
  await waitForHealth(ctx.base, ctx.server, 1_200_000);
}

/**
 * The admin's session. Admins need two-factor sign-in (ADR 024), so the bench's admin enrols afresh
 * on the first call (a reused database's enrolment is dropped first: its secret was not kept), then
 * signs in with the password and a code, as a person with an authenticator app would. A code is
 * good once per 30-second step, so a fresh sign-in waits for a new step; the token is kept 5 minutes.
 */
const admin2fa = { totp: null, lastStep: -1, token: null, at: 0 };

async function freshCode() {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (step > admin2fa.lastStep) {
      admin2fa.lastStep = step;
      return admin2fa.totp.generate();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function adminToken(ctx) {
  if (admin2fa.token && Date.now() - admin2fa.at < 5 * 60_000) return admin2fa.token;
  if (!admin2fa.totp) {
    const db = new pg.Client({ connectionString: ctx.dbUrl });
    await db.connect();
    await db.query('delete from user_two_factor where user_id in (select id from users where email = $1)', [
      ADMIN.email,
    ]);
    await db.end();
  }
  const login = await call(ctx.base, 'POST', '/api/auth/login', {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.json)}`);
  if (!login.json.twoFactorRequired) {
    // Not enrolled yet: set it up with the password and the app's first code, then sign in again.
    const token = login.json.access_token;
    const body = { currentPassword: ADMIN.password };
    const setup = await call(ctx.base, 'POST', '/api/account/two-factor/setup', { token, body });
    if (setup.status !== 200)
      throw new Error(`two-factor setup: ${setup.status} ${JSON.stringify(setup.json)}`);
    admin2fa.totp = new TOTP({ secret: Secret.fromBase32(setup.json.secret) });
    const enable = await call(ctx.base, 'POST', '/api/account/two-factor/enable', {
      token,
      body: { ...body, code: await freshCode() },
    });
    if (enable.status !== 200)
      throw new Error(`two-factor enable: ${enable.status} ${JSON.stringify(enable.json)}`);
    return adminToken(ctx);
  }
  const done = await call(ctx.base, 'POST', '/api/auth/login/two-factor', {
    body: { challenge: login.json.challenge, code: await freshCode() },
  });
  if (done.status !== 200) throw new Error(`admin two-factor: ${done.status} ${JSON.stringify(done.json)}`);
  admin2fa.token = done.json.access_token;
  admin2fa.at = Date.now();
  return admin2fa.token;
}

// ---------------------------------------------------------------------------------------------
// Set-up: the scratch database, migrated by the server, then the bulk load

async function setUp() {
  buildIfNeeded();
  const {
    rows: [info],
  } = await adminQuery(ADMIN_URL, `select current_setting('server_version') as version`);
  const ctx = { info, dataDir: mkdtempSync(path.join(os.tmpdir(), 'njira-bench-admin-')) };
  state.dataDir = ctx.dataDir;
  if (REUSE) {
    state.dbName = REUSE;
    ctx.dbUrl = withDatabase(ADMIN_URL, REUSE);
    const {
      rows: [db],
    } = await adminQuery(
      ADMIN_URL,
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [REUSE],
    );
    if (!db?.note) throw new Error(`${REUSE} does not exist or was not loaded to the end by this benchmark`);
    ctx.load = JSON.parse(db.note);
    log(`reusing ${REUSE}, loaded ${ctx.load.at} in ${ctx.load.seconds.toFixed(0)} s`);
    await startServer(ctx);
  } else {
    state.dbName = `njira_bench_admin_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(ADMIN_URL, `create database ${state.dbName}`);
    ctx.dbUrl = withDatabase(ADMIN_URL, state.dbName);
    log(`scratch database ${state.dbName} on PostgreSQL ${info.version}`);
    // The server migrates the empty database and makes the admin; one sign-up gives the password
    // hash every loaded user gets (so any of them can sign in with BENCH_USER's password).
    await startServer(ctx);
    const signup = await call(ctx.base, 'POST', '/api/auth/signup', { body: BENCH_USER });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.json)}`);
    await stopProcess(ctx.server);
  }
  state.scratch = new pg.Client({ connectionString: ctx.dbUrl });
  await state.scratch.connect();

  if (!REUSE) {
    const {
      rows: [who],
    } = await state.scratch.query(
      `select (select row_to_json(a) from (select id, full_name from users where email = $1) a) as admin,
              (select password_hash from users where email = $2) as hash,
              exists (select 1 from information_schema.columns
                      where table_schema = 'public' and table_name = 'users' and column_name = 'status') as status`,
      [ADMIN.email, BENCH_USER.email],
    );
    const world = {
      now: Date.now(),
      admin: { id: who.admin.id, fullName: who.admin.full_name },
      passwordHash: who.hash,
      userStatus: who.status,
      activityTypes: ACTIVITY_TYPES,
    };
    log(
      `bulk load: ${data.SHIPMENTS.toLocaleString('en')} shipments, ${(data.SHIPMENTS + data.OTHER_QUOTES).toLocaleString('en')} loads, ` +
        `${data.ACTIVITY_ROWS.toLocaleString('en')} activity rows${who.status ? '' : ' (no users.status in this schema yet)'}`,
    );
    const loaded = await bulkLoad({ client: state.scratch, url: ctx.dbUrl, data, world, log });
    ctx.load = {
      at: new Date().toISOString(),
      seconds: loaded.seconds,
      steps: loaded.steps,
      cutoff: new Date(loaded.cutoff).toISOString(),
    };
    await state.scratch.query(
      `comment on database ${state.dbName} is ${pg.escapeLiteral(JSON.stringify(ctx.load))}`,
    );
    log(`loaded in ${loaded.seconds.toFixed(0)} s`);
    await startServer(ctx);
  }
  ctx.counts = await counts();
  log(`data: ${JSON.stringify(ctx.counts)}`);
  return ctx;
}

async function counts() {
  const { rows } = await state.scratch.query(
    `select 'users' as what, role as k, count(*)::int as n from users group by role
     union all select 'quotes', status, count(*)::int from quotes group by status
     union all select 'shipments', status, count(*)::int from shipments group by status
     union all select 'bids', '', count(*)::int from bids
     union all select 'ratings', '', count(*)::int from ratings
     union all select 'activities', type, count(*)::int from activities group by type`,
  );
  const out = {};
  for (const r of rows) {
    out[r.what] ??= { total: 0 };
    out[r.what].total += r.n;
    if (r.k) out[r.what][r.k] = r.n;
  }
  const hasStatus = await state.scratch.query(
    `select 1 from information_schema.columns where table_name = 'users' and column_name = 'status'`,
  );
  if (hasStatus.rowCount) {
    const { rows: s } = await state.scratch.query(
      `select count(*)::int as n from users where status = 'suspended'`,
    );
    out.users.suspended = s[0].n;
  }
  const { rows: span } = await state.scratch.query(
    `select min(created_at) as first, max(created_at) as last from activities`,
  );
  out.activities.first = span[0].first?.toISOString();
  return out;
}

// ---------------------------------------------------------------------------------------------
// The endpoints

function routes(ctx) {
  const deep = Math.floor((ctx.counts.shipments.DELIVERED ?? 0) / 2);
  return [
    { key: 'overview', path: '/api/admin/overview' },
    { key: 'users', path: '/api/admin/users?limit=20', label: 'first page' },
    { key: 'users-search', path: '/api/admin/users?limit=20&search=phiri', label: 'a search' },
    { key: 'users-role', path: '/api/admin/users?limit=20&role=transporter', label: 'a role filter' },
    { key: 'users-counts', path: '/api/admin/users/counts' },
    { key: 'revenue', path: '/api/admin/revenue' },
    { key: 'transactions', path: '/api/admin/revenue/transactions?limit=20', label: 'first page' },
    {
      key: 'transactions-deep',
      path: `/api/admin/revenue/transactions?limit=20&offset=${deep}`,
      label: `offset ${deep.toLocaleString('en')}, half way`,
    },
    { key: 'analytics', path: '/api/admin/analytics' },
    { key: 'activities', path: '/api/admin/activities?limit=20', label: 'first page' },
    { key: 'activities-search', path: '/api/admin/activities?limit=20&search=phiri', label: 'a search' },
    {
      key: 'activities-type',
      path: '/api/admin/activities?limit=20&type=SHIPMENT_DELIVERED',
      label: 'a type filter',
    },
    { key: 'activities-counts', path: '/api/admin/activities/counts' },
  ].filter((r) => !ONLY || ONLY.includes(r.key));
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon on one path; latencies from every answer (autocannon's own table has no p95). */
async function load(ctx, route, token, connections, seconds) {
  const latencies = [];
  const run = autocannon({
    url: `${ctx.base}${route.path}`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 30,
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const r = await run;
  latencies.sort((a, b) => a - b);
  return {
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0),
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

/** Waits for the last route's requests to finish; cancels what is still running after 60 s. */
async function drain(ctx) {
  if (await settleDatabase(state.scratch, ctx.base, 60_000)) return;
  log('the database is still busy with the last route’s requests after 60 s: cancelling them');
  await state.scratch.query(
    `select pg_cancel_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
  );
  await settleDatabase(state.scratch, ctx.base, 30_000);
}

async function measure(ctx, route) {
  const token = await adminToken(ctx);
  // The first request for this path since the server started: nothing cached yet (the platform-wide
  // figures are then kept a few seconds and refreshed in the background, ADR 010).
  await drain(ctx);
  const t0 = performance.now();
  const probe = await call(ctx.base, 'GET', route.path, { token });
  const coldMs = performance.now() - t0;
  if (probe.status !== 200) {
    log(`${route.key}: ${probe.status} ${JSON.stringify(probe.json)?.slice(0, 200)}`);
    return { ...route, missing: probe.status, errors: 1 };
  }
  const total = probe.headers.get('x-total-count');
  await drain(ctx);
  // One admin alone: the endpoint's own time, without queueing behind the others.
  const alone = await load(ctx, route, token, 1, Math.max(3, Math.round(SECONDS / 2)));
  await drain(ctx);
  await load(ctx, route, token, Math.min(4, CONNECTIONS), WARMUP_SECONDS);
  await drain(ctx);
  const row = { ...route, total, coldMs, alone, ...(await load(ctx, route, token, CONNECTIONS, SECONDS)) };
  row.failed = row.errors > 0 || !(row.p95 <= P95_BAR_MS);
  log(
    `${route.key}: ${row.rps.toFixed(1)} req/s, p50 ${fmt(row.p50)} ms, p95 ${fmt(row.p95)} ms, p99 ${fmt(row.p99)} ms` +
      ` (first ${fmt(coldMs)} ms; alone: p95 ${fmt(alone.p95)} ms)${row.errors ? `, ${row.errors} errors ${JSON.stringify(row.statusCodes)}` : ''}` +
      `${total ? `; X-Total-Count ${total}` : ''}, ${row.bytes} bytes`,
  );
  return row;
}

const fmt = (ms) =>
  ms === null || ms === undefined ? '—' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toString();

// ---------------------------------------------------------------------------------------------
// The CSV exports: rows counted, time taken, the server's RSS sampled every 100 ms

function rssKb(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) : 0;
}

async function download(ctx, file) {
  const token = await adminToken(ctx);
  await drain(ctx);
  const pid = ctx.server.pid;
  const before = rssKb(pid);
  let peak = before;
  let atHundredThousand = null;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 100);
  const t0 = performance.now();
  let firstByte = null;
  let records = 0;
  let bytes = 0;
  let quoted = false;
  let header = '';
  let status = 0;
  let headers = null;
  try {
    const res = await fetch(`${ctx.base}/api/admin/export/${file}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    status = res.status;
    headers = res.headers;
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      firstByte ??= performance.now() - t0;
      bytes += chunk.length;
      const text = decoder.decode(chunk, { stream: true });
      if (header.length < 300 && records === 0) header += text.slice(0, 300);
      // Records end at a newline outside double quotes (RFC 4180 cells may hold newlines).
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) {
          records++;
          if (records === 100_001 && atHundredThousand === null) atHundredThousand = rssKb(pid);
        }
      }
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssKb(pid));
  return {
    file,
    status,
    contentType: headers?.get('content-type'),
    disposition: headers?.get('content-disposition'),
    encoding: headers?.get('content-encoding') ?? 'identity',
    records,
    header: header.split(/\r?\n/)[0],
    bytes,
    seconds: (performance.now() - t0) / 1000,
    firstByteMs: firstByte,
    rssBeforeMb: before / 1024,
    rssPeakMb: peak / 1024,
    growthMb: (peak - before) / 1024,
    growthAt100kMb: atHundredThousand === null ? null : (atHundredThousand - before) / 1024,
  };
}

async function exports(ctx) {
  const out = [];
  for (const file of ['summary.csv', 'revenue.csv']) {
    if (ONLY && !ONLY.includes(file.replace('.csv', '-csv'))) continue;
    const r = await download(ctx, file);
    if (r.status !== 200) {
      log(`${file}: ${r.status}`);
      out.push({ ...r, failed: true });
      continue;
    }
    // The revenue export is one row per transaction (a DELIVERED shipment) under one header line.
    const expected = file === 'revenue.csv' ? ctx.counts.shipments.DELIVERED + 1 : null;
    r.expected = expected;
    r.failed = (expected !== null && r.records !== expected) || r.growthMb >= EXPORT_RSS_BAR_MB;
    log(
      `${file}: ${r.records.toLocaleString('en')} lines${expected ? ` (expected ${expected.toLocaleString('en')})` : ''}, ` +
        `${(r.bytes / 1e6).toFixed(1)} MB (${r.encoding}) in ${r.seconds.toFixed(1)} s, first byte ${fmt(r.firstByteMs)} ms; ` +
        `server RSS ${r.rssBeforeMb.toFixed(0)} MB before, peak ${r.rssPeakMb.toFixed(0)} MB (+${r.growthMb.toFixed(1)} MB)` +
        `${r.growthAt100kMb === null ? '' : `, +${r.growthAt100kMb.toFixed(1)} MB at row 100,000`}; header: ${r.header}`,
    );
    out.push(r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN (ANALYZE, BUFFERS) of what each endpoint sends (the counting preload of bench:api)

function ipcRequest(child, msg) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(msg);
  });
}

async function explainAll(ctx) {
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `admin-explain-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  const md = [];
  for (const route of routes(ctx)) {
    const token = await adminToken(ctx);
    await ipcRequest(ctx.server, { cmd: 'reset' });
    const t0 = performance.now();
    const r = await call(ctx.base, 'GET', route.path, { token });
    const ms = performance.now() - t0;
    const read = await ipcRequest(ctx.server, { cmd: 'read' });
    md.push(
      `## ${route.key} — \`GET ${route.path}\`: ${r.status} in ${ms.toFixed(0)} ms, ${read.statements} statements\n`,
    );
    log(
      `${route.key}: ${r.status} in ${ms.toFixed(0)} ms, ${read.statements} statements, ${read.dbMs.toFixed(0)} ms in them`,
    );
    for (const t of read.texts) {
      if (!/^\s*(select|with)\b/i.test(t.text) || /from "?users"? where .*email/i.test(t.text)) continue;
      let plan;
      try {
        const e = await state.scratch.query(`explain (analyze, buffers) ${t.text}`, t.values ?? []);
        plan = e.rows.map((x) => x['QUERY PLAN']).join('\n');
      } catch (err) {
        plan = `EXPLAIN failed: ${err.message}`;
      }
      const exec = plan.match(/Execution Time: ([\d.]+) ms/)?.[1];
      log(`  ${exec ?? '?'} ms — ${t.text.replace(/\s+/g, ' ').slice(0, 110)}`);
      md.push(
        `${t.ms.toFixed(1)} ms in the server, execution ${exec} ms\n\n\`\`\`sql\n${t.text}\n\`\`\`\n\nvalues: ${JSON.stringify(t.values)}\n\n\`\`\`\n${plan}\n\`\`\`\n`,
      );
    }
  }
  writeFileSync(file, md.join('\n'));
  log(`EXPLAINs in ${path.relative(root, file)}`);
}

// ---------------------------------------------------------------------------------------------
// The table

function tables(ctx, rows, downloads) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const c = ctx.counts;
  const n = (x) => (x ?? 0).toLocaleString('en');
  const lines = [
    `Recorded ${when} UTC — ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `Node ${process.versions.node}, PostgreSQL ${ctx.info.version} (local, shared, default settings), ` +
      `autocannon ${CONNECTIONS} connections, no pipelining, ${SECONDS} s per endpoint after a ${WARMUP_SECONDS} s ` +
      `warm-up; "alone" is 1 connection for ${Math.max(3, Math.round(SECONDS / 2))} s. Server LOG_LEVEL ${LOG_LEVEL}; ` +
      'the load generator, the server and PostgreSQL share the machine.',
    '',
    `Data: ${n(c.users.total)} users (${n(c.users.transporter)} transporters, ${n(c.users['cargo-owner'])} cargo owners, ` +
      `${n(c.users.admin)} admin${c.users.suspended !== undefined ? `, ${n(c.users.suspended)} suspended` : ''}); ` +
      `${n(c.quotes.total)} loads (${n(c.quotes.ACCEPTED)} accepted, one behind each shipment, and ${n(c.quotes.total - (c.quotes.ACCEPTED ?? 0))} others: ` +
      `${n(c.quotes.ACTIVE)} active, ${n(c.quotes.EXPIRED)} expired, ${n(c.quotes.CANCELLED)} cancelled); ${n(c.bids.total)} bids; ` +
      `${n(c.shipments.total)} shipments (${[
        'PENDING_PICKUP',
        'AWAITING_PICKUP',
        'PICKED_UP',
        'IN_TRANSIT',
        'DELIVERED',
        'CANCELLED',
      ]
        .map((s) => `${n(c.shipments[s])} ${s}`)
        .join(', ')}); ${n(c.ratings.total)} ratings; ${n(c.activities.total)} activity rows ` +
      `(${ACTIVITY_TYPES.map((t) => `${n(c.activities[t])} ${t}`).join(', ')}; since ${c.activities.first?.slice(0, 10)}).`,
    '',
    `Bulk load (COPY, bench/admin-aggregates/load.mjs): ${ctx.load.seconds.toFixed(0)} s in all — ` +
      ctx.load.steps.map((s) => `${s.name} ${s.seconds.toFixed(0)} s`).join('; ') +
      '.',
    '',
    `| endpoint | first answer ms | p95 alone ms | req/s | p50 ms | p95 ms | p99 ms | errors | p95 ≤ ${P95_BAR_MS} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const name = `\`GET ${r.path.replace(/\?.*/, '')}\`${r.label ? ` (${r.label}: \`${r.path.split('?')[1]}\`)` : ''}`;
    if (r.missing) {
      lines.push(`| ${name} | — | — | — | — | — | — | answered ${r.missing} | **FAIL** (missing) |`);
      continue;
    }
    lines.push(
      `| ${name} | ${fmt(r.coldMs)} | ${fmt(r.alone.p95)} | ${r.rps.toFixed(1)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.failed ? '**FAIL**' : 'PASS'} |`,
    );
  }
  if (downloads.length) {
    lines.push(
      '',
      `| export | lines (header included) | size | time | first byte | server RSS before | RSS growth at row 100,000 | peak RSS growth | bar |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const d of downloads) {
      lines.push(
        `| \`GET /api/admin/export/${d.file}\` | ${n(d.records)}${d.expected ? ` (${n(d.expected - 1)} delivered + 1)` : ''} | ` +
          `${(d.bytes / 1e6).toFixed(1)} MB${d.encoding === 'identity' ? '' : ` (${d.encoding} on the wire)`} | ${d.seconds.toFixed(1)} s | ${fmt(d.firstByteMs)} ms | ${d.rssBeforeMb.toFixed(0)} MB | ` +
          `${d.growthAt100kMb === null ? '—' : `+${d.growthAt100kMb.toFixed(1)} MB`} | +${d.growthMb.toFixed(1)} MB | ` +
          `${d.failed ? '**FAIL**' : 'PASS'} |`,
      );
    }
    lines.push(
      '',
      `An export passes when it answers 200, the revenue CSV has one line per DELIVERED shipment under its header, and the ` +
        `server's RSS (VmRSS, sampled every 100 ms during the download) grows by less than ${EXPORT_RSS_BAR_MB} MB.`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const ctx = await setUp();
  if (EXPLAIN) {
    await explainAll(ctx);
    return 0;
  }
  const rows = [];
  for (const route of routes(ctx)) rows.push(await measure(ctx, route));
  const downloads = await exports(ctx);
  const body = tables(ctx, rows, downloads);
  console.log(`\n${body}\n`);
  const clean =
    !REUSE &&
    !ONLY &&
    data.SCALE === 1 &&
    (SECONDS >= 10 || args.has('--readme')) &&
    !args.has('--no-readme');
  if (clean) {
    writeReadmeBlock('admin', body, 'Admin aggregates (npm run bench:admin)');
    log('recorded in bench/README.md');
  } else {
    log('bench/README.md not written (a reused database, BENCH_ROUTES, under 10 s, or --no-readme)');
  }
  const failed = [...rows.filter((r) => r.failed || r.missing), ...downloads.filter((d) => d.failed)];
  if (failed.length) console.log(`FAIL: ${failed.map((r) => r.key ?? r.file).join(', ')}`);
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return CHECK && failed.length ? 1 : 0;
}

await run(main);
