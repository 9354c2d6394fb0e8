import { APP_TIME_ZONE } from '@njira/domain';
import { type AnyColumn, aliasedTable, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { earningsDate } from './earnings.ts';
import { platformFeeNgwee, sqlConstant } from './sql-helpers.ts';

/**
 * Platform revenue (ADR 017). A transaction is a DELIVERED shipment; its date is the earnings date
 * (completedAt → deliveryDate → createdAt, queries/earnings.ts) and its fee the domain's 20% per
 * shipment. `shipments_delivered_on_idx` is on exactly that date, over delivered rows only, with the
 * amount: a month is a range scan of it, the list and the CSV read it in order.
 */

const delivered = sql`${shipments.status} = 'DELIVERED'`;

/** The instant a Lusaka month 'YYYY-MM' begins, as a timestamptz (a bound, so the index serves it). */
export function lusakaMonthStart(key: string): SQL {
  return sql`((${key}::text || '-01')::timestamp at time zone ${APP_TIME_ZONE})`;
}

/** The Lusaka month 'YYYY-MM' of a timestamptz expression. */
export function lusakaMonthOf(instant: SQL | AnyColumn): SQL<string> {
  return sql<string>`to_char(${instant} at time zone ${sqlConstant(APP_TIME_ZONE)}, 'YYYY-MM')`;
}

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

/** Platform fees per Lusaka month of the transactions dated from `fromMonth` on (one range scan). */
export async function feesByMonthSince(
  db: DbOrTx,
  fromMonth: string,
): Promise<{ month: string; feesNgwee: number }[]> {
  const month = lusakaMonthOf(earningsDate);
  return db
    .select({
      month,
      feesNgwee: sql<number>`coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}), 0)::bigint`,
    })
    .from(shipments)
    .where(sql`${delivered} and ${earningsDate} >= ${lusakaMonthStart(fromMonth)}`)
    .groupBy(month);
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

export type TransactionRow = Awaited<ReturnType<typeof transactionsQuery>>[number];

/** How many transactions; with `upTo`, counting stops past that many (see `countQuotes`). */
export async function countTransactions(db: DbOrTx, upTo?: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(shipments).where(delivered).$dynamic();
  const limited = (upTo === undefined ? matching : matching.limit(upTo + 1)).as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}
