import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { carrierVerified } from './carrier-documents.ts';
import { quoteScopeCondition } from './quote-filters.ts';
import {
  type BidWithTransporter,
  ownerSettings,
  ownerSettingsJoin,
  type QuoteWithOwner,
  quoteShipmentOf,
  quoteWithPartiesColumns,
} from './quotes.ts';

const bid = alias(bids, 'bid');
const bidder = alias(users, 'bidder');

function selectQuoteWithBids(db: DbOrTx) {
  return db
    .select({
      ...quoteWithPartiesColumns,
      bid,
      bidder: {
        id: bidder.id,
        fullName: bidder.fullName,
        companyName: bidder.companyName,
        email: bidder.email,
        phoneNumber: bidder.phoneNumber,
        ratingSum: bidder.ratingSum,
        ratingCount: bidder.ratingCount,
        verified: carrierVerified(bidder.id),
      },
      // A missing settings row is the default: ratings and contact shown.
      showRatings: sql<boolean>`coalesce(${userSettings.showRatings}, true)`,
      showContactInfo: sql<boolean>`coalesce(${userSettings.showContactInfo}, true)`,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(ownerSettings, ownerSettingsJoin)
    .leftJoin(shipments, and(eq(shipments.quoteId, quotes.id), isNotNull(shipments.bidId)))
    .leftJoin(bid, eq(bid.quoteId, quotes.id))
    .leftJoin(bidder, eq(bidder.id, bid.transporterId))
    .leftJoin(userSettings, eq(userSettings.userId, bid.transporterId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectQuoteWithBids>['execute']>>[number];

/**
 * The quote, if the scope may see it, with its owner, its shipment and every bid (cheapest first,
 * then oldest) with its transporter's contact and rating totals, and each party's settings for
 * them: the DTO decides what the caller sees. One statement, one row per bid (one row without bids), prepared once per scope kind: the
 * quote's page is the most read page after the lists.
 */
export async function findQuoteWithBids(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<QuoteWithOwner | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const statement = prepared(db, `quote_with_bids_${kind}`, (name) =>
    selectQuoteWithBids(db)
      .where(and(eq(quotes.id, sql.placeholder('id')), quoteScopeCondition(placeholderScope(kind))))
      .orderBy(asc(bid.amountNgwee), asc(bid.createdAt), asc(bid.id))
      .prepare(name),
  );
  const rows: Row[] = await statement.execute({ id, scopeId });
  const [first] = rows;
  if (!first) return undefined;
  const bidsOfQuote: BidWithTransporter[] = [];
  for (const row of rows) {
    if (row.bid && row.bidder) {
      const { showRatings, showContactInfo } = row;
      bidsOfQuote.push({ bid: row.bid, transporter: { ...row.bidder, showRatings, showContactInfo } });
    }
  }
  return {
    quote: first.quote,
    owner: first.owner,
    shipment: quoteShipmentOf(first),
    bids: bidsOfQuote,
  };
}
