import type { OpenLoadCounts, QuoteStats } from '@njira/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { quotes } from '../schema/quotes.ts';
import type { Scope } from '../scope.ts';
import { bandIs, type QuoteFilter, quoteStatusIs, whereOf } from './quote-filters.ts';

/** How many quotes the scope may see match the filter (a list's total before paging). */
export async function countQuotes(db: DbOrTx, scope: Scope, filter: QuoteFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(whereOf(scope, filter));
  return row?.n ?? 0;
}

/** The Available Loads counters: open loads the scope may see matching the search, in all and per filter. */
export async function countOpenLoads(
  db: DbOrTx,
  scope: Scope,
  search: string | undefined,
): Promise<OpenLoadCounts> {
  const [row] = await db
    .select({
      total: count(),
      high: sql<number>`(count(*) filter (where ${bandIs('high')}))::int`,
      nearby: sql<number>`(count(*) filter (where ${bandIs('nearby')}))::int`,
      longDistance: sql<number>`(count(*) filter (where ${bandIs('long-distance')}))::int`,
    })
    .from(quotes)
    .where(whereOf(scope, { openOnly: true, search }));
  return row ?? { total: 0, high: 0, nearby: 0, longDistance: 0 };
}

/**
 * The My Quotes cards for one owner: its quotes by the status a reader sees, and the bids they
 * received, in one pass over the owner's rows (the owner index).
 */
export async function quoteStatsOf(db: DbOrTx, scope: { ownerId: string }): Promise<QuoteStats> {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${quoteStatusIs('ACTIVE')}))::int`,
      accepted: sql<number>`(count(*) filter (where ${quoteStatusIs('ACCEPTED')}))::int`,
      totalBids: sql<number>`coalesce(sum(${quotes.bidCount}), 0)::int`,
      expired: sql<number>`(count(*) filter (where ${quoteStatusIs('EXPIRED')}))::int`,
    })
    .from(quotes)
    .where(eq(quotes.ownerId, scope.ownerId));
  return row ?? { active: 0, accepted: 0, totalBids: 0, expired: 0 };
}
