// The stage of `npm run bench:load`: a scratch database with the 100,000-quote marketplace, the built
// server on it, the people who use it (with access tokens), and what they will bid on, accept and read.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { freePort, isolatedServerEnv, serverArgs } from '../../scripts/local.mjs';
import { seedScale } from '../api/seed-scale.mjs';
import {
  adminQuery,
  BENCH_SERVER_ENV,
  settleDatabase,
  tokenSigner,
  waitForHealth,
  withDatabase,
} from '../lib/harness.mjs';
import { postLoads } from './posted-loads.mjs';
import { GRACE_SECONDS } from './traffic.mjs';

/** Transporters bidding: each bids about once every four seconds, on a different load each time. */
const BIDS_PER_TRANSPORTER_SECOND = 0.25;
/** Open loads the bids go to: enough that most get a few bids, as the newest loads would. */
const LOADS_PER_BID_RATE = 20;
/** Quotes transporters open besides the ones being bid on. */
const BROWSED_QUOTES = 2_000;

async function startServer({ log, state, startProcess }, adminUrl, logLevel) {
  state.dbName = `njira_bench_load_${process.pid}_${randomBytes(4).toString('hex')}`;
  const {
    rows: [info],
  } = await adminQuery(adminUrl, `select current_setting('server_version') as version`);
  await adminQuery(adminUrl, `create database ${state.dbName}`);
  const dbUrl = withDatabase(adminUrl, state.dbName);
  log(`scratch database ${state.dbName} on PostgreSQL ${info.version}`);
  state.dataDir = mkdtempSync(path.join(os.tmpdir(), 'njira-bench-load-'));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = isolatedServerEnv({
    port,
    dataDir: state.dataDir,
    DATABASE_URL: dbUrl,
    JWT_SECRET: secret,
    LOG_LEVEL: logLevel,
    ...BENCH_SERVER_ENV,
  });
  // BENCH_SERVER_NODE_ARGS: node's own arguments for the server (a profiler's), as bench:api takes them.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = startProcess('server', serverArgs(...nodeArgs), env);
  await waitForHealth(base, server);
  log(`server up on ${base} (pid ${server.pid}); demo marketplace seeded`);
  state.scratch = new pg.Client({ connectionString: dbUrl });
  await state.scratch.connect();
  return { base, server, secret, version: info.version };
}

