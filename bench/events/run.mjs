// `npm run bench:events`: issue 13's bars for the live events stream, measured on the built server
// on loopback, and recorded in bench/README.md.
//
//   1. Latency: 500 cargo owners hold `GET /api/events` open on one instance; transporters place
//      bids on those owners' loads through the API, a few per second. For each bid: the time from its
//      201 reaching the transporter to the owner's stream delivering the `notification` (p50, p95,
//      max; bar p95 ≤ 1 s), and that every bid reached its owner and nobody else.
//   2. Memory: 2,000 idle streams (the 500 and 1,500 more): the server's resident memory (VmRSS of
//      its process) with them open, against the same server's resident memory with none (the
//      reference, measured in the same run; bar ≤ 100 MB for the 2,000).
//
//   npm run bench:events -- --no-readme   do not write bench/README.md
//   BENCH_EVENTS_BIDS (default 200), BENCH_DATABASE_URL, BENCH_KEEP_DB=1 as bench:api.
//
// Accounts are made in SQL and their access tokens signed with the server's secret (given to it by
// the bench), so 2,000 sign-ups do not go through the login rate limit.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { freePort, isolatedServerEnv, serverArgs } from '../../scripts/local.mjs';
import {
  BENCH_SERVER_ENV,
  call,
  createHarness,
  DEFAULT_ADMIN_URL,
  inBatches,
  sleep,
  tokenSigner,
  waitForHealth,
  withDatabase,
  writeReadmeBlock,
} from '../lib/harness.mjs';

const args = new Set(process.argv.slice(2));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const LATENCY_STREAMS = 500;
const IDLE_STREAMS = 2_000;
const BIDS = Number(process.env.BENCH_EVENTS_BIDS ?? 200);
const BIDS_PER_SECOND = 20;
const LOADS = 100; // loads of the first 100 streaming owners, bid on in turn
const LATENCY_BAR_MS = 1_000;
const MEMORY_BAR_MB = 100;

const { log, state, startProcess, cleanup } = createHarness({
  name: 'bench:events',
  adminUrl: ADMIN_URL,
  keepDb: process.env.BENCH_KEEP_DB === '1',
  keepDbHint: ' (BENCH_KEEP_DB=1)',
});

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Waits until RSS stops moving (±1 MB over 3 s) and returns it; the allocator settles slowly. */
async function settledRss(pid) {
  let last = rssMb(pid);
  for (let i = 0; i < 20; i++) {
    await sleep(1_000);
    const now = rssMb(pid);
    if (Math.abs(now - last) < 1) {
      await sleep(2_000);
      const again = rssMb(pid);
      if (Math.abs(again - now) < 1) return again;
    }
    last = now;
  }
  return rssMb(pid);
}

function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One `GET /api/events` on its own socket: a minimal SSE reader that calls `onEvent(name, data)` for
 * each event (comments and heartbeats skipped). Resolves once the response headers arrived.
 */
function openStream(base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/events`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`events: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let name = 'message';
            const data = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) name = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length) onEvent(name, data.join('\n'));
            cut = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
        resolve({ close: () => req.destroy(), res });
      },
    );
    req.on('error', reject);
  });
}

