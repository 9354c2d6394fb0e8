import { isUuid, type Quote } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type BidWithTransporter, listBidsForQuotes } from '../../db/queries/bids.ts';
import { findQuoteWithOwner, type QuoteWithOwner } from '../../db/queries/quotes.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toQuoteDto } from './quote-dto.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** DTOs of a page of quotes, with every bid loaded in one more query. */
export async function quoteDtos(db: DbOrTx, rows: QuoteWithOwner[], caller: Caller): Promise<Quote[]> {
  const bids = await listBidsForQuotes(
    db,
    scopeFor(caller),
    rows.map((r) => r.quote.id),
  );
  const byQuote = new Map<string, BidWithTransporter[]>();
  for (const b of bids) {
    const list = byQuote.get(b.bid.quoteId);
    if (list) list.push(b);
    else byQuote.set(b.bid.quoteId, [b]);
  }
  const now = new Date();
  return rows.map((r) => toQuoteDto(r, byQuote.get(r.quote.id) ?? [], caller, now));
}

/** The quote as the caller sees it; 404 alike when it does not exist and when it is not theirs to see. */
export async function findVisibleQuote(db: DbOrTx, id: string, caller: Caller): Promise<Quote> {
  const scope = scopeFor(caller);
  const q = isUuid(id) ? await findQuoteWithOwner(db, scope, id) : undefined;
  if (!q) throw notFound(QUOTE_NOT_FOUND);
  const bids = await listBidsForQuotes(db, scope, [q.quote.id]);
  return toQuoteDto(q, bids, caller);
}