/** Waits (up to 10 minutes) until the outbox's worker has sent everything due; logs the wait. */
async function drainOutbox(db, log) {
  const t0 = performance.now();
  const pending = async () =>
    (
      await db.query(
        `select count(*)::int as n from outbox where sent_at is null and failed_at is null and next_attempt_at <= now()`,
      )
    ).rows[0].n;
  const first = await pending();
  for (let n = first, waited = 0; n > 0; n = await pending(), waited++) {
    if (performance.now() - t0 > 600_000)
      throw new Error(`the outbox still has ${n} messages due after 10 minutes`);
    await new Promise((r) => setTimeout(r, 1000));
    // What autovacuum would do, on a server where it is off (this machine's PostgreSQL for tests):
    // the sent messages' index entries are cleared, or every claim walks past all of them (a
    // claim took a second once 17,000 were sent).
    if (waited % 10 === 9) await db.query('vacuum outbox');
  }
  log(
    `outbox drained: ${first.toLocaleString('en')} messages sent in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** `count` transporters of the bench's own, who have bid on nothing yet. */
async function insertTransporters(db, count) {
  const tag = randomBytes(3).toString('hex');
  const { rows } = await db.query(
    `insert into users (email, password_hash, full_name, company_name, phone_number, role)
     select 'bidder' || g || '-${tag}@bench.njira', 'not-a-hash', 'Bench Driver ' || g,
            'Bench Haulage ' || g, '+26095' || lpad(g::text, 7, '0'), 'transporter'
     from generate_series(1, $1::int) g
     returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/**
 * What the traffic touches, chosen at random (seeded) among the open loads that stay open past the
 * run: loads with bids for the owners to accept (each once, the cheapest bid), other loads for the
 * transporters to bid on, quotes to open, the owners' shipments and search words from the data.
 */
async function chooseTargets(db, { accepts, bidLoads }) {
  await db.query('select setseed(0.24)');
  const open = `q.status = 'ACTIVE' and q.expires_at > now() + interval '2 hours'`;
  const { rows: acceptable } = await db.query(
    `select quote_id, owner_id, bid_id from (
       select distinct on (q.id) q.id as quote_id, q.owner_id, b.id as bid_id
       from quotes q join bids b on b.quote_id = q.id
       where ${open} order by q.id, b.amount_ngwee, b.id) c
     order by random() limit $1`,
    [accepts],
  );
  const { rows: biddable } = await db.query(
    `select q.id, q.max_budget_ngwee::float8 as budget from quotes q
     where ${open} and q.id <> all($1::uuid[]) order by random() limit $2`,
    [acceptable.map((a) => a.quote_id), bidLoads],
  );
  // Not the loads the owners accept: a transporter who did not bid on one is rightly told 404.
  const { rows: browsed } = await db.query(
    `select q.id from quotes q where ${open} and q.id <> all($1::uuid[]) order by random() limit $2`,
    [acceptable.map((a) => a.quote_id), BROWSED_QUOTES],
  );
  const { rows: shipments } = await db.query('select owner_id, id from shipments order by created_at desc');
  const { rows: words } = await db.query(
    `select w from (select from_location as w from quotes union select to_location from quotes
                    union select cargo_type from quotes) t
     where w is not null and length(w) between 3 and 40 order by w`,
  );
  return { acceptable, biddable, browsed: browsed.map((r) => r.id), shipments, words: words.map((r) => r.w) };
}

/**
 * The trucks that report where they are (issue 41: one position every 30 s per shipment on the road):
 * every shipment neither delivered nor cancelled is put on the road with 'Share my location' on, as
 * its transporter would have turned it on. The seeded marketplace has few shipments past pickup, and
 * one report a second needs 30 trucks for none to report more often than every 30 s.
 */
async function putFleetOnTheRoad(db) {
  const { rows } = await db.query(
    `update shipments set status = case when status = 'PENDING_PICKUP' then 'IN_TRANSIT' else status end,
       progress = case when status = 'PENDING_PICKUP' then 40 else progress end, share_location = true
     where status in ('PENDING_PICKUP', 'AWAITING_PICKUP', 'IN_TRANSIT')
     returning id, transporter_id`,
  );
  return rows;
}

/** The whole stage; `ctx` for the traffic (bench/load/kinds.mjs) and the report. */
export async function setUp(harness, { adminUrl, logLevel, options }) {
  const { log, state } = harness;
  buildIfNeeded();
  const { base, server, secret, version } = await startServer(harness, adminUrl, logLevel);
  const db = state.scratch;

  const t0 = performance.now();
  const scale = await seedScale(db);
  const bidders = await insertTransporters(
    db,
    Math.max(50, Math.ceil(options.bids / BIDS_PER_TRANSPORTER_SECOND)),
  );
  const seconds = options.warmup + options.duration + GRACE_SECONDS;
  const { rows: people } = await db.query(
    `select id, role from users where role in ('transporter', 'cargo-owner') and id <> all($1::uuid[])`,
    [bidders],
  );
  const sign = tokenSigner(secret, seconds + 30 * 60);
  const tokens = new Map();
  for (const { id, role } of people) tokens.set(id, await sign(id, role));
  for (const id of bidders) tokens.set(id, await sign(id, 'transporter'));
  const demoTransporters = people.filter((p) => p.role === 'transporter').map((p) => p.id);
  const owners = people.filter((p) => p.role === 'cargo-owner').map((p) => p.id);
  const posted = await postLoads({ db, base, owners, tokens, count: options.posted });
  log(`${posted.posted.toLocaleString('en')} loads posted through the API in ${posted.seconds.toFixed(0)} s`);
  // What posting queued (the lane transporters' e-mail and SMS) is sent before anything is measured,
  // and the tables are settled as autovacuum would leave them.
  await drainOutbox(db, log);
  await db.query('vacuum (analyze)');
  // Each accept target is used once; a tenth more in case the generator runs a little over.
  const accepts = Math.ceil(options.accepts * seconds * 1.1) + 5;
  const targets = await chooseTargets(db, {
    accepts,
    bidLoads: Math.max(200, options.bids * LOADS_PER_BID_RATE),
  });
  if (targets.acceptable.length < accepts) {
    throw new Error(`only ${targets.acceptable.length} open loads with bids to accept; ${accepts} needed`);
  }
  log(
    `scale seeded (${scale.quotes.toLocaleString('en')} quotes, ${scale.open.toLocaleString('en')} open, ` +
      `${scale.bids.toLocaleString('en')} bids); ${bidders.length} bench transporters, ` +
      `${demoTransporters.length} demo transporters, ${owners.length} cargo owners; ` +
      `${targets.biddable.length} loads to bid on, ${targets.acceptable.length} bids to accept, ` +
      `${targets.shipments.length} shipments; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const onTheRoad = await putFleetOnTheRoad(db);
  log(`${onTheRoad.length} shipments on the road, sharing their position`);
  if (!(await settleDatabase(db, base))) log('the database did not settle within 60 s; going on');
  return {
    base,
    server,
    version,
    scale,
    tokens,
    bidders,
    transporters: [...bidders, ...demoTransporters],
    owners,
    onTheRoad,
    ...targets,
  };
}
