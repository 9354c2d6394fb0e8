import { isUuid, type Quote } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findQuoteWithBids } from '../../db/queries/quote-detail.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toQuoteDto } from './quote-dto.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** The quote as the caller sees it; 404 alike when it does not exist and when it is not theirs to see. */
export async function findVisibleQuote(db: DbOrTx, id: string, caller: Caller): Promise<Quote> {
  const row = isUuid(id) ? await findQuoteWithBids(db, scopeFor(caller), id) : undefined;
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  return toQuoteDto(row, caller);
}
