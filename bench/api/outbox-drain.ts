// How fast the outbox worker drains a backlog, and what each message costs in CPU: the worker's
// per-message overhead (claim, record, commit) is paid beside every write that notifies someone.
// Queues N SMS rows in a scratch database, starts one worker (two lanes,
// the log adapters, as `npm start` runs without providers) and times it until nothing is unsent.
//
//   npx tsx bench/api/outbox-drain.ts            (N=10000, BENCH_DATABASE_URL as bench:api)
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { createDb } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { OutboxWorker } from '../../apps/server/src/features/outbox/outbox-worker.ts';
import { LogMailSender, LogSmsSender } from '../../apps/server/src/features/outbox/senders.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.env.N ?? 10_000);
const name = `njira_outbox_${randomBytes(4).toString('hex')}`;
const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** utime + stime of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms of the PostgreSQL backends serving the scratch database. */
function backendsCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres:') && cmd.includes(` ${name} `)) total += cpuMs(Number(entry));
    } catch {
      // The backend ended meanwhile.
    }
  }
  return total;
}

const silent = { info: () => {}, warn: () => {} };
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const { db, close } = createDb(withDatabase(adminUrl, name), 20);
try {
  await runMigrations(db);
  await db.$client.query(
    `insert into outbox (channel, to_phone, body)
     select 'sms', '+260970000000', 'Bench message ' || g from generate_series(1, $1) g`,
    [N],
  );
  const worker = new OutboxWorker({
    db,
    mail: new LogMailSender(silent),
    sms: new LogSmsSender(silent),
    log: silent,
    origin: 'http://127.0.0.1',
    pollMs: 50,
  });
  const pgBefore = backendsCpuMs();
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  worker.start();
  for (;;) {
    const { rows } = await db.$client.query<{ n: number }>(
      'select count(*)::int as n from outbox where sent_at is null',
    );
    if (rows[0]?.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const node = process.cpuUsage(nodeBefore);
  const pgMs = backendsCpuMs() - pgBefore;
  await worker.stop();
  console.log(
    `${N} messages in ${seconds.toFixed(2)} s (${Math.round(N / seconds)}/s); CPU per message: ` +
      `${Math.round((node.user + node.system) / N)} µs Node + ${Math.round((pgMs * 1000) / N)} µs PostgreSQL`,
  );
} finally {
  await close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
