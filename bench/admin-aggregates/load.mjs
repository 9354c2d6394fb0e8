// The bulk load of `npm run bench:admin`: the marketplace of data.ts into a migrated, empty scratch
// database, with COPY … FROM STDIN (pg-copy-streams), rows generated as they are sent — a few
// 64 KB chunks in flight per table, never the tables in memory.
//
// The standard bulk-load order: the secondary indexes and the foreign keys of the loaded tables are
// taken down first (their definitions read from the catalog) and put back after the COPYs, so each
// index is built once from sorted data and each foreign key is checked once, by one query per key,
// when it is added again (ALTER TABLE … ADD CONSTRAINT validates every row: a row that broke one
// fails the load). The primary keys, unique and check constraints stay on throughout. Each quote's
// bid_count (which the API keeps in each bid's transaction) is written with the quote, and checked
// against the bids afterwards; the transporters' routes are filled once from the shipments.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const LOADED = [
  'users',
  'quotes',
  'bids',
  'shipments',
  'ratings',
  'activities',
  'ledger_accounts',
  'journal_entries',
  'journal_lines',
];
const CHUNK = 64 * 1024;
const DAY = 86_400_000;

/** A COPY into `table` on its own connection, written in chunks with backpressure. */
async function copyInto(url, table, columns) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stream = client.query(
    copyFrom(`copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`),
  );
  let failed = null;
  stream.on('error', (err) => {
    failed ??= err;
  });
  let buffer = '';
  let rows = 0;
  const flush = async () => {
    if (failed) throw new Error(`COPY into ${table}: ${failed.message}`);
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
  };
  return {
    table,
    get rows() {
      return rows;
    },
    /** Adds rows (COPY text, each ending in a newline); resolves at once unless a chunk is due. */
    async add(text, n = 1) {
      if (!text) return;
      buffer += text;
      rows += n;
      if (buffer.length >= CHUNK) await flush();
    },
    async end() {
      try {
        if (buffer) await flush();
        stream.end();
        await finished(stream);
        if (failed) throw failed;
      } catch (err) {
        throw new Error(`COPY into ${table}: ${err.message}`);
      } finally {
        await client.end().catch(() => {});
      }
      return rows;
    },
    async abort() {
      stream.destroy();
      await client.end().catch(() => {});
    },
  };
}

const lines = (text) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * Loads the marketplace; `client` is a connection to the scratch database (the server has
 * migrated it and made its admin). Returns the timings of each step and the counts loaded.
 */