async function main() {
  buildIfNeeded();
  state.dbName = `njira_bench_events_${process.pid}_${randomBytes(4).toString('hex')}`;
  await (async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${state.dbName}`);
    await admin.end();
  })();
  const dbUrl = withDatabase(ADMIN_URL, state.dbName);
  state.dataDir = mkdtempSync(path.join(os.tmpdir(), 'njira-bench-events-'));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    'server',
    serverArgs(),
    isolatedServerEnv({
      port,
      dataDir: state.dataDir,
      DATABASE_URL: dbUrl,
      JWT_SECRET: secret,
      ...BENCH_SERVER_ENV,
    }),
  );
  await waitForHealth(base, server);
  log(`server up on ${base} (pid ${server.pid}), demo marketplace seeded`);

  state.scratch = new pg.Client({ connectionString: dbUrl });
  await state.scratch.connect();
  const db = state.scratch;

  // Accounts: 2,000 cargo owners (the streams) and 50 transporters (the bidders).
  const tag = randomBytes(3).toString('hex');
  const { rows: owners } = await db.query(
    `insert into users (email, password_hash, full_name, company_name, phone_number, role)
     select 'owner' || g || '-${tag}@bench.njira', 'not-a-hash', 'Bench Owner ' || g, 'Bench Mining ' || g,
            '+26097' || lpad(g::text, 7, '0'), 'cargo-owner'
     from generate_series(1, $1::int) g
     returning id`,
    [IDLE_STREAMS],
  );
  const { rows: bidders } = await db.query(
    `insert into users (email, password_hash, full_name, company_name, phone_number, role)
     select 'carrier' || g || '-${tag}@bench.njira', 'not-a-hash', 'Bench Driver ' || g, 'Bench Haulage ' || g,
            '+26096' || lpad(g::text, 7, '0'), 'transporter'
     from generate_series(1, 50) g
     returning id`,
  );
  // One open load for each of the first 100 owners, copied from a demo load (budget K 1,000,000).
  const { rows: loads } = await db.query(
    `insert into quotes (owner_id, status, cargo, cargo_type, cargo_description, from_location, from_address,
                         to_location, to_address, weight_kg, distance_km, dimensions, pickup_date, delivery_date,
                         expires_at, estimated_value_ngwee, max_budget_ngwee, insurance_required,
                         special_instructions)
     select o.id, 'ACTIVE', q.cargo, q.cargo_type, q.cargo_description, q.from_location, q.from_address,
            q.to_location, q.to_address, q.weight_kg, q.distance_km, q.dimensions, now() + interval '2 days',
            now() + interval '5 days', now() + interval '3 days', q.estimated_value_ngwee, 100000000,
            q.insurance_required, q.special_instructions
     from unnest($1::uuid[]) with ordinality as o(id, i),
          (select * from quotes order by id limit 1) q
     where o.i <= $2
     returning id, owner_id`,
    [owners.map((o) => o.id), LOADS],
  );
  const sign = tokenSigner(secret, 15 * 60);
  const ownerTokens = await Promise.all(owners.map((o) => sign(o.id, 'cargo-owner')));
  const bidderTokens = await Promise.all(bidders.map((b) => sign(b.id, 'transporter')));
  log(`${owners.length} owners, ${bidders.length} transporters, ${loads.length} open loads made`);

  // Reference: the server's resident memory with no stream open, after a little traffic.
  await inBatches(
    Array.from({ length: 200 }, (_, i) => i),
    10,
    () => call(base, 'GET', '/api/notifications?limit=5', { token: ownerTokens[0] }),
  );
  const rssIdle = await settledRss(server.pid);
  log(`server RSS with no stream: ${rssIdle.toFixed(1)} MB`);

  // Phase 1: 500 streams, bids on the first 100 owners' loads.
  const arrivals = new Map(); // quoteId → [time of each notification]
  const strays = [];
  const ownerOfLoad = new Map(loads.map((l) => [l.id, l.owner_id]));
  const streams = [];
  const streamOf = (i) => (name, data) => {
    if (name !== 'notification') return;
    const n = JSON.parse(data);
    if (n.kind !== 'bid_placed') return;
    if (ownerOfLoad.get(n.quoteId) !== owners[i].id) strays.push({ owner: i, quote: n.quoteId });
    const list = arrivals.get(n.quoteId) ?? [];
    list.push(performance.now());
    arrivals.set(n.quoteId, list);
  };
  await inBatches(
    Array.from({ length: LATENCY_STREAMS }, (_, i) => i),
    50,
    async (i) => {
      streams[i] = await openStream(base, ownerTokens[i], streamOf(i));
    },
  );
  log(`${LATENCY_STREAMS} streams open; placing ${BIDS} bids at ${BIDS_PER_SECOND}/s`);

  const sent = []; // { quoteId, at201, nth }
  const gap = 1_000 / BIDS_PER_SECOND;
  const started = performance.now();
  const bidsDone = [];
  for (let k = 0; k < BIDS; k++) {
    const wait = started + k * gap - performance.now();
    if (wait > 0) await sleep(wait);
    const load = loads[k % loads.length];
    const bidder = Math.floor(k / loads.length) % bidders.length;
    const nth = Math.floor(k / loads.length);
    const atSend = performance.now();
    bidsDone.push(
      call(base, 'POST', `/api/quotes/${load.id}/bids`, {
        token: bidderTokens[bidder],
        body: { amount: 50000 + k, estimatedDays: 3 },
      }).then((r) => {
        if (r.status !== 201) throw new Error(`bid ${k}: ${r.status} ${JSON.stringify(r.json)}`);
        sent.push({ quoteId: load.id, atSend, at201: performance.now(), nth });
      }),
    );
  }
  await Promise.all(bidsDone);
  await sleep(3_000); // the last events
  const latencies = [];
  const fromSend = [];
  let lost = 0;
  for (const s of sent) {
    const got =
      arrivals
        .get(s.quoteId)
        ?.slice()
        .sort((a, b) => a - b) ?? [];
    const t = got[s.nth];
    if (t === undefined) lost++;
    // An event can arrive a hair before the 201 is read (the commit happens first): that is 0 ms.
    else {
      latencies.push(Math.max(0, t - s.at201));
      fromSend.push(t - s.atSend);
    }
  }
  latencies.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const delivered = [...arrivals.values()].reduce((n, l) => n + l.length, 0);
  const lat = { p50: pct(latencies, 50), p95: pct(latencies, 95), max: latencies.at(-1) };
  const whole = { p50: pct(fromSend, 50), p95: pct(fromSend, 95), max: fromSend.at(-1) };
  log(
    `latency 201 → owner's stream: p50 ${lat.p50.toFixed(1)} ms, p95 ${lat.p95.toFixed(1)} ms, ` +
      `max ${lat.max.toFixed(1)} ms; ${delivered} delivered for ${sent.length} bids, ${lost} lost, ` +
      `${strays.length} to a wrong owner`,
  );

  // Phase 2: 2,000 idle streams.
  await inBatches(
    Array.from({ length: IDLE_STREAMS - LATENCY_STREAMS }, (_, i) => i + LATENCY_STREAMS),
    50,
    async (i) => {
      streams[i] = await openStream(base, ownerTokens[i], () => {});
    },
  );
  const rssStreams = await settledRss(server.pid);
  const costMb = rssStreams - rssIdle;
  log(
    `server RSS with ${IDLE_STREAMS} idle streams: ${rssStreams.toFixed(1)} MB ` +
      `(+${costMb.toFixed(1)} MB, ${((costMb * 1024) / IDLE_STREAMS).toFixed(1)} KB a stream)`,
  );
  for (const s of streams) s?.close();

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const pass = (ok) => (ok ? 'pass' : '**fail**');
  const latencyOk = lat.p95 <= LATENCY_BAR_MS && lost === 0 && strays.length === 0;
  const memoryOk = costMb <= MEMORY_BAR_MB;
  const table = [
    `Run ${date} UTC, ${os.cpus().length} cores, Node ${process.versions.node}, the built server on its own PostgreSQL database, loopback.`,
    '',
    '| measure | figure | bar | result |',
    '|---|---|---|---|',
    `| bid's 201 → the owner's stream, ${LATENCY_STREAMS} streams open, ${sent.length} bids at ${BIDS_PER_SECOND}/s on ${loads.length} loads | p50 ${lat.p50.toFixed(1)} ms, p95 ${lat.p95.toFixed(1)} ms, max ${lat.max.toFixed(1)} ms | p95 ≤ ${LATENCY_BAR_MS} ms | ${pass(lat.p95 <= LATENCY_BAR_MS)} |`,
    `| the same from the bid being sent (the bid's own round trip included; reference for the above) | p50 ${whole.p50.toFixed(1)} ms, p95 ${whole.p95.toFixed(1)} ms, max ${whole.max.toFixed(1)} ms | — | — |`,
    `| bids delivered / lost / to a wrong owner | ${delivered} / ${lost} / ${strays.length} | all, 0, 0 | ${pass(lost === 0 && strays.length === 0 && delivered === sent.length)} |`,
    `| server resident memory, no stream (reference) | ${rssIdle.toFixed(1)} MB | — | — |`,
    `| server resident memory, ${IDLE_STREAMS} idle streams | ${rssStreams.toFixed(1)} MB: +${costMb.toFixed(1)} MB, ${((costMb * 1024) / IDLE_STREAMS).toFixed(1)} KB a stream | ≤ +${MEMORY_BAR_MB} MB | ${pass(memoryOk)} |`,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (!args.has('--no-readme')) {
    writeReadmeBlock('events', table, 'Live events (`npm run bench:events`, issue 13)');
    log('recorded in bench/README.md');
  }
  return latencyOk && memoryOk;
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok || !args.has('--check') ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
