import {
  LONG_DISTANCE_KM,
  type LoadFilter,
  NEARBY_KM,
  QUOTE_STATUSES,
  type QuoteSort,
  type QuoteStatus,
} from '@njira/domain';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  lte,
  or,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import type { Scope } from '../scope.ts';
import { containsPattern } from './sql-helpers.ts';

/** What to narrow a caller's quotes by; who may see which is the scope's business. */
export interface QuoteFilter {
  /** Only ACTIVE quotes that have not expired. */
  openOnly?: boolean;
  /** By the status a reader sees (an ACTIVE quote past its expiry counts as EXPIRED). */
  status?: QuoteStatus | undefined;
  /** Case-insensitive substring of cargo, from, to or id. */
  search?: string | undefined;
  /** The Available Loads filter: high priority, nearby or long distance. */
  band?: LoadFilter | undefined;
}

/**
 * A status or a threshold as a constant in the statement's text, not a bound value: PostgreSQL can
 * then match the partial indexes on `status = 'ACTIVE'` and estimate the bands even when a prepared
 * statement runs on a generic plan. Only the domain's own values go here, never a caller's text.
 */
function statusLiteral(status: QuoteStatus): SQL {
  if (!QUOTE_STATUSES.includes(status)) throw new Error(`not a quote status: ${status}`);
  return sql.raw(`'${status}'`);
}
const numberLiteral = (n: number) => sql.raw(String(Number(n)));
const statusIs = (status: QuoteStatus) => sql`${quotes.status} = ${statusLiteral(status)}`;

/** The Available Loads filters as conditions, from the domain's constants (`priority.ts`). */
export function bandIs(band: LoadFilter): SQL {
  switch (band) {
    case 'high':
      return sql`${quotes.priorityRank} = 0`;
    case 'nearby':
      return sql`${quotes.distanceKm} < ${numberLiteral(NEARBY_KM)}`;
    case 'long-distance':
      return sql`${quotes.distanceKm} > ${numberLiteral(LONG_DISTANCE_KM)}`;
  }
}

/**
 * The domain's "open" rule (`effectiveQuoteStatus`: ACTIVE and not yet expired) in SQL, the one
 * place it is written for the database; `at` defaults to the statement's now().
 */
export const quoteIsOpen = (at: Date | SQL = sql`now()`) =>
  and(statusIs('ACTIVE'), gt(quotes.expiresAt, at)) as SQL;
/** Stored ACTIVE but past its expiry: a reader already sees EXPIRED; the sweep stores it. */
export const quoteIsOverdue = (at: Date | SQL = sql`now()`) =>
  and(statusIs('ACTIVE'), lte(quotes.expiresAt, at)) as SQL;

/** The status a reader sees, as a condition (the domain's `effectiveQuoteStatus`). */
export function quoteStatusIs(status: QuoteStatus, at: Date | SQL = sql`now()`): SQL | undefined {
  switch (status) {
    case 'ACTIVE':
      return quoteIsOpen(at);
    case 'EXPIRED':
      return or(statusIs('EXPIRED'), quoteIsOverdue(at));
    case 'ACCEPTED':
    case 'CANCELLED':
      return statusIs(status);
  }
}

/** The columns the ranked orders read: the quotes table's, or a sub-select's that carries them. */
type RankColumns = Record<'priorityRank' | 'bidCount' | 'createdAt' | 'id', AnyColumn | SQLWrapper>;

/**
 * Newest first, or the spec's Available Loads order (priority, fewest bids, newest): the orders of
 * the open loads' indexes, over `c` (the quotes table unless a sub-select's columns are given).
 */
export function rankOrder(order: 'newest' | 'priority', c: RankColumns = quotes): SQL[] {
  const newest = [desc(c.createdAt), desc(c.id)];
  return order === 'newest' ? newest : [asc(c.priorityRank), asc(c.bidCount), ...newest];
}

/**
 * How a page is ordered: newest first, the spec's Available Loads order (the index's), or the My
 * Quotes order (open first, then soonest expiry). The last is for one owner's quotes, which the
 * owner index finds; sorting those few rows costs little next to reading them.
 */
export const PAGE_ORDER: Record<QuoteSort, SQL[]> = {
  newest: rankOrder('newest'),
  priority: rankOrder('priority'),
  owner: [sql`(case when ${quoteIsOpen()} then 0 else 1 end)`, asc(quotes.expiresAt), desc(quotes.id)],
};

/**
 * The quotes a scope may see: an owner its own; a transporter the open loads and those it bid on;
 * all rows everything.
 */
export function quoteScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(quotes.ownerId, scope.ownerId);
  if ('transporterId' in scope) {
    return or(
      quoteIsOpen(),
      sql`exists (select 1 from ${bids} where ${bids.quoteId} = ${quotes.id} and ${bids.transporterId} = ${scope.transporterId})`,
    );
  }
  return undefined;
}

/**
 * The quote mentions `term` in its cargo, from, to or id, case-insensitively: the lower-cased
 * `search_text` and its trigram index `quotes_search_idx` (schema/quotes.ts), which make it fast.
 */
export const matchesSearch = (term: string | Placeholder): SQL =>
  sql`${quotes.searchText} like lower(${term instanceof Placeholder ? term : containsPattern(term)})`;

/** The quotes of the scope that match the filter, as one condition. */
export function whereOf(scope: Scope, filter: QuoteFilter): SQL | undefined {
  // A transporter sees every open load: asked for open loads only, its scope adds nothing, and
  // left in, its "or bid on" would keep the planner off the open loads' indexes.
  const openToAll = filter.openOnly && 'transporterId' in scope;
  return and(
    openToAll ? undefined : quoteScopeCondition(scope),
    filter.openOnly ? quoteIsOpen() : undefined,
    // Open loads asked for another status: nothing, said plainly so the planner scans nothing.
    filter.openOnly && filter.status && filter.status !== 'ACTIVE' ? sql`false` : undefined,
    filter.status ? quoteStatusIs(filter.status) : undefined,
    filter.band ? bandIs(filter.band) : undefined,
    filter.search ? matchesSearch(filter.search) : undefined,
  );
}
