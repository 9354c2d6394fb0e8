import {
  type AcceptedBid,
  type Bid,
  type BidInput,
  bidExceedsBudgetMessage,
  isUuid,
  toKwacha,
  toNgwee,
  VERIFIED_ONLY_MESSAGE,
} from '@njira/domain';
import { bidAccepted, bidPlaced, bidWithdrawn } from '../../activity/quote-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { acceptOpenQuote, createShipment, findAcceptContext } from '../../db/queries/acceptance.ts';
import { recordActivities, recordActivity } from '../../db/queries/activities.ts';
import {
  countBidOnOpenLoad,
  deleteOwnBid,
  findOwnBid,
  insertBid,
  uncountBidOnOpenLoad,
} from '../../db/queries/bids.ts';
import { isCarrierVerified } from '../../db/queries/carrier-documents.ts';
import { newShipmentFromBid } from '../../db/queries/new-shipment.ts';
import { findQuoteById } from '../../db/queries/quotes.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { findCurrentUser, USER_GONE } from '../auth/current-user.ts';
import { QUOTE_NOT_FOUND } from './quote-read.ts';

export const NOT_ACCEPTING_BIDS = 'This load is no longer accepting bids';
export const ALREADY_BID = 'You have already placed a bid on this load';
export const ALREADY_ACCEPTED = 'This load has already been accepted';
export const BID_NOT_FOUND = 'Bid not found';
export const ACCEPTED_BID_KEPT = 'Your bid has been accepted and can no longer be withdrawn';
export const LOAD_CLOSED_TO_WITHDRAWALS =
  'This load is no longer open, so bids on it can no longer be withdrawn';

export class BidService {
  constructor(private readonly db: Db) {}

  /**
   * A transporter bids on an open load, at most the owner's budget, once: the bid, the load's count
   * and the log entry with the owner's notification, in one transaction. Answers with the bid as
   * stored, not the load: a load with many bids is kilobytes a bidder's phone would download again
   * with every bid, and the screens refetch what they show anyway.
   */
  async place(caller: Caller, quoteId: string, input: BidInput): Promise<Bid> {
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    const amountNgwee = toNgwee(input.amount);
    return transactionAnnouncing(this.db, async (tx) => {
      const bidder = await findCurrentUser(tx, caller);
      const load = await countBidOnOpenLoad(tx, quoteId);
      if (!load) {
        // Any transporter may try any load: a closed one answers 409 (it was most likely open a
        // moment ago on the bidder's screen), a missing one 404.
        const exists = await findQuoteById(tx, ALL_ROWS, quoteId);
        throw exists ? conflict(NOT_ACCEPTING_BIDS) : notFound(QUOTE_NOT_FOUND);
      }
      // A load for verified carriers only (ADR 026): judged in this transaction, from the documents.
      if (load.verifiedOnly && !(await isCarrierVerified(tx, bidder.id))) {
        throw forbidden(VERIFIED_ONLY_MESSAGE);
      }
      if (amountNgwee > load.maxBudgetNgwee) {
        throw badRequest(bidExceedsBudgetMessage(toKwacha(load.maxBudgetNgwee)));
      }
      const notes = input.notes ?? null;
      const { estimatedDays } = input;
      const bid = await insertBid(tx, {
        quoteId,
        transporterId: bidder.id,
        amountNgwee,
        estimatedDays,
        notes,
      });
      if (!bid) throw conflict(ALREADY_BID);
      // The load's row is in hand (counted and locked above): its notification need not read it.
      await recordActivity(tx, { ...bidPlaced(load, toKwacha(amountNgwee), bidder, bid.createdAt), load });
      return {
        id: bid.id,
        amount: toKwacha(amountNgwee),
        estimatedDays,
        notes,
        createdAt: bid.createdAt.toISOString(),
        isAccepted: false,
        isOwn: true,
        transporter: { id: bidder.id, fullName: bidder.fullName, companyName: bidder.companyName },
      };
    });
  }

