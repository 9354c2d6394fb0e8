import { type Bid, type CargoType, effectiveQuoteStatus, type Quote, toKwacha } from '@njira/domain';
import type { BidWithTransporter, QuoteWithOwner } from '../../db/queries/quotes.ts';
import { toParty } from '../../db/queries/users.ts';
import type { Caller } from '../../lib/caller.ts';
import { visibleRating } from '../ratings/rating-view.ts';

/** The transporter whose bid was accepted, if any. */
function winnerOf(q: QuoteWithOwner, bids: BidWithTransporter[]): string | null {
  return q.shipment?.transporterId ?? bids.find((b) => b.bid.isAccepted)?.bid.transporterId ?? null;
}

/**
 * A bid as this caller may see it. The owner and admins see who bid (contact only for the accepted
 * bid, or always for admins) and the bidder's rating unless it hides it; a transporter sees who
 * placed and the notes of its own bid only.
 */
function bidView(row: BidWithTransporter, caller: Caller, isOwner: boolean): Bid {
  const { bid, transporter } = row;
  const own = bid.transporterId === caller.userId;
  const isAdmin = caller.role === 'admin';
  const view: Bid = {
    id: bid.id,
    amount: toKwacha(bid.amountNgwee),
    estimatedDays: bid.estimatedDays,
    notes: null,
    createdAt: bid.createdAt.toISOString(),
    isAccepted: bid.isAccepted,
    isOwn: own,
  };
  if (isAdmin || isOwner || own) {
    view.notes = bid.notes;
    view.transporter = toParty(transporter, isAdmin || own || (isOwner && bid.isAccepted));
    const rating = visibleRating(transporter, caller.userId);
    if (rating) view.transporter.rating = rating;
  }
  return view;
}

type QuoteFields = Omit<Quote, 'bids' | 'bidCount' | 'lowestBid'>;

/** The load's own fields as the caller may see them; `isParty` opens the owner's contact and the shipment. */
function quoteFields(
  q: Pick<QuoteWithOwner, 'quote' | 'owner' | 'shipment'>,
  isParty: boolean,
  now: Date,
): QuoteFields {
  const { quote } = q;
  return {
    id: quote.id,
    status: effectiveQuoteStatus(quote.status, quote.expiresAt, now),
    cargo: quote.cargo,
    cargoType: quote.cargoType as CargoType,
    cargoDescription: quote.cargoDescription,
    fromLocation: quote.fromLocation,
    fromAddress: quote.fromAddress,
    toLocation: quote.toLocation,
    toAddress: quote.toAddress,
    weight: quote.weightKg,
    distance: quote.distanceKm,
    dimensions: quote.dimensions,
    pickupDate: quote.pickupDate.toISOString(),
    deliveryDate: quote.deliveryDate.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    createdAt: quote.createdAt.toISOString(),
    estimatedValue: quote.estimatedValueNgwee === null ? null : toKwacha(quote.estimatedValueNgwee),
    maxBudget: toKwacha(quote.maxBudgetNgwee),
    insuranceRequired: quote.insuranceRequired,
    specialInstructions: quote.specialInstructions,
    cargoOwner: toParty(q.owner, isParty),
    shipmentId: isParty ? (q.shipment?.id ?? null) : null,
  };
}

/** The quote as the caller may see it; the scoped query has already decided that it may see it at all. */
export function toQuoteDto(q: QuoteWithOwner, caller: Caller, now: Date = new Date()): Quote {
  const { quote, bids: bidRows } = q;
  const isOwner = quote.ownerId === caller.userId;
  const isParty = caller.role === 'admin' || isOwner || winnerOf(q, bidRows) === caller.userId;
  const amounts = bidRows.map((b) => b.bid.amountNgwee);
  return {
    ...quoteFields(q, isParty, now),
    // Already cheapest first, then oldest (the query's order).
    bids: bidRows.map((b) => bidView(b, caller, isOwner)),
    bidCount: bidRows.length,
    lowestBid: amounts.length === 0 ? null : toKwacha(Math.min(...amounts)),
  };
}
