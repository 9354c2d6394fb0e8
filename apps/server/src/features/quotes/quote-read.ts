import { isUuid, type Quote } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type BidWithTransporter, listBidsForQuotes } from '../../db/queries/bids.ts';
import { findQuoteWithOwner, type QuoteWithOwner } from '../../db/queries/quotes.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canSee, toQuoteView, type Viewer } from './quote-view.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** Views of a page of quotes, with every bid loaded in one more query. */
export async function viewQuotes(db: DbOrTx, rows: QuoteWithOwner[], viewer: Viewer): Promise<Quote[]> {
  const bids = await listBidsForQuotes(
    db,
    rows.map((r) => r.quote.id),
  );
  const byQuote = new Map<string, BidWithTransporter[]>();
  for (const b of bids) {
    const list = byQuote.get(b.bid.quoteId);
    if (list) list.push(b);
    else byQuote.set(b.bid.quoteId, [b]);
  }
  const now = new Date();
  return rows.map((r) => toQuoteView(r, byQuote.get(r.quote.id) ?? [], viewer, now));
}

/** The quote as the viewer sees it; 404 when it does not exist or is not theirs to see. */
export async function findVisibleQuote(db: DbOrTx, id: string, viewer: Viewer): Promise<Quote> {
  const q = isUuid(id) ? await findQuoteWithOwner(db, id) : undefined;
  if (!q) throw notFound(QUOTE_NOT_FOUND);
  const bids = await listBidsForQuotes(db, [q.quote.id]);
  const now = new Date();
  if (!canSee(q, bids, viewer, now)) throw notFound(QUOTE_NOT_FOUND);
  return toQuoteView(q, bids, viewer, now);
}
