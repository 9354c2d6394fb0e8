import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import type { BidRow, BidWithTransporter, QuoteRow } from './quotes.ts';
import { quoteIsOpen } from './quotes.ts';

export type { BidRow, BidWithTransporter };

/** The load a bid goes on, as the bid's rules and its log entry need it. */
export type BiddableLoad = Pick<
  QuoteRow,
  'id' | 'ownerId' | 'cargo' | 'fromLocation' | 'toLocation' | 'maxBudgetNgwee'
>;

/**
 * Counts one more bid on the load if it is open (the domain's rule, `quoteIsOpen`), and answers the
 * load; undefined when it is missing or no longer open. The update holds the load's row until the
 * bid's transaction ends, so an acceptance or a cancellation waits for the bid, and a bid waiting on
 * one finds the load closed: no bid lands on a load after it was accepted. The count rolls back with
 * the bid when the bid is refused.
 */
export async function countBidOnOpenLoad(tx: Tx, quoteId: string): Promise<BiddableLoad | undefined> {
  const [load] = await tx
    .update(quotes)
    .set({ bidCount: sql`${quotes.bidCount} + 1` })
    .where(and(eq(quotes.id, quoteId), quoteIsOpen()))
    .returning({
      id: quotes.id,
      ownerId: quotes.ownerId,
      cargo: quotes.cargo,
      fromLocation: quotes.fromLocation,
      toLocation: quotes.toLocation,
      maxBudgetNgwee: quotes.maxBudgetNgwee,
    });
  return load;
}

/**
 * Writes the bid; null when the transporter already has one on the load (the
 * `bids_one_per_transporter` constraint settles racing double bids, whoever commits first).
 */
export async function insertBid(
  tx: Tx,
  bid: Pick<
    typeof bids.$inferInsert,
    'quoteId' | 'transporterId' | 'amountNgwee' | 'estimatedDays' | 'notes'
  >,
): Promise<Pick<BidRow, 'id' | 'createdAt'> | null> {
  const [row] = await tx
    .insert(bids)
    .values(bid)
    .onConflictDoNothing({ target: [bids.quoteId, bids.transporterId] })
    .returning({ id: bids.id, createdAt: bids.createdAt });
  return row ?? null;
}
