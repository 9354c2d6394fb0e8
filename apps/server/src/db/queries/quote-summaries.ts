import type { QuoteSort } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartyRow } from '../../features/parties/party-dto.ts';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { PAGE_ORDER, type QuoteFilter, whereOf } from './quote-filters.ts';
import { partyColumns, type QuoteRow } from './quotes.ts';

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
  shipment: { id: string; transporterId: string } | null;
  /** null without bids. */
  lowestBidNgwee: number | null;
  /** Only read for a transporter; null otherwise or without a bid. */
  myBid: MyBidRow | null;
}

const myBid = alias(bids, 'my_bid');

/**
 * One page of the quotes a scope may see (newest first, the Available Loads or My Quotes order),
 * in one statement: the page's rows read in index order where there is one, each with its lowest
 * bid (the `bids_quote_amount_idx`) and, for a transporter, its own bid (one per load).
 */
export async function listQuoteSummaries(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  page: { limit: number; offset: number; order?: QuoteSort },
): Promise<QuoteSummaryRow[]> {
  const lowest = sql<
    number | null
  >`(select min(b.amount_ngwee) from ${bids} b where b.quote_id = ${quotes.id})`;
  // Only a transporter has bids of its own; anyone else's join matches nothing.
  const isMine =
    'transporterId' in scope
      ? and(eq(myBid.quoteId, quotes.id), eq(myBid.transporterId, scope.transporterId))
      : sql`false`;
  const rows = await db
    .select({
      quote: quotes,
      owner: partyColumns,
      shipmentId: shipments.id,
      shipmentTransporterId: shipments.transporterId,
      lowestBidNgwee: lowest,
      myBid: { id: myBid.id, amountNgwee: myBid.amountNgwee, estimatedDays: myBid.estimatedDays },
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(shipments, eq(shipments.quoteId, quotes.id))
    .leftJoin(myBid, isMine)
    .where(whereOf(scope, filter))
    .orderBy(...PAGE_ORDER[page.order ?? 'newest'])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ shipmentId, shipmentTransporterId, ...row }) => ({
    ...row,
    shipment:
      shipmentId && shipmentTransporterId ? { id: shipmentId, transporterId: shipmentTransporterId } : null,
  }));
}