export async function bulkLoad({ client, url, data, world, log }) {
  const t0 = performance.now();
  const steps = [];
  const step = (name, since) => {
    const s = (performance.now() - since) / 1000;
    steps.push({ name, seconds: s });
    log(`${name}: ${s.toFixed(1)} s`);
  };

  // --- Down: the secondary indexes and foreign keys of the loaded tables, the bid counter.
  let t = performance.now();
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class c on c.oid = i.indrelid
     where c.relnamespace = 'public'::regnamespace and c.relname = any($1)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [LOADED],
  );
  const { rows: foreignKeys } = await client.query(
    `select conname as name, conrelid::regclass::text as "table", pg_get_constraintdef(oid) as def
     from pg_constraint
     where contype = 'f' and connamespace = 'public'::regnamespace
       and conrelid::regclass::text = any($1)`,
    [LOADED],
  );
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint "${fk.name}"`);
  for (const ix of indexes) await client.query(`drop index ${ix.name}`);
  log(`took down ${indexes.length} secondary indexes and ${foreignKeys.length} foreign keys for the load`);

  // --- The people (20,000), then every load once: quotes, bids, shipments, ratings side by side.
  const persons = data.people(world);
  const users = await copyInto(url, 'users', data.userColumns(world));
  for (const p of persons) await users.add(data.userRow(world, p));
  await users.end();
  step(`users: ${persons.length.toLocaleString('en')} rows`, t);

  // Events per hour (from 400 days ago), to find the log's cut-off without keeping the events.
  const histStart = world.now - 400 * DAY;
  const hours = new Uint32Array(400 * 24 + 48);
  const bin = (at) => {
    hours[Math.max(0, Math.min(hours.length - 1, Math.floor((at - histStart) / 3_600_000)))]++;
  };
  for (const p of persons) for (const e of data.userEvents(world, p)) bin(e.at);

  t = performance.now();
  const streams = {
    quotes: await copyInto(url, 'quotes', data.quoteColumns),
    bids: await copyInto(url, 'bids', data.bidColumns),
    shipments: await copyInto(url, 'shipments', data.shipmentColumns),
    ratings: await copyInto(url, 'ratings', data.ratingColumns),
  };
  try {
    const total = data.SHIPMENTS + data.OTHER_QUOTES;
    let lastLog = performance.now();
    for (let i = 0; i < total; i++) {
      const load =
        i < data.SHIPMENTS
          ? data.shipmentLoad(world, i, persons)
          : data.otherLoad(world, i - data.SHIPMENTS, persons);
      for (const e of data.loadEvents(load)) bin(e.at);
      const b = data.bidRows(load);
      const r = data.ratingRows(load);
      await streams.quotes.add(data.quoteRow(load));
      await streams.bids.add(b, lines(b));
      if (load.shipment) await streams.shipments.add(data.shipmentRow(load));
      if (r) await streams.ratings.add(r, lines(r));
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        log(`… ${(i + 1).toLocaleString('en')} of ${total.toLocaleString('en')} loads sent`);
      }
    }
    await Promise.all(Object.values(streams).map((s) => s.end()));
  } catch (err) {
    await Promise.all(Object.values(streams).map((s) => s.abort()));
    throw err;
  }
  step(
    `quotes ${streams.quotes.rows.toLocaleString('en')}, bids ${streams.bids.rows.toLocaleString('en')}, ` +
      `shipments ${streams.shipments.rows.toLocaleString('en')}, ratings ${streams.ratings.rows.toLocaleString('en')} (one pass, four COPYs)`,
    t,
  );

  // --- The log: the newest ACTIVITY_ROWS events. The cut-off hour, and how many of its events
  // (in generation order) fall out so the count is exact.
  t = performance.now();
  let kept = 0;
  let cutHour = hours.length;
  while (cutHour > 0 && kept < data.ACTIVITY_ROWS) kept += hours[--cutHour];
  if (kept < data.ACTIVITY_ROWS)
    throw new Error(`only ${kept} events in all, fewer than ${data.ACTIVITY_ROWS}`);
  let skip = kept - data.ACTIVITY_ROWS;
  const cutoff = histStart + cutHour * 3_600_000;
  const activities = await copyInto(url, 'activities', data.activityColumns);
  let index = 0;
  const keep = async (e) => {
    if (e.at < cutoff) return;
    if (e.at < cutoff + 3_600_000 && skip > 0) {
      skip--;
      return;
    }
    await activities.add(data.activityRow(index++, e.make()));
  };
  try {
    for (const p of persons) for (const e of data.userEvents(world, p)) await keep(e);
    for (let q = data.firstShipmentLoadFrom(world, cutoff); q < data.SHIPMENTS; q++) {
      for (const e of data.loadEvents(data.shipmentLoad(world, q, persons))) await keep(e);
    }
    for (let j = data.firstOtherLoadFrom(world, cutoff); j < data.OTHER_QUOTES; j++) {
      for (const e of data.loadEvents(data.otherLoad(world, j, persons))) await keep(e);
    }
    await activities.end();
  } catch (err) {
    await activities.abort();
    throw err;
  }
  step(
    `activities: ${activities.rows.toLocaleString('en')} rows, the log since ${new Date(cutoff).toISOString().slice(0, 16)}Z`,
    t,
  );

  // --- The ratings' running totals on the users, as RatingService keeps them.
  t = performance.now();
  await client.query(
    `update users u set rating_sum = r.s, rating_count = r.n
     from (select ratee_id, sum(stars)::int as s, count(*)::int as n from ratings group by ratee_id) r
     where r.ratee_id = u.id`,
  );
  step('users.rating_sum and rating_count from the ratings', t);

  // --- The money, in the ledger as the escrow flow posts it (issue 26, ADR 021): every shipment
  // past Pending Pickup was paid (deposit_completed two hours after acceptance); every delivered one
  // was released 80/20 when it was delivered and its 80% paid out an hour later. Set-based, with the
  // ledger's triggers off for this session; every entry is checked to balance afterwards.
  t = performance.now();
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into ledger_accounts (kind) values ('platform_revenue'), ('provider_clearing') on conflict do nothing`,
  );
  await client.query(`create temp table bench_money as
    select s.id, s.transporter_id, s.status, s.amount_ngwee as amount,
           round(s.amount_ngwee::numeric * ${data.PLATFORM_FEE_RATE}::numeric)::bigint as fee,
           s.created_at + interval '2 hours' as paid_at,
           greatest(coalesce(s.completed_at, s.delivery_date, s.created_at), s.created_at + interval '3 hours') as released_at,
           gen_random_uuid() as escrow, gen_random_uuid() as deposit, gen_random_uuid() as release, gen_random_uuid() as payout
    from shipments s where s.status not in ('PENDING_PICKUP', 'CANCELLED')`);
  await client.query(
    `insert into ledger_accounts (id, kind, shipment_id) select escrow, 'escrow', id from bench_money`,
  );
  await client.query(`insert into ledger_accounts (kind, user_id)
    select distinct 'transporter_payable', transporter_id from bench_money where status = 'DELIVERED'`);
  await client.query(`insert into journal_entries (id, kind, idempotency_key, shipment_id, memo, created_at)
    select deposit, 'deposit_completed', 'deposit_completed:bench:' || id, id, 'deposit completed (bench)', paid_at from bench_money
    union all
    select release, 'escrow_released', 'escrow_released:' || id, id, 'escrow released (bench)', released_at
      from bench_money where status = 'DELIVERED'
    union all
    select payout, 'payout_completed', 'payout_completed:bench:' || id, id, 'payout completed (bench)', released_at + interval '1 hour'
      from bench_money where status = 'DELIVERED'`);
  await client.query(`with one as (
      select (select id from ledger_accounts where kind = 'platform_revenue') as revenue,
             (select id from ledger_accounts where kind = 'provider_clearing') as clearing),
    m as (select b.*, p.id as payable from bench_money b
      left join ledger_accounts p on p.kind = 'transporter_payable' and p.user_id = b.transporter_id)
    insert into journal_lines (entry_id, account_id, amount_ngwee)
    select deposit, clearing, amount from m, one
    union all select deposit, escrow, -amount from m
    union all select release, escrow, amount from m where status = 'DELIVERED'
    union all select release, payable, -(amount - fee) from m where status = 'DELIVERED'
    union all select release, revenue, -fee from m, one where status = 'DELIVERED' and fee > 0
    union all select payout, payable, amount - fee from m where status = 'DELIVERED'
    union all select payout, clearing, -(amount - fee) from m, one where status = 'DELIVERED'`);
  await client.query(`set session_replication_role = origin`);
  const {
    rows: [money],
  } = await client.query(
    `select (select count(*)::int from journal_entries) as entries, (select count(*)::int from journal_lines) as lines,
            (select count(*)::int from (select entry_id from journal_lines group by entry_id having sum(amount_ngwee) <> 0) x) as unbalanced,
            (select coalesce(sum(amount_ngwee), 0)::bigint from journal_lines) as total`,
  );
  if (money.unbalanced || Number(money.total) !== 0) {
    throw new Error(`the loaded ledger does not balance: ${JSON.stringify(money)}`);
  }
  step(
    `ledger: ${money.entries.toLocaleString('en')} journal entries, ${money.lines.toLocaleString('en')} lines (every entry balances)`,
    t,
  );

  // --- Up again: the indexes (built once each), the foreign keys (validated), the routes.
  t = performance.now();
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const ix of indexes) await client.query(ix.def);
  step(`${indexes.length} indexes built`, t);
  t = performance.now();
  for (const fk of foreignKeys) {
    await client.query(`alter table ${fk.table} add constraint "${fk.name}" ${fk.def}`);
  }
  await client.query(
    `insert into transporter_lanes (city, transporter_id)
     select from_location, transporter_id from shipments union select to_location, transporter_id from shipments
     on conflict do nothing`,
  );
  step(`${foreignKeys.length} foreign keys added back and validated`, t);

  // --- Checks: the counts the bids' transactions would have kept, and the statuses.
  t = performance.now();
  const {
    rows: [check],
  } = await client.query(
    `select (select count(*)::int from quotes q
               left join (select quote_id, count(*)::int as n from bids group by quote_id) b on b.quote_id = q.id
             where q.bid_count <> coalesce(b.n, 0)) as wrong_bid_counts,
            (select count(*)::int from quotes q where q.status = 'ACCEPTED'
               and not exists (select 1 from shipments s where s.quote_id = q.id)) as accepted_without_shipment,
            (select count(*)::int from shipments s join bids b on b.id = s.bid_id
             where not b.is_accepted or b.quote_id <> s.quote_id or b.transporter_id <> s.transporter_id
                   or b.amount_ngwee <> s.amount_ngwee) as shipments_off_their_bid`,
  );
  if (check.wrong_bid_counts || check.accepted_without_shipment || check.shipments_off_their_bid) {
    throw new Error(`the loaded data is inconsistent: ${JSON.stringify(check)}`);
  }
  step('checked: every bid_count, every accepted load has its shipment, every shipment its accepted bid', t);

  t = performance.now();
  await client.query('vacuum analyze');
  await client.query('checkpoint').catch(() => {});
  step('VACUUM ANALYZE and a checkpoint', t);

  const seconds = (performance.now() - t0) / 1000;
  return { seconds, steps, cutoff };
}
