import {
  type Bid,
  type CargoType,
  effectiveQuoteStatus,
  type Quote,
  type QuoteSummary,
  toKwacha,
} from '@njira/domain';
import type { QuoteSummaryRow } from '../../db/queries/quote-summaries.ts';
import type { BidWithTransporter, QuoteWithOwner } from '../../db/queries/quotes.ts';
import type { Caller } from '../../lib/caller.ts';
import { type PartyShown, ratingShownTo, textFor, toPartyDto } from '../parties/party-dto.ts';

/**
 * Whether the caller is a party of the load, who sees the shipment: an admin, the owner, or the
 * transporter whose bid was accepted (`winnerId`).
 */
function isPartyOf(q: Pick<QuoteWithOwner, 'quote'>, caller: Caller, winnerId: string | null): boolean {
  return caller.role === 'admin' || q.quote.ownerId === caller.userId || winnerId === caller.userId;
}

/**
 * A bid as this caller may see it. The owner and admins see who bid (its contact as `toPartyDto`
 * allows: the owner only on the accepted bid, once paid) and the bidder's rating unless it hides it; a
 * transporter sees who placed and the notes of its own bid only. The notes' contact details are held
 * back from the owner as the bidder's contact is (`textFor`).
 */
function bidView(row: BidWithTransporter, caller: Caller, isOwner: boolean, contactShared: boolean): Bid {
  const { bid, transporter } = row;
  const own = bid.transporterId === caller.userId;
  const view: Bid = {
    id: bid.id,
    amount: toKwacha(bid.amountNgwee),
    estimatedDays: bid.estimatedDays,
    notes: null,
    createdAt: bid.createdAt.toISOString(),
    isAccepted: bid.isAccepted,
    isOwn: own,
  };
  if (caller.role === 'admin' || isOwner || own) {
    const shown: PartyShown = { viewer: caller, counterpart: isOwner && bid.isAccepted && contactShared };
    view.notes = textFor(bid.notes, bid.transporterId, shown);
    view.transporter = toPartyDto(transporter, {
      ...shown,
      rating: ratingShownTo(transporter, caller.userId),
    });
  }
  return view;
}

type QuoteFields = Omit<Quote, 'bids' | 'bidCount' | 'lowestBid'>;

/**
 * The load's own fields as the caller may see them: `winnerId` (the accepted bid's transporter) is the
 * owner's counterpart once the shipment is paid (`contactShared`), who may then see its contact and
 * read its texts whole (`textFor`); a party
 * (`isPartyOf`) sees the shipment.
 */
function quoteFields(
  q: Pick<QuoteWithOwner, 'quote' | 'owner' | 'shipment'>,
  caller: Caller,
  winnerId: string | null,
  now: Date,
): QuoteFields {
  const { quote } = q;
  const isParty = isPartyOf(q, caller, winnerId);
  const ownerShown = {
    viewer: caller,
    counterpart: winnerId === caller.userId && q.shipment?.contactShared === true,
  };
  const text = <T extends string | null>(value: T) => textFor(value, quote.ownerId, ownerShown);
  return {
    id: quote.id,
    status: effectiveQuoteStatus(quote.status, quote.expiresAt, now),
    cargo: text(quote.cargo),
    cargoType: quote.cargoType as CargoType,
    cargoDescription: text(quote.cargoDescription),
    fromLocation: quote.fromLocation,
    fromAddress: text(quote.fromAddress),
    toLocation: quote.toLocation,
    toAddress: text(quote.toAddress),
    weight: quote.weightKg,
    distance: quote.distanceKm,
    dimensions: text(quote.dimensions),
    pickupDate: quote.pickupDate.toISOString(),
    deliveryDate: quote.deliveryDate.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    createdAt: quote.createdAt.toISOString(),
    estimatedValue: quote.estimatedValueNgwee === null ? null : toKwacha(quote.estimatedValueNgwee),
    maxBudget: toKwacha(quote.maxBudgetNgwee),
    insuranceRequired: quote.insuranceRequired,
    specialInstructions: text(quote.specialInstructions),
    verifiedOnly: quote.verifiedOnly,
    cargoOwner: toPartyDto(q.owner, ownerShown),
    shipmentId: isParty ? (q.shipment?.id ?? null) : null,
  };
}

/** The quote's page as the caller may see it; the scoped query has already decided that it may see it at all. */
export function toQuoteDto(q: QuoteWithOwner, caller: Caller, now: Date = new Date()): Quote {
  const { quote, bids } = q;
  const isOwner = quote.ownerId === caller.userId;
  // The shipment's transporter, or the accepted bid's while no shipment is seen.
  const winnerId = q.shipment?.transporterId ?? bids.find((b) => b.bid.isAccepted)?.bid.transporterId ?? null;
  const amounts = bids.map((b) => b.bid.amountNgwee);
  return {
    ...quoteFields(q, caller, winnerId, now),
    // Already cheapest first, then oldest (the query's order).
    bids: bids.map((b) => bidView(b, caller, isOwner, q.shipment?.contactShared === true)),
    bidCount: quote.bidCount,
    lowestBid: amounts.length === 0 ? null : toKwacha(Math.min(...amounts)),
  };
}

/** A quote in a list as the caller may see it: the bids' count and lowest amount, and the caller's own bid. */
export function toQuoteSummaryDto(
  row: QuoteSummaryRow,
  caller: Caller,
  now: Date = new Date(),
): QuoteSummary {
  const winnerId = row.shipment?.transporterId ?? null;
  return {
    ...quoteFields(row, caller, winnerId, now),
    bidCount: row.quote.bidCount,
    lowestBid: row.lowestBidNgwee === null ? null : toKwacha(row.lowestBidNgwee),
    myBid: row.myBid && {
      id: row.myBid.id,
      amount: toKwacha(row.myBid.amountNgwee),
      estimatedDays: row.myBid.estimatedDays,
    },
  };
}
