import { pipeline, type Readable, Transform } from 'node:stream';
import {
  type AdminOverview,
  type AdminRevenue,
  adminExportFilename,
  lusakaParts,
  REVENUE_CSV_COLUMNS,
  splitNgwee,
} from '@njira/domain';
import { stringify } from 'csv-stringify';
import QueryStream from 'pg-query-stream';
import type { Db } from '../../db/client.ts';
import { transactionsQuery } from '../../db/queries/admin-revenue.ts';

/**
 * The admin's CSV exports (ADR 017): csv-stringify writes RFC 4180 (quotes where needed, doubled
 * inner quotes, CRLF rows), a row at a time, so nothing is built in memory; the revenue rows come
 * from a server-side cursor (pg-query-stream) and back-pressure holds the cursor while the client
 * is slow.
 */

/**
 * Spreadsheet formula injection: a text cell that begins with =, +, -, @, a tab or a carriage return
 * would be run as a formula by Excel, LibreOffice or Sheets; a leading ' makes it plain text (OWASP).
 * Numbers we compute are written as numbers and are never formulas, so they are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvStream(columns: readonly string[]) {
  return stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: neutraliseCell, number: (n) => String(n) },
  });
}

/** Today's Lusaka day 'YYYY-MM-DD', for the file names. */
export function lusakaDay(now: Date = new Date()): string {
  const p = lusakaParts(now);
  if (!p) throw new Error('the clock gave no date');
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function exportFilename(kind: 'summary' | 'revenue', now: Date = new Date()): string {
  return adminExportFilename(kind, lusakaDay(now));
}

const kwacha = (ngwee: number) => (ngwee / 100).toFixed(2);

/** The Metric,Value rows of the overview and revenue, as the dashboard shows them. */
export function summaryRows(o: AdminOverview, r: AdminRevenue, day: string): [string, string | number][] {
  const k = (amount: number) => amount.toFixed(2);
  return [
    ['Report date (Lusaka)', day],
    ['Total transaction volume (K)', k(o.revenue.totalVolume)],
    ['Platform fees (K)', k(o.revenue.platformFees)],
    ['Transporter payouts (K)', k(o.revenue.transporterPayouts)],
    ['Platform fees this month (K)', k(o.revenue.thisMonthFees)],
    ['Platform fees last month (K)', k(o.revenue.lastMonthFees)],
    ['Fee growth month over month (%)', Math.round(o.revenue.growth * 10) / 10],
    ['Lifetime platform fees (K)', k(r.lifetimeFees)],
    ['Transactions (delivered shipments)', r.transactions],
    ['Users', o.users.total],
    ['Transporters', o.users.transporters],
    ['Cargo owners', o.users.cargoOwners],
    ['Admins', o.users.admins],
    ['Suspended users', o.users.suspended],
    ['New users this month', o.users.newThisMonth],
    ['Loads', o.loads.total],
    ['Active loads', o.loads.active],
    ['Accepted loads', o.loads.accepted],
    ['Expired loads', o.loads.expired],
    ['Cancelled loads', o.loads.cancelled],
    ['Bids', o.loads.totalBids],
    ['Shipments', o.shipments.total],
    ['Shipments in progress', o.shipments.inProgress],
    ['Shipments delivered', o.shipments.delivered],
    ['Shipments cancelled', o.shipments.cancelled],
    ['Success rate (%)', o.shipments.successRate],
  ];
}

/** The summary CSV, written row by row into the stream the reply sends. */
export function summaryCsv(rows: [string, string | number][]): Readable {
  const csv = csvStream(['Metric', 'Value']);
  for (const row of rows) csv.write(row);
  csv.end();
  return csv;
}

/**
 * The revenue CSV: one row per transaction, newest first, read from a cursor 500 rows at a time on a
 * connection of its own, in one read-only transaction (the file is one consistent picture). Sorting
 * is switched off for it, so PostgreSQL reads the rows in the order of shipments_delivered_on_idx and
 * the first bytes leave at once, instead of sorting every transaction (on disk, at 1,000,000) first.
 * The connection goes back to the pool when the stream ends, and is closed if it fails or the client
 * goes away mid-file.
 */
export async function revenueCsv(db: Db): Promise<Readable> {
  const query = transactionsQuery(db).toSQL();
  const client = await db.$client.connect();
  try {
    await client.query('begin transaction read only');
    await client.query('set local enable_sort = off');
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  // Arrays, in the select's order: two columns are both called company_name.
  const rows = client.query(new QueryStream(query.sql, query.params, { batchSize: 500, rowMode: 'array' }));
  const toCells = new Transform({
    objectMode: true,
    transform(row: unknown[], _encoding, done) {
      const [shipmentId, cargo, cargoOwner, transporter, , day, amountNgwee] = row as [
        string,
        string,
        string,
        string,
        unknown,
        string,
        number,
      ];
      const { platformFeeNgwee, transporterNgwee } = splitNgwee(Number(amountNgwee));
      done(null, [
        shipmentId,
        day,
        cargo,
        cargoOwner,
        transporter,
        kwacha(Number(amountNgwee)),
        kwacha(platformFeeNgwee),
        kwacha(transporterNgwee),
      ]);
    },
  });
  const csv = csvStream(REVENUE_CSV_COLUMNS);
  pipeline(rows, toCells, csv, (err) => {
    if (err) {
      // Mid-cursor: the connection (and its transaction) is closed rather than reused.
      client.release(err);
      return;
    }
    client.query('commit').then(
      () => client.release(),
      (commitErr: Error) => client.release(commitErr),
    );
  });
  return csv;
}
