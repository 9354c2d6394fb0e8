import {
  type BidInput,
  bidExceedsBudgetMessage,
  effectiveQuoteStatus,
  isUuid,
  type Quote,
  toKwacha,
  toNgwee,
} from '@njira/domain';
import { bidAccepted, bidPlaced } from '../../activity/activity-entries.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordActivities } from '../../db/queries/activities.ts';
import {
  findBidContext,
  findBidOnQuote,
  insertShipmentForBid,
  markBidAccepted,
  placeOpenBid,
} from '../../db/queries/bids.ts';
import { acceptOpenQuote, findQuoteById } from '../../db/queries/quotes.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { type JsonText, withJsonField } from '../../lib/json-text.ts';
import { findCurrentUser, USER_GONE } from '../auth/current-user.ts';
import { findVisibleQuote, QUOTE_NOT_FOUND } from './quote-read.ts';

export const NOT_ACCEPTING_BIDS = 'This load is no longer accepting bids';
export const ALREADY_BID = 'You have already placed a bid on this load';
export const ALREADY_ACCEPTED = 'This load has already been accepted';
export const BID_NOT_FOUND = 'Bid not found';

export class BidService {
  constructor(private readonly db: Db) {}

  /**
   * A transporter bids on an open load, at most the owner's budget, once. One statement writes the
   * bid and its log entry only while the load is open, under the lock an acceptance takes; the
   * database's unique constraint settles racing double bids (ADR 010).
   */
  async place(caller: Caller, quoteId: string, input: BidInput): Promise<JsonText<Quote>> {
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
    let placed: { id: string } | null;
    try {
      placed = await placeOpenBid(this.db, {
        quoteId,
        transporterId: bidder.id,
        amountNgwee,
        estimatedDays: input.estimatedDays,
        notes: input.notes ?? null,
        activity: bidPlaced(quote, toKwacha(amountNgwee), bidder),
      });
    } catch (err) {
      if (isUniqueViolation(err, 'bids_one_per_transporter')) throw conflict(ALREADY_BID);
      throw err;
    }
    // Closed between the read above and the write (accepted, cancelled, expired): nothing written.
    if (!placed) throw conflict(NOT_ACCEPTING_BIDS);
    return findVisibleQuote(this.db, quoteId, caller);
  }

  /**
   * The owner accepts one bid: quote ACCEPTED, bid accepted, shipment and its first history entry,
   * all in one transaction. The conditional update lets exactly one of any racing calls through;
   * the unique shipment-per-quote constraint is the second guard.
   */
  async accept(
    caller: Caller,
    quoteId: string,
    bidId: string,
  ): Promise<JsonText<{ quote: Quote; shipmentId: string }>> {
    // Only cargo owners get here (the route's access), and only to their own quotes (the scope).
    const scope = { ownerId: caller.userId };
    // Read before the transaction, side by side, so it holds a connection only for its writes
    // (ADR 010): the load, the bid on it (both through the owner's scope) and the owner.
    const [existing, found, owner] = await Promise.all([
      isUuid(quoteId) ? findQuoteById(this.db, scope, quoteId) : undefined,
      isUuid(quoteId) && isUuid(bidId) ? findBidOnQuote(this.db, scope, quoteId, bidId) : undefined,
      findCurrentUser(this.db, caller),
    ]);
    if (!existing) throw notFound(QUOTE_NOT_FOUND);
    if (!found) throw notFound(BID_NOT_FOUND);
    let shipmentId: string;
    try {
      shipmentId = await this.db.transaction(async (tx) => {
        // The single guard against racing acceptances: only one conditional update finds it open.
        const quote = await acceptOpenQuote(tx, scope, quoteId);
        if (!quote) {
          const current = await findQuoteById(tx, scope, quoteId);
          throw conflict(current?.status === 'ACCEPTED' ? ALREADY_ACCEPTED : NOT_ACCEPTING_BIDS);
        }
        const now = new Date();
        await markBidAccepted(tx, scope, bidId);
        const shipment = await insertShipmentForBid(tx, quote, found.bid, now);
        await recordActivities(
          tx,
          bidAccepted({
            load: quote,
            shipmentId: shipment.id,
            amount: toKwacha(found.bid.amountNgwee),
            owner,
            transporterCompany: found.transporter.companyName,
            createdAt: now,
          }),
        );
        return shipment.id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'shipments_one_per_quote')) throw conflict(ALREADY_ACCEPTED);
      throw err;
    }
    return withJsonField('quote', await findVisibleQuote(this.db, quoteId, caller), { shipmentId });
  }
}
