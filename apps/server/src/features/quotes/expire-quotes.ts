import type { DbOrTx } from '../../db/client.ts';
import { expireOverdueQuotes } from '../../db/queries/quotes.ts';
import { ALL_ROWS } from '../../db/scope.ts';

/**
 * Stores EXPIRED on ACTIVE quotes past their expiry, in one UPDATE; returns how many changed.
 * Reads already treat them as expired at once; this only brings the stored status in line.
 */
export function expireQuotes(db: DbOrTx): Promise<number> {
  return expireOverdueQuotes(db, ALL_ROWS);
}
