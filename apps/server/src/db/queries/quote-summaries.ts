import type { QuoteSort } from '@njira/domain';
import { sql } from 'drizzle-orm';
import type { PartyRow } from '../../features/parties/party-dto.ts';
import type { DbOrTx } from '../client.ts';
import { quotes } from '../schema/quotes.ts';
import type { Scope } from '../scope.ts';
import { matchesSearch, type QuoteFilter, rankOrder, whereOf } from './quote-filters.ts';
import { readPage } from './quote-page.ts';
import type { QuoteRow, QuoteShipment } from './quotes.ts';

/** A transporter's own bid on a load, as a list shows it. */
export interface MyBidRow {
  id: string;
  amountNgwee: number;
  estimatedDays: number;
}

/** A quote in a list: the load, its owner, its shipment if any, its lowest bid and the caller's own. */
export interface QuoteSummaryRow {
  quote: QuoteRow;
  owner: PartyRow;
  shipment: QuoteShipment | null;
  /** null without bids. */
  lowestBidNgwee: number | null;
  /** Only read for a transporter; null otherwise or without a bid. */
  myBid: MyBidRow | null;
}

/**
 * How far down the open loads' order a search first looks for its page. A place or cargo that many
 * loads mention fills a page within a few hundred rows of the order's index; a word that only loads
 * far down the order mention (one cargo type that is all low priority, say) is then found through
 * the trigram index instead and its matches sorted, about 6 µs a match, rather than read past
 * tens of thousands of loads that do not match. PostgreSQL cannot tell these apart: it assumes a
 * word's matches are spread evenly through the order (ADR 010, 'Searching the open loads').
 */
const SEARCH_WALK_ROWS = 1_000;

/** How a search page's ids are found: at once, or through a snapshot of them (the service's). */
export type SearchIds = (find: () => Promise<string[]>) => Promise<string[]>;

/**
 * One page of the quotes a scope may see (newest first, the Available Loads or My Quotes order),
 * each with its lowest bid (the `bids_quote_amount_idx`) and, for a transporter, its own bid (one
 * per load). A search over the open loads first finds which loads make the page (`searchPage`),
 * through `searchIds` when given; the rows themselves are always read as they are now.
 */
export async function listQuoteSummaries(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  page: { limit: number; offset: number; order?: QuoteSort },
  searchIds: SearchIds = (find) => find(),
): Promise<QuoteSummaryRow[]> {
  const order = page.order ?? 'newest';
  const term = filter.search;
  if (!(term && filter.openOnly && order !== 'owner')) {
    return readPage(db, scope, filter, order, page);
  }
  const ids = await searchIds(() => searchPage(db, scope, filter, term, { ...page, order }));
  if (ids.length === 0) return [];
  return readPage(db, scope, filter, order, { limit: page.limit, offset: 0 }, ids);
}

/**
 * The ids of a search's page over the open loads: from the first SEARCH_WALK_ROWS loads in the
 * page's order when that many hold the page (exact: they are the first matches in that order), else
 * from every match, found by the trigram index and sorted.
 */
async function searchPage(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  term: string,
  page: { limit: number; offset: number; order: 'newest' | 'priority' },
): Promise<string[]> {
  const wanted = page.offset + page.limit;
  const head = db
    .select({
      id: quotes.id,
      priorityRank: quotes.priorityRank,
      bidCount: quotes.bidCount,
      createdAt: quotes.createdAt,
      hit: sql<boolean>`${matchesSearch(term)}`.as('hit'),
    })
    .from(quotes)
    .where(whereOf(scope, { ...filter, search: undefined }))
    .orderBy(...rankOrder(page.order))
    .limit(SEARCH_WALK_ROWS)
    .as('head');
  const walked = await db
    .select({ id: head.id })
    .from(head)
    .where(sql`${head.hit}`)
    .orderBy(...rankOrder(page.order, head))
    .limit(wanted);
  if (walked.length === wanted) return walked.slice(page.offset).map((r) => r.id);
  // The ranks as expressions (`+ 0`): PostgreSQL then cannot read them in the index's order and
  // takes the matches from the trigram index, which the walk just showed is the cheaper way here.
  const ranked = {
    priorityRank: sql`${quotes.priorityRank} + 0`,
    bidCount: quotes.bidCount,
    createdAt: quotes.createdAt,
    id: quotes.id,
  };
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(whereOf(scope, filter))
    .orderBy(...rankOrder(page.order, ranked))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}
