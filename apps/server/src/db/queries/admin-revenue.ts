import { APP_TIME_ZONE } from '@njira/domain';
import { aliasedTable, and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { failedNotRetried } from './admin-transfers.ts';
import { lusakaMonthStart, monthRanges } from './lusaka-months.ts';

/**
 * Platform revenue, read from the ledger (issue 26, ADR 021): revenue is what the platform_revenue
 * account was credited (the negated sum of its lines). Only an escrow release credits it — the
 * owner's, the 72-hour job's or a dispute's resolution, all `escrow_released` — so a month's revenue
 * is the revenue lines of the releases dated in it (a range of `journal_entries_kind_date_idx`),
 * and a transaction is one release: its shipment, the amount released and what its escrow refunded.
 */

const open = sql`${moneyTransfers.status} in ('PENDING', 'ACCEPTED')`;

/** The one platform_revenue account's id (null before the first release), as a scalar subquery. */
const revenueAccount: SQL = sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.kind} = 'platform_revenue')`;
const released = eq(journalEntries.kind, 'escrow_released');

/** Revenue (ngwee) credited by the releases dated in each month, in the order of `months`. */
export async function feesPerMonth(db: DbOrTx, months: readonly string[]): Promise<number[]> {
  const result = await db.execute<{ fees: string }>(sql`select (select coalesce(-sum(l.amount_ngwee), 0)
      from ${journalEntries} e join ${journalLines} l on l.entry_id = e.id
      where e.kind = 'escrow_released' and e.created_at >= m.start and e.created_at < m.stop
        and l.account_id = ${revenueAccount})::bigint as fees
    from ${monthRanges(months)} m order by m.n`);
  return result.rows.map((r) => Number(r.fees));
}

/** Revenue (ngwee) credited by the releases dated from one month's start to another's (exclusive). */
export async function feesBetween(db: DbOrTx, fromMonth: string, toMonth: string): Promise<number> {
  const result = await db.execute<{
    fees: string;
  }>(sql`select coalesce(-sum(l.amount_ngwee), 0)::bigint as fees
    from ${journalEntries} e join ${journalLines} l on l.entry_id = e.id
    where e.kind = 'escrow_released' and e.created_at >= ${lusakaMonthStart(fromMonth)}
      and e.created_at < ${lusakaMonthStart(toMonth)} and l.account_id = ${revenueAccount}`);
  return Number(result.rows[0]?.fees ?? 0);
}

/**
 * Every transaction: how many releases there were (an index-only count), the amounts they released
 * (what the owners paid for them) and the revenue itself (the account's whole balance), in ngwee.
 */
export async function lifetimeRevenue(db: DbOrTx) {
  const result = await db.execute<{ transactions: number; volume: string; fees: string }>(sql`select
      (select count(*) from ${journalEntries} e where e.kind = 'escrow_released')::int as transactions,
      (select coalesce(-sum(l.amount_ngwee), 0) from ${journalLines} l
        where l.account_id = ${revenueAccount})::bigint as fees,
      (select coalesce(sum(l.amount_ngwee), 0) from ${journalEntries} e join ${journalLines} l on l.entry_id = e.id
        where e.kind = 'escrow_released' and l.amount_ngwee > 0)::bigint as volume`);
  const row = result.rows[0];
  return {
    transactions: Number(row?.transactions ?? 0),
    volumeNgwee: Number(row?.volume ?? 0),
    feesNgwee: Number(row?.fees ?? 0),
  };
}

const owner = aliasedTable(users, 'owner');
const transporter = aliasedTable(users, 'transporter');

/** What a release moved out of escrow: its debit line (the payable and revenue are its credits). */
const releasedNgwee = sql<number>`(select sum(d.amount_ngwee) from ${journalLines} d
  where d.entry_id = ${journalEntries.id} and d.amount_ngwee > 0)::bigint`.mapWith(Number);

/**
 * What the same shipment's escrow refunded to its owner (a dispute's partial refund; 0 when none):
 * the debit line of its `escrow_refunded` entry, a probe by shipment (`journal_entries_shipment_idx`)
 * and entry (`journal_lines_entry_idx`) per row. The fee and the transporter's part are the domain's
 * `moneyFigures` of the release, what `escrowReleasedLines` booked.
 */
const refundedNgwee = sql<number>`coalesce((select sum(d.amount_ngwee) from ${journalEntries} r
  join ${journalLines} d on d.entry_id = r.id
  where r.shipment_id = ${journalEntries.shipmentId} and r.kind = 'escrow_refunded' and d.amount_ngwee > 0), 0)::bigint`.mapWith(
  Number,
);

/**
 * The transactions newest release first (ties: the entry's id, descending), with both companies:
 * a page, or all for the CSV (read in `journal_entries_kind_date_idx` order).
 */
export function transactionsQuery(db: DbOrTx) {
  return db
    .select({
      shipmentId: shipments.id,
      cargo: shipments.cargo,
      cargoOwner: owner.companyName,
      transporter: transporter.companyName,
      date: journalEntries.createdAt,
      /** The Lusaka calendar day of the release, 'YYYY-MM-DD' (the CSV's Date column). */
      day: sql<string>`to_char(${journalEntries.createdAt} at time zone ${APP_TIME_ZONE}, 'YYYY-MM-DD')`,
      releasedNgwee,
      refundedNgwee,
    })
    .from(journalEntries)
    .innerJoin(shipments, eq(shipments.id, journalEntries.shipmentId))
    .innerJoin(owner, eq(owner.id, shipments.ownerId))
    .innerJoin(transporter, eq(transporter.id, shipments.transporterId))
    .where(released)
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .$dynamic();
}

/**
 * One page of transactions: the page's entry ids are read from the index first, so an offset skips
 * index entries (an index-only scan), not joined rows; then those rows, by primary
 * key. Two statements on purpose: given the ids as a subquery, PostgreSQL planned the joins over
 * every release (linear in the ledger: 6.4 s at 928,487 releases in bench:admin).
 */
export async function transactionsPage(db: DbOrTx, page: { limit: number; offset: number }) {
  const ids = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(released)
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  if (ids.length === 0) return [];
  return transactionsQuery(db).where(
    and(
      released,
      inArray(
        journalEntries.id,
        ids.map((r) => r.id),
      ),
    ),
  );
}

export type TransactionRow = Awaited<ReturnType<typeof transactionsQuery>>[number];

/**
 * Money at rest, read from the ledger and the transfers (ADR 021): what every escrow account holds
 * now (their credit balances), and the payouts not yet final, or failed and not retried (the same
 * rule as the admin's list of failed transfers), by count and ngwee.
 */
export async function moneyAtRest(db: DbOrTx) {
  const [[escrow], [payouts]] = await Promise.all([
    db
      .select({
        heldNgwee: sql<number>`coalesce(-sum(${journalLines.amountNgwee}), 0)::bigint`.mapWith(Number),
      })
      .from(journalLines)
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.kind, 'escrow')),
      ),
    db
      .select({
        pendingCount: sql<number>`count(*) filter (where ${open})::int`,
        pendingNgwee:
          sql<number>`coalesce(sum(${moneyTransfers.amountNgwee}) filter (where ${open}), 0)::bigint`.mapWith(
            Number,
          ),
        failedCount: sql<number>`count(*) filter (where ${failedNotRetried})::int`,
        failedNgwee:
          sql<number>`coalesce(sum(${moneyTransfers.amountNgwee}) filter (where ${failedNotRetried}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(moneyTransfers)
      .where(eq(moneyTransfers.kind, 'payout')),
  ]);
  return {
    heldNgwee: escrow?.heldNgwee ?? 0,
    pendingCount: payouts?.pendingCount ?? 0,
    pendingNgwee: payouts?.pendingNgwee ?? 0,
    failedCount: payouts?.failedCount ?? 0,
    failedNgwee: payouts?.failedNgwee ?? 0,
  };
}
