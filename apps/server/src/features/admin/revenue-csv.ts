import { pipeline, type Readable, Transform } from 'node:stream';
import { REVENUE_CSV_COLUMNS } from '@njira/domain';
import QueryStream from 'pg-query-stream';
import type { Db } from '../../db/client.ts';
import { transactionsQuery } from '../../db/queries/admin-revenue.ts';
import { csvStream } from './admin-export.ts';
import { releaseFigures } from './platform-fee-record-dto.ts';

const kwacha = (ngwee: number) => (ngwee / 100).toFixed(2);

/**
 * The revenue CSV: one row per transaction, newest first, read from a cursor 500 rows at a time on a
 * connection of its own, in one read-only transaction (the file is one consistent picture). Sorting
 * is switched off for it, so PostgreSQL reads the releases in the order of journal_entries_kind_date_idx
 * and the first bytes leave at once, instead of sorting every transaction (on disk, at 1,000,000) first.
 * Back-pressure holds the cursor while the client is slow. The connection goes back to the pool when
 * the stream ends, and is closed if it fails or the client goes away mid-file.
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
      const [shipmentId, cargo, cargoOwner, transporter, , day, releasedNgwee, refundedNgwee] = row as [
        string,
        string,
        string,
        string,
        unknown,
        string,
        string | number,
        string | number,
      ];
      const m = releaseFigures({
        releasedNgwee: Number(releasedNgwee),
        refundedNgwee: Number(refundedNgwee),
      });
      done(null, [
        shipmentId,
        day,
        cargo,
        cargoOwner,
        transporter,
        kwacha(m.releasedNgwee),
        kwacha(m.platformFeeNgwee),
        kwacha(m.transporterNgwee),
        kwacha(m.refundedNgwee),
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
