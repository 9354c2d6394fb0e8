import { isUuid, type Quote } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findQuoteJson } from '../../db/queries/quote-detail.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { JsonText } from '../../lib/json-text.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

/**
 * The quote as the caller sees it, as the JSON text of `quoteSchema` that PostgreSQL wrote (ADR 010);
 * 404 alike when it does not exist and when it is not theirs to see.
 */
export async function findVisibleQuote(db: DbOrTx, id: string, caller: Caller): Promise<JsonText<Quote>> {
  const json = isUuid(id) ? await findQuoteJson(db, scopeFor(caller), id) : undefined;
  if (json === undefined) throw notFound(QUOTE_NOT_FOUND);
  return json as JsonText<Quote>;
}
