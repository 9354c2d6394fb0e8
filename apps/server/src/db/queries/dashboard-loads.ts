import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import type { AllRows } from '../scope.ts';
import { PAGE_ORDER, quoteIsOpen, quoteScopeCondition } from './quote-filters.ts';

/**
 * The quote's id, qualified: in a one-table select Drizzle writes a column bare, and a bare `id`
 * inside a sub-select on bids would mean `bids.id`.
 */
const quoteId = sql`${quotes}.${sql.identifier('id')}`;

/**
 * Every bid's amount (ngwee) on the load, cheapest first: the dashboards list them as `bids[]`. Read
 * in amount order from the (quote, amount) index without visiting the bids' rows.
 */
const bidAmounts = sql<number[]>`array(select b.amount_ngwee::float8 from ${bids} b
  where b.quote_id = ${quoteId} order by b.amount_ngwee)`;

/**
 * How many loads the scope has open, and how many of those expire within `soonMs`: an owner's own,
 * or (all rows) the market's, every one of which any transporter sees.
 */
export async function openLoadCounts(
  db: DbOrTx,
  scope: { ownerId: string } | AllRows,
  soonMs: number,
): Promise<{ open: number; expiringSoon: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      expiringSoon: sql<number>`(count(*) filter (where ${quotes.expiresAt} <= now() + ${soonMs} * interval '1 millisecond'))::int`,
    })
    .from(quotes)
    .where(and(quoteIsOpen(), quoteScopeCondition(scope)));
  return row ?? { open: 0, expiringSoon: 0 };
}

/** The owner's newest open loads, at most `limit`, each with its bids' amounts. */
export function ownersNewestOpenLoads(db: DbOrTx, scope: { ownerId: string }, limit: number) {
  return db
    .select({
      id: quotes.id,
      cargo: quotes.cargo,
      fromLocation: quotes.fromLocation,
      toLocation: quotes.toLocation,
      weightKg: quotes.weightKg,
      expiresAt: quotes.expiresAt,
      bidAmounts,
    })
    .from(quotes)
    .where(and(quoteIsOpen(), quoteScopeCondition(scope)))
    .orderBy(...PAGE_ORDER.newest)
    .limit(limit);
}

/**
 * The open loads every transporter sees first, at most `limit`, in the Available Loads order (the
 * domain's `sortLoads`: priority, then fewest bids, then newest, read from an index), each with its
 * bids' amounts and whether `transporterId` bid on it.
 */
export function marketOpenLoads(db: DbOrTx, transporterId: string, limit: number) {
  return db
    .select({
      id: quotes.id,
      cargo: quotes.cargo,
      fromLocation: quotes.fromLocation,
      toLocation: quotes.toLocation,
      weightKg: quotes.weightKg,
      distanceKm: quotes.distanceKm,
      pickupDate: quotes.pickupDate,
      maxBudgetNgwee: quotes.maxBudgetNgwee,
      estimatedValueNgwee: quotes.estimatedValueNgwee,
      bidAmounts,
      // A probe of `bids_one_per_transporter` per load shown. Written as `exists`, PostgreSQL chose
      // a hashed sub-plan sized for every open load (the limit aside): it read all of the
      // transporter's bids each time, 4.4 ms for one with 1,245 (bench:api, dash-transporter).
      hasMyBid: sql<boolean>`coalesce((select true from ${bids} b
        where b.quote_id = ${quoteId} and b.transporter_id = ${transporterId} limit 1), false)`,
    })
    .from(quotes)
    .where(quoteIsOpen())
    .orderBy(...PAGE_ORDER.priority)
    .limit(limit);
}