  /**
   * A transporter takes its own bid back while the load is open, in one transaction: the load's row
   * locked with its count one lower, the bid deleted (so the transporter may bid again), the log entry
   * with the owner's notification. Only the caller's bid: every query names it as its transporter.
   */
  async withdraw(caller: Caller, quoteId: string, bidId: string): Promise<void> {
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    if (!isUuid(bidId)) throw notFound(BID_NOT_FOUND);
    const own = { transporterId: caller.userId, quoteId, bidId };
    await transactionAnnouncing(this.db, async (tx) => {
      const bidder = await findCurrentUser(tx, caller);
      // The load's row before the bid's, in the order a bid and an acceptance take them.
      const load = await uncountBidOnOpenLoad(tx, quoteId);
      if (!load) {
        const bid = await findOwnBid(tx, own);
        if (bid) throw conflict(bid.isAccepted ? ACCEPTED_BID_KEPT : LOAD_CLOSED_TO_WITHDRAWALS);
        // A closed load the caller never bid on is not one it may see (the transporter's scope).
        const visible = await findQuoteById(tx, { transporterId: caller.userId }, quoteId);
        throw notFound(visible ? BID_NOT_FOUND : QUOTE_NOT_FOUND);
      }
      const bid = await deleteOwnBid(tx, own);
      if (!bid) throw notFound(BID_NOT_FOUND);
      // The load's row is in hand (counted and locked above): its notification need not read it.
      await recordActivity(tx, { ...bidWithdrawn(load, toKwacha(bid.amountNgwee), bidder), load });
    });
  }

  /**
   * The owner accepts one bid, in one transaction: the load ACCEPTED (its conditional update lets
   * exactly one of any racing calls through; the unique shipment-per-load constraint is the second
   * guard), the bid marked, the shipment with its first history entry, the log and the bidders'
   * notifications. Answers with the shipment it made, not the load: the owner's screen moves on to
   * My Shipments.
   */
  async accept(caller: Caller, quoteId: string, bidId: string): Promise<AcceptedBid> {
    // Only cargo owners get here (the route's access), and only to their own quotes (the scope).
    const scope = { ownerId: caller.userId };
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    try {
      return await transactionAnnouncing(this.db, async (tx) => {
        const context = await findAcceptContext(tx, scope, quoteId, isUuid(bidId) ? bidId : null);
        if (!context) throw unauthorized(USER_GONE);
        const { owner, quote, bid, transporterCompany } = context;
        if (!quote) throw notFound(QUOTE_NOT_FOUND);
        if (!bid || transporterCompany === null) throw notFound(BID_NOT_FOUND);
        const now = new Date();
        if (!(await acceptOpenQuote(tx, scope, quoteId, now))) {
          // Not open any more: accepted (by a racing call), cancelled or expired meanwhile.
          const current = await findQuoteById(tx, scope, quoteId);
          throw conflict(current?.status === 'ACCEPTED' ? ALREADY_ACCEPTED : NOT_ACCEPTING_BIDS);
        }
        const values = newShipmentFromBid(quote, bid, now);
        const shipmentId = await createShipment(tx, values);
        // Withdrawn while this waited for the load's row: the acceptance rolls back.
        if (!shipmentId) throw notFound(BID_NOT_FOUND);
        const amount = toKwacha(bid.amountNgwee);
        // The load and the shipment are in hand: the notifications need not read them again.
        const held = { load: quote, shipment: { ...values, id: shipmentId } };
        await recordActivities(
          tx,
          bidAccepted({ load: quote, shipmentId, amount, owner, transporterCompany, createdAt: now }).map(
            (entry) => ({ ...entry, ...held }),
          ),
        );
        return { shipmentId };
      });
    } catch (err) {
      if (isUniqueViolation(err, 'shipments_one_per_quote')) throw conflict(ALREADY_ACCEPTED);
      throw err;
    }
  }
}
