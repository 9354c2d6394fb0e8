import {
  type AcceptedBid,
  type Bid,
  type BidInput,
  bidExceedsBudgetMessage,
  effectiveQuoteStatus,
  isUuid,
  toKwacha,
  toNgwee,
} from '@njira/domain';
import { bidAccepted, bidPlaced } from '../../activity/activity-entries.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { acceptOpenBid, findAcceptContext } from '../../db/queries/acceptance.ts';
import { findBidContext, placeOpenBid } from '../../db/queries/bids.ts';
import { findQuoteById } from '../../db/queries/quotes.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { USER_GONE } from '../auth/current-user.ts';
import { QUOTE_NOT_FOUND } from './quote-read.ts';

export const NOT_ACCEPTING_BIDS = 'This load is no longer accepting bids';
export const ALREADY_BID = 'You have already placed a bid on this load';
export const ALREADY_ACCEPTED = 'This load has already been accepted';
export const BID_NOT_FOUND = 'Bid not found';

export class BidService {
  constructor(private readonly db: Db) {}

  /**
   * A transporter bids on an open load, at most the owner's budget, once. The bid and its log entry
   * are written, with the other bids asked for meanwhile, by one statement that writes only while
   * the load is open, under the lock an acceptance takes; the database's unique constraint settles
   * racing double bids (ADR 010, tenth round). Answers with the bid as
   * stored, not the load: a load with many bids is kilobytes a bidder's phone would download again
   * with every bid, and the screens refetch what they show anyway (ADR 010, 'The writes').
   */
  async place(caller: Caller, quoteId: string, input: BidInput): Promise<Bid> {
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    const context = await findBidContext(this.db, caller.userId, quoteId);
    if (!context) throw unauthorized(USER_GONE);
    const { bidder, quote } = context;
    // Any transporter may try any load: a closed one answers 409 (it was most likely open a moment
    // ago on the bidder's screen), not 404.
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    if (effectiveQuoteStatus(quote.status, quote.expiresAt) !== 'ACTIVE') throw conflict(NOT_ACCEPTING_BIDS);
    const amountNgwee = toNgwee(input.amount);
    // The budget is fixed at posting, so checking it before the write cannot race.
    if (amountNgwee > quote.maxBudgetNgwee) {
      throw badRequest(bidExceedsBudgetMessage(toKwacha(quote.maxBudgetNgwee)));
    }
    const placed = await placeOpenBid(this.db, {
      quoteId,
      transporterId: bidder.id,
      amountNgwee,
      estimatedDays: input.estimatedDays,
      notes: input.notes ?? null,
      activity: bidPlaced(quote, toKwacha(amountNgwee), bidder),
    });
    if (placed.outcome === 'duplicate') throw conflict(ALREADY_BID);
    // Closed between the read above and the write (accepted, cancelled, expired): nothing written.
    if (placed.outcome === 'closed') throw conflict(NOT_ACCEPTING_BIDS);
    return {
      id: placed.id,
      amount: toKwacha(amountNgwee),
      estimatedDays: input.estimatedDays,
      notes: input.notes ?? null,
      createdAt: placed.createdAt.toISOString(),
      isAccepted: false,
      isOwn: true,
      transporter: { id: bidder.id, fullName: bidder.fullName, companyName: bidder.companyName },
    };
  }

  /**
   * The owner accepts one bid: quote ACCEPTED, bid accepted, shipment and its first history entry,
   * the log, all in one statement (ADR 010). Its conditional update lets exactly one of any racing
   * calls through; the unique shipment-per-quote constraint is the second guard. Answers with the
   * shipment it made, not the load: the owner's screen moves on to My Shipments, and re-reading the
   * load with every bid was a fifth of an acceptance's database time (ADR 010, eighth round).
   */
  async accept(caller: Caller, quoteId: string, bidId: string): Promise<AcceptedBid> {
    // Only cargo owners get here (the route's access), and only to their own quotes (the scope).
    const scope = { ownerId: caller.userId };
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    const context = await findAcceptContext(this.db, scope, quoteId, isUuid(bidId) ? bidId : null);
    if (!context) throw unauthorized(USER_GONE);
    const { owner, quote, bid, transporterCompany } = context;
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    if (!bid || transporterCompany === null) throw notFound(BID_NOT_FOUND);
    const now = new Date();
    let shipmentId: string | null;
    try {
      shipmentId = await acceptOpenBid(
        this.db,
        scope,
        quote,
        bid,
        bidAccepted({
          load: quote,
          // The statement puts the new shipment's id on both entries.
          shipmentId: '',
          amount: toKwacha(bid.amountNgwee),
          owner,
          transporterCompany,
          createdAt: now,
        }),
        now,
      );
    } catch (err) {
      if (isUniqueViolation(err, 'shipments_one_per_quote')) throw conflict(ALREADY_ACCEPTED);
      throw err;
    }
    if (!shipmentId) {
      // Not open any more: accepted (by a racing call), cancelled or expired meanwhile.
      const current = await findQuoteById(this.db, scope, quoteId);
      throw conflict(current?.status === 'ACCEPTED' ? ALREADY_ACCEPTED : NOT_ACCEPTING_BIDS);
    }
    return { shipmentId };
  }
}
