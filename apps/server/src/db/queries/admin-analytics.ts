import { CARGO_TYPE_LABELS, type ShipmentStatus, UNTYPED_CARGO_LABEL } from '@njira/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { monthRanges } from './lusaka-months.ts';
import { sqlConstant } from './sql-helpers.ts';

/** Platform Analytics (ADR 017): each figure one aggregate statement over an index. */

/** Count and summed amount (ngwee) per shipment status, from shipments_status_amount_idx alone. */
export async function shipmentStatusTotals(db: DbOrTx) {
  const rows = await db
    .select({
      status: shipments.status,
      count: sql<number>`count(*)::int`,
      amountNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
    })
    .from(shipments)
    .groupBy(shipments.status);
  return new Map<ShipmentStatus, { count: number; amountNgwee: number }>(
    rows.map((r) => [r.status, { count: r.count, amountNgwee: r.amountNgwee }]),
  );
}

/** How many quotes (loads) and bids there are. */
export async function quoteAndBidTotals(db: DbOrTx) {
  const [[q], [b]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(quotes),
    db.select({ n: sql<number>`count(*)::int` }).from(bids),
  ]);
  return { quotes: q?.n ?? 0, bids: b?.n ?? 0 };
}

/** Rows created in each month (ranges of the created_at index), in the order of `months`. */
async function createdPerMonth(
  db: DbOrTx,
  table: typeof quotes | typeof shipments,
  months: readonly string[],
): Promise<number[]> {
  const result = await db.execute<{ n: number }>(sql`select (select count(*) from ${table}
      where ${table.createdAt} >= m.start and ${table.createdAt} < m.stop)::int as n
    from ${monthRanges(months)} m order by m.n`);
  return result.rows.map((r) => Number(r.n));
}

export const quotesPerMonth = (db: DbOrTx, months: readonly string[]) => createdPerMonth(db, quotes, months);
export const shipmentsPerMonth = (db: DbOrTx, months: readonly string[]) =>
  createdPerMonth(db, shipments, months);

const routeName = sql<string>`(${shipments.fromLocation} || ${sqlConstant(' → ')} || ${shipments.toLocation})`;

/**
 * The busiest lanes: shipments (not cancelled: a called-off shipment travelled no route) per
 * from → to, most first, ties by the route's name; with their summed amounts. shipments_route_idx
 * holds exactly these rows in lane order with the amount.
 */
export function topRoutes(db: DbOrTx, limit: number) {
  const shipmentCount = sql<number>`count(*)::int`;
  return db
    .select({
      fromLocation: shipments.fromLocation,
      toLocation: shipments.toLocation,
      route: routeName,
      shipments: shipmentCount,
      amountNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
    })
    .from(shipments)
    .where(sql`${shipments.status} <> 'CANCELLED'`)
    .groupBy(shipments.fromLocation, shipments.toLocation)
    .orderBy(desc(shipmentCount), asc(routeName))
    .limit(limit);
}

/** The cargo type as the screen names it: its label, 'Other' for none (and for 'other'), else as stored. */
const cargoTypeLabel: SQL<string> = sql<string>`(case
  when btrim(coalesce(${quotes.cargoType}, '')) = '' then ${sqlConstant(UNTYPED_CARGO_LABEL)}
  ${sql.join(
    Object.entries(CARGO_TYPE_LABELS).map(
      ([value, label]) =>
        sql`when lower(${quotes.cargoType}) = ${sqlConstant(value)} then ${sqlConstant(label)}`,
    ),
    sql` `,
  )}
  else ${quotes.cargoType} end)`;

/** Quotes per cargo type (quotes_cargo_type_idx), most first, then by name. */
export function cargoTypeCounts(db: DbOrTx) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ cargoType: cargoTypeLabel, count: n })
    .from(quotes)
    .groupBy(cargoTypeLabel)
    .orderBy(desc(n), asc(cargoTypeLabel));
}
