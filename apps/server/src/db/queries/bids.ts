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
  'id' | 'ownerId' | 'cargo' | 'fromLocation' | 'toLocation' | 'maxBudgetNgwee' | 'verifiedOnly'
>;

/**
 * Counts one more bid on the load if it is open (the domain's rule, `quoteIsOpen`), and answers the
 * load; undefined when it is missing or no longer open. The update holds the load's row until the
 * bid's transaction ends, so an acceptance or a cancellation waits for the bid, and a bid waiting on
 * one finds the load closed: no bid lands on a load after it was accepted. The count rolls back with
 * the bid when the bid is refused.
 */
export function countBidOnOpenLoad(tx: Tx, quoteId: string): Promise<BiddableLoad | undefined> {
  return addToOpenLoadBidCount(tx, quoteId, 1);
}

/**
 * Counts one bid fewer on the load if it is open, and answers the load; undefined when it is missing
 * or no longer open. As with `countBidOnOpenLoad`, the load's row is held until the withdrawal's
 * transaction ends: an acceptance waits for it, and a withdrawal waiting on an acceptance finds the
 * load closed, so an accepted bid is never withdrawn. The count rolls back when the withdrawal is
 * refused.
 */
export function uncountBidOnOpenLoad(tx: Tx, quoteId: string): Promise<BiddableLoad | undefined> {
  return addToOpenLoadBidCount(tx, quoteId, -1);
}

async function addToOpenLoadBidCount(
  tx: Tx,
  quoteId: string,
  change: 1 | -1,
): Promise<BiddableLoad | undefined> {
  const [load] = await tx
    .update(quotes)
    .set({ bidCount: sql`${quotes.bidCount} + ${change}` })
    .where(and(eq(quotes.id, quoteId), quoteIsOpen()))
    .returning({
      id: quotes.id,
      ownerId: quotes.ownerId,
      cargo: quotes.cargo,
      fromLocation: quotes.fromLocation,
      toLocation: quotes.toLocation,
      maxBudgetNgwee: quotes.maxBudgetNgwee,
      verifiedOnly: quotes.verifiedOnly,
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

/** One transporter's bid, by the scope: the `where` names the transporter, so no other's is found. */
type OwnBid = { transporterId: string; quoteId: string; bidId: string };

const ownBid = ({ transporterId, quoteId, bidId }: OwnBid) =>
  and(eq(bids.id, bidId), eq(bids.quoteId, quoteId), eq(bids.transporterId, transporterId));

/** The transporter's bid on the load, whether accepted; undefined when it has no such bid. */
export async function findOwnBid(tx: Tx, bid: OwnBid): Promise<Pick<BidRow, 'isAccepted'> | undefined> {
  const [row] = await tx.select({ isAccepted: bids.isAccepted }).from(bids).where(ownBid(bid)).limit(1);
  return row;
}

/**
 * Deletes the transporter's bid and answers its amount; undefined when it has no such bid. The row
 * goes (not a status): the one-bid-per-transporter constraint then lets the transporter bid again.
 */
export async function deleteOwnBid(tx: Tx, bid: OwnBid): Promise<Pick<BidRow, 'amountNgwee'> | undefined> {
  const [row] = await tx.delete(bids).where(ownBid(bid)).returning({ amountNgwee: bids.amountNgwee });
  return row;
}
