import type { QuoteSort } from '@njira/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { PAGE_ORDER, type QuoteFilter, whereOf } from './quote-filters.ts';
import type { QuoteSummaryRow } from './quote-summaries.ts';
import { ownerSettings, ownerSettingsJoin, quoteShipmentOf, quoteWithPartiesColumns } from './quotes.ts';
import { containsPattern } from './sql-helpers.ts';

const myBid = alias(bids, 'my_bid');

/** A search term's place in a prepared statement (`matchesSearch` takes the pattern as its value). */
const PATTERN = sql.placeholder('pattern') as unknown as string;

/**
 * Pages down to this offset carry their limit and offset in the statement's text. PostgreSQL plans a
 * named statement generically only when that costs no more than planning each run, and with the
 * limit and offset as parameters it cannot tell a page of 20 from one of thousands, so it planned
 * every run: 0.9 ms of the page's 1.3 ms (EXPLAIN on the bench data). Deeper pages, which few reach,
 * keep them as parameters, so a connection holds a bounded number of statements.
 */
const PLANNED_OFFSET_MAX = 200;

/** A validated whole number written into the statement (Drizzle makes a parameter of a number). */
const inline = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * The page's rows in `order` (only those of `ids` when given), with their owners, shipments, lowest
 * bids and the caller's own bid: a prepared statement per shape (whose scope, which filter, which
 * order, and for the first pages which page), built once, so the most read statement is neither
 * rebuilt nor re-planned for every request.
 */
export async function readPage(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  order: QuoteSort,
  page: { limit: number; offset: number },
  ids?: string[],
): Promise<QuoteSummaryRow[]> {
  const { kind, scopeId } = scopeParams(scope);
  const shape = [
    kind[0],
    filter.openOnly ? 'o' : 'a',
    filter.status ?? '',
    filter.band ?? '',
    filter.search ? 's' : '',
    ids ? 'ids' : '',
    order,
  ].join('_');
  const planned = page.offset <= PLANNED_OFFSET_MAX;
  const which = planned ? `${page.limit}_${page.offset}` : 'n';
  const statement = prepared(db, `qp_${shape}_${which}`, (name) => {
    const byScope = placeholderScope(kind);
    const where = and(
      whereOf(byScope, { ...filter, search: filter.search && PATTERN }),
      ids ? sql`${quotes.id} = any(${sql.placeholder('ids')}::uuid[])` : undefined,
    );
    return selectPage(db, byScope)
      .where(where)
      .orderBy(...PAGE_ORDER[order])
      .limit(planned ? inline(page.limit) : sql.placeholder('limit'))
      .offset(planned ? inline(page.offset) : sql.placeholder('offset'))
      .prepare(name);
  });
  const rows = await statement.execute({
    scopeId,
    pattern: filter.search ? containsPattern(filter.search) : null,
    ids: ids ?? null,
    limit: page.limit,
    offset: page.offset,
  });
  return rows.map(({ shipmentId, shipmentTransporterId, shipmentContactShared, ...row }) => ({
    ...row,
    shipment: quoteShipmentOf({ shipmentId, shipmentTransporterId, shipmentContactShared }),
  }));
}

/** A page's columns and joins: the load, its owner, its shipment, its lowest bid, the caller's bid. */
function selectPage(db: DbOrTx, scope: Scope) {
  const lowest = sql<
    number | null
  >`(select min(b.amount_ngwee) from ${bids} b where b.quote_id = ${quotes.id})`;
  // Only a transporter has bids of its own; anyone else's join matches nothing.
  const isMine =
    'transporterId' in scope
      ? and(eq(myBid.quoteId, quotes.id), eq(myBid.transporterId, scope.transporterId))
      : sql`false`;
  return db
    .select({
      ...quoteWithPartiesColumns,
      lowestBidNgwee: lowest,
      myBid: { id: myBid.id, amountNgwee: myBid.amountNgwee, estimatedDays: myBid.estimatedDays },
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(ownerSettings, ownerSettingsJoin)
    .leftJoin(shipments, and(eq(shipments.quoteId, quotes.id), isNotNull(shipments.bidId)))
    .leftJoin(myBid, isMine)
    .$dynamic();
}
