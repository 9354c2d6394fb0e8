import { APP_TIME_ZONE } from '@njira/domain';
import { aliasedTable, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { earningsDate } from './earnings.ts';
import { lusakaMonthStart, monthRanges } from './lusaka-months.ts';
import { platformFeeNgwee } from './sql-helpers.ts';

/**
 * Platform revenue (ADR 017). A transaction is a DELIVERED shipment; its date is the earnings date
 * (completedAt → deliveryDate → createdAt, queries/earnings.ts) and its fee the domain's 20% per
 * shipment. `shipments_delivered_on_idx` is on exactly that date, over delivered rows only, with the
 * amount: a month is a range scan of it, the list and the CSV read it in order.
 */

const delivered = sql`${shipments.status} = 'DELIVERED'`;
const open = sql`${moneyTransfers.status} in ('PENDING', 'ACCEPTED')`;
const failed = sql`${moneyTransfers.status} = 'FAILED'`;

/** Fees of the transactions dated from one month's start to another's (exclusive), in ngwee. */
export async function feesBetween(db: DbOrTx, fromMonth: string, toMonth: string): Promise<number> {
  const [row] = await db
    .select({ fees: sql<number>`coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}), 0)::bigint` })
    .from(shipments)
    .where(
      sql`${delivered} and ${earningsDate} >= ${lusakaMonthStart(fromMonth)} and ${earningsDate} < ${lusakaMonthStart(toMonth)}`,
    );
  return row?.fees ?? 0;
}

/** Platform fees (ngwee) of the transactions dated in each month, in the order of `months` (index ranges). */
export async function feesPerMonth(db: DbOrTx, months: readonly string[]): Promise<number[]> {
  const result = await db.execute<{
    fees: number;
  }>(sql`select (select coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}), 0)
      from ${shipments} where ${delivered} and ${earningsDate} >= m.start and ${earningsDate} < m.stop)::bigint as fees
    from ${monthRanges(months)} m order by m.n`);
  return result.rows.map((r) => Number(r.fees));
}

/** Every transaction: how many, what was paid and the platform's fees (ngwee), from the index alone. */
export async function lifetimeRevenue(db: DbOrTx) {
  const [row] = await db
    .select({
      transactions: sql<number>`count(*)::int`,
      volumeNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
      feesNgwee: sql<number>`coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}), 0)::bigint`,
    })
    .from(shipments)
    .where(delivered);
  if (!row) throw new Error('the lifetime revenue query returned no row');
  return row;
}

const owner = aliasedTable(users, 'owner');
const transporter = aliasedTable(users, 'transporter');

/** The transactions newest date first (ties: newest id), with both companies: a page, or all for the CSV. */
export function transactionsQuery(db: DbOrTx) {
  return db
    .select({
      shipmentId: shipments.id,
      cargo: shipments.cargo,
      cargoOwner: owner.companyName,
      transporter: transporter.companyName,
      date: sql<Date>`${earningsDate}`.mapWith(shipments.createdAt),
      /** The Lusaka calendar day of the date, 'YYYY-MM-DD' (the CSV's Date column). */
      day: sql<string>`to_char(${earningsDate} at time zone ${APP_TIME_ZONE}, 'YYYY-MM-DD')`,
      amountNgwee: shipments.amountNgwee,
    })
    .from(shipments)
    .innerJoin(owner, eq(owner.id, shipments.ownerId))
    .innerJoin(transporter, eq(transporter.id, shipments.transporterId))
    .where(delivered)
    .orderBy(desc(earningsDate), desc(shipments.id))
    .$dynamic();
}

/**
 * One page of transactions: the page's ids are read from the index first, so an offset skips index
 * entries, not joined rows.
 */
export function transactionsPage(db: DbOrTx, page: { limit: number; offset: number }) {
  const ids = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(delivered)
    .orderBy(desc(earningsDate), desc(shipments.id))
    .limit(page.limit)
    .offset(page.offset);
  return transactionsQuery(db).where(and(delivered, inArray(shipments.id, ids)));
}

export type TransactionRow = Awaited<ReturnType<typeof transactionsQuery>>[number];

/**
 * Money at rest, read from the ledger and the transfers (ADR 021): what every escrow account holds
 * now (their credit balances), and the payouts not yet final or failed, by count and ngwee.
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
        failedCount: sql<number>`count(*) filter (where ${failed})::int`,
        failedNgwee:
          sql<number>`coalesce(sum(${moneyTransfers.amountNgwee}) filter (where ${failed}), 0)::bigint`.mapWith(
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
