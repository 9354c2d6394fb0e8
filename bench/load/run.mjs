// `npm run bench:load`: the marketplace at peak, at fixed rates, on the 100,000-quote marketplace.
//
//   npm run bench:load                                  the bar: 50 bids/s, 200 reads/s, 1 accept/s,
//                                                       100 event streams, 60 s
//   npm run bench:load -- --bids 100 --reads 400 --streams 200    the goal
//   npm run bench:load -- --duration 10 --no-readme     a quick try
//   npm run bench:load -- --check                       exit 1 when a bar fails
//
// One command: builds what is missing, makes a scratch database on the local PostgreSQL, starts the
// built server on it, seeds the scale (bench/api/seed-scale.mjs), opens the event streams, sends the
// traffic (bench/load/kinds.mjs) at fixed rates with autocannon (bench/load/traffic.mjs) for a warm-up
// and then the measured window, checks every bid answered 201 is stored, prints the table and records
// it in bench/README.md. Only 127.0.0.1 is sent anything; the server is stopped and the scratch
// database dropped at the end, also on Ctrl-C or error (bench/lib/harness.mjs).
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createHarness, DEFAULT_ADMIN_URL, settleDatabase, writeReadmeBlock } from '../lib/harness.mjs';
import { makeKinds } from './kinds.mjs';
import { parseOptions } from './options.mjs';
import { describePressure, startPressure } from './pressure.mjs';
import { failuresOf, formatReport, lostBids, rowOf } from './report.mjs';
import { setUp } from './setup.mjs';
import { drive, GRACE_SECONDS, openStreams } from './traffic.mjs';

const parsed = parseOptions(process.argv.slice(2));
if (parsed.help) {
  console.log(parsed.help);
  process.exit(0);
}
if (parsed.error) {
  console.error(parsed.error);
  process.exit(2);
}
const { options } = parsed;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

const harness = createHarness({
  name: 'bench:load',
  adminUrl: ADMIN_URL,
  keepDb: process.env.BENCH_KEEP_DB === '1',
  keepDbHint: ' (BENCH_KEEP_DB=1)',
});
const { log, state } = harness;

/** The server's cap on one user's open event streams (`MAX_STREAMS_PER_USER`, apps/server/src/features/events/stream-registry.ts). */
const MAX_STREAMS_PER_USER = 10;

async function main() {
  const started = performance.now();
  const ctx = await setUp(harness, { adminUrl: ADMIN_URL, logLevel: LOG_LEVEL, options });
  const { kinds, bidsPlaced } = makeKinds(ctx, options);

  // Half the streams are cargo owners' (their loads get the bids), half transporters'. An owner holds
  // at most the server's MAX_STREAMS_PER_USER (it closes the oldest past that): the rest are bidders'.
  const ownerStreams = Math.min(Math.ceil(options.streams / 2), ctx.owners.length * MAX_STREAMS_PER_USER);
  const streams = await openStreams(ctx.base, options.streams, (i) =>
    ctx.tokens.get(
      i < ownerStreams
        ? ctx.owners[i % ctx.owners.length]
        : ctx.bidders[(i - ownerStreams) % ctx.bidders.length],
    ),
  );
  log(`${streams.summary().opened} of ${options.streams} event streams open`);

  log(
    `${options.warmup} s of warm-up, ${options.duration} s measured, ${GRACE_SECONDS} s more for late ` +
      `answers: ${kinds.map((k) => `${k.key} ${k.rate}/s`).join(', ')}; ${options.streams} streams`,
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const traffic = drive(ctx.base, kinds, options);
  // The generator's own delays, over the measured window only.
  const pressure = startPressure();
  let pressureShares = null;
  setTimeout(() => {
    loop.enable();
    pressure.begin();
  }, options.warmup * 1000);
  setTimeout(
    () => {
      loop.disable();
      pressureShares = pressure.stop();
    },
    (options.warmup + options.duration) * 1000,
  );
  const { requests, samples } = await traffic;
  loop.disable();
  const streamSummary = streams.summary();
  streams.close();

  // Nothing may still be on its way to the table before bids are looked for.
  await settleDatabase(state.scratch, ctx.base, 30_000);
  const bids = await lostBids(state.scratch, bidsPlaced);
  const rows = kinds.map((kind) => rowOf(kind, requests, samples, options.duration));
  for (const row of rows) {
    for (const sample of row.samples) log(`${row.key}: ${sample}`);
  }
  const failures = failuresOf(rows, bids, streamSummary);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const body = formatReport({
    when: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine:
      `${os.cpus().length} cores (${cpu}), Node ${process.versions.node}, PostgreSQL ${ctx.version} (local, shared, over ${new URL(ADMIN_URL).searchParams.has('host') ? 'its Unix socket' : 'TCP'}); ` +
      'the load generator, the server and PostgreSQL share the machine',
    options,
    data:
      `Data: the demo marketplace plus the scale, ${ctx.scale.quotes.toLocaleString('en')} quotes ` +
      `(${ctx.scale.open.toLocaleString('en')} open) and ${ctx.scale.bids.toLocaleString('en')} bids at the start.`,
    rows,
    bids,
    streams: streamSummary,
    loopDelay: loop.percentile(99) / 1e6,
    pressure: describePressure(pressureShares),
    failures,
  });
  console.log(`\n${body}\n`);
  if (options.readme) writeReadmeBlock('load', body, 'Product load (`npm run bench:load`)');
  else log('bench/README.md not written (--no-readme)');
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return options.check && failures.length ? 1 : 0;
}

await harness.run(main);
