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
import { recordActivity } from '../../db/queries/activities.ts';
import { findBidOnQuote, insertBid, insertShipmentForBid, markBidAccepted } from '../../db/queries/bids.ts';
import { acceptOpenQuote, findQuoteById, findQuoteForBidding } from '../../db/queries/quotes.ts';
import { findUserById } from '../../db/queries/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findVisibleQuote, QUOTE_NOT_FOUND } from './quote-read.ts';
import type { Viewer } from './quote-view.ts';

export const NOT_ACCEPTING_BIDS = 'This load is no longer accepting bids';
export const ALREADY_BID = 'You have already placed a bid on this load';
export const ALREADY_ACCEPTED = 'This load has already been accepted';
export const BID_NOT_FOUND = 'Bid not found';
const USER_GONE = 'User not found. Please login again.';

export class BidsService {
  constructor(private readonly db: Db) {}

  /**
   * A transporter bids on an open load, at most the owner's budget, once. The database's unique
   * constraint settles racing double bids; the share lock keeps bids off a load being closed.
   */
  async place(viewer: Viewer, quoteId: string, input: BidInput): Promise<Quote> {
    if (viewer.role !== 'transporter') throw forbidden();
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    try {
      await this.db.transaction(async (tx) => {
        const quote = await findQuoteForBidding(tx, quoteId);
        if (!quote) throw notFound(QUOTE_NOT_FOUND);
        // 409 rather than 404 for a closed load: the bidder most likely saw it open a moment ago.
        if (effectiveQuoteStatus(quote.status, quote.expiresAt) !== 'ACTIVE')
          throw conflict(NOT_ACCEPTING_BIDS);
        const amountNgwee = toNgwee(input.amount);
        if (amountNgwee > quote.maxBudgetNgwee) {
          throw badRequest(bidExceedsBudgetMessage(toKwacha(quote.maxBudgetNgwee)));
        }
        const transporter = await findUserById(tx, viewer.userId);
        if (!transporter) throw notFound(USER_GONE);
        const bid = await insertBid(tx, {
          quoteId,
          transporterId: transporter.id,
          amountNgwee,
          estimatedDays: input.estimatedDays,
          notes: input.notes ?? null,
        });
        await recordActivity(tx, bidPlaced(quote, toKwacha(bid.amountNgwee), transporter, bid.createdAt));
      });
    } catch (err) {
      if (isUniqueViolation(err, 'bids_one_per_transporter')) throw conflict(ALREADY_BID);
      throw err;
    }
    return findVisibleQuote(this.db, quoteId, viewer);
  }

  /**
   * The owner accepts one bid: quote ACCEPTED, bid accepted, shipment and its first history entry,
   * all in one transaction. The conditional update lets exactly one of any racing calls through;
   * the unique shipment-per-quote constraint is the second guard.
   */
  async accept(
    viewer: Viewer,
    quoteId: string,
    bidId: string,
  ): Promise<{ quote: Quote; shipmentId: string }> {
    if (viewer.role !== 'cargo-owner') throw forbidden();
    const existing = isUuid(quoteId) ? await findQuoteById(this.db, quoteId) : undefined;
    if (!existing || existing.ownerId !== viewer.userId) throw notFound(QUOTE_NOT_FOUND);
    if (!isUuid(bidId)) throw notFound(BID_NOT_FOUND);
    let shipmentId: string;
    try {
      shipmentId = await this.db.transaction(async (tx) => {
        const found = await findBidOnQuote(tx, quoteId, bidId);
        if (!found) throw notFound(BID_NOT_FOUND);
        const quote = await acceptOpenQuote(tx, quoteId, viewer.userId);
        if (!quote) {
          const current = await findQuoteById(tx, quoteId);
          throw conflict(current?.status === 'ACCEPTED' ? ALREADY_ACCEPTED : NOT_ACCEPTING_BIDS);
        }
        const now = new Date();
        await markBidAccepted(tx, bidId);
        const shipment = await insertShipmentForBid(tx, quote, found.bid, now);
        const owner = await findUserById(tx, viewer.userId);
        if (!owner) throw notFound(USER_GONE);
        const entries = bidAccepted({
          load: quote,
          shipmentId: shipment.id,
          amount: toKwacha(found.bid.amountNgwee),
          owner,
          transporterCompany: found.transporter.companyName,
          createdAt: now,
        });
        for (const entry of entries) await recordActivity(tx, entry);
        return shipment.id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'shipments_one_per_quote')) throw conflict(ALREADY_ACCEPTED);
      throw err;
    }
    return { quote: await findVisibleQuote(this.db, quoteId, viewer), shipmentId };
  }
}
