import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartyRow, RatedPartyRow } from '../../features/parties/party-dto.ts';
import type { DbOrTx } from '../client.ts';
import type { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import type { AllRows, Scope } from '../scope.ts';
import { quoteIsOpen, quoteIsOverdue, quoteScopeCondition } from './quote-filters.ts';
import { paymentReceived } from './shipment-money.ts';

// The quote's SQL rules live in quote-filters.ts; "open", the one the writes use, is named here too.
export { quoteIsOpen } from './quote-filters.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type BidRow = typeof bids.$inferSelect;

/** The load owner's settings row, left-joined by every read of a quote with its owner (`ownerSettingsJoin`). */
export const ownerSettings = alias(userSettings, 'owner_settings');
export const ownerSettingsJoin = eq(ownerSettings.userId, quotes.ownerId);

/**
 * The columns of a user that a party of a load may be shown, contact included, and whether it
 * shares its contact (no settings row: the default, shared): the DTO trims.
 */
export const partyColumns = {
  id: users.id,
  fullName: users.fullName,
  companyName: users.companyName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  showContactInfo: sql<boolean>`coalesce(${ownerSettings.showContactInfo}, true)`,
};

/**
 * A quote as every read of one shows it: the load, its owner (contact included, the DTO trims) and
 * its shipment's id and carrier; read with the owner joined, its settings (`ownerSettingsJoin`) and
 * the shipment left-joined.
 */
export const quoteWithPartiesColumns = {
  quote: quotes,
  owner: partyColumns,
  shipmentId: shipments.id,
  shipmentTransporterId: shipments.transporterId,
  // `contactSharedOn`: paid and not cancelled. A CASE: no probe of the journal for a load without one.
  shipmentContactShared: sql<boolean>`case when ${shipments.id} is null or ${shipments.status} = 'CANCELLED' then false else ${paymentReceived} end`,
};

/** The load's shipment as the quote's DTO needs it: the carrier, and whether the two share contact. */
export interface QuoteShipment {
  id: string;
  transporterId: string;
  /** Paid and not cancelled (`contactSharedOn`): the owner and the carrier are counterparts. */
  contactShared: boolean;
}

/** The shipment of a row read with `quoteWithPartiesColumns`, or null. */
export function quoteShipmentOf(row: {
  shipmentId: string | null;
  shipmentTransporterId: string | null;
  shipmentContactShared: boolean;
}): QuoteShipment | null {
  return row.shipmentId && row.shipmentTransporterId
    ? {
        id: row.shipmentId,
        transporterId: row.shipmentTransporterId,
        contactShared: row.shipmentContactShared,
      }
    : null;
}

/** A bid with the transporter who placed it, contact and rating totals included (the DTO trims). */
export interface BidWithTransporter {
  bid: BidRow;
  transporter: RatedPartyRow;
}

/** A quote with its owner, its bids (cheapest first) and, once accepted, its shipment. */
export interface QuoteWithOwner {
  quote: QuoteRow;
  owner: PartyRow;
  shipment: QuoteShipment | null;
  bids: BidWithTransporter[];
}

/** The quote row, if the scope may see it. */
export async function findQuoteById(db: DbOrTx, scope: Scope, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), quoteScopeCondition(scope)))
    .limit(1);
  return row;
}

/** Writes a posted load; the stored row (its id, no bids yet, the priority rank PostgreSQL computes). */
export async function insertQuote(db: DbOrTx, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error('the load was not written');
  return row;
}

/** ACTIVE and unexpired → CANCELLED in one conditional update; undefined when it was not open. */
export async function cancelOpenQuote(db: DbOrTx, scope: Scope, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(quotes.id, id), quoteScopeCondition(scope), quoteIsOpen()))
    .returning();
  return row;
}

/** Stores EXPIRED on every ACTIVE quote whose expiry has passed; returns how many changed. */
export async function expireOverdueQuotes(db: DbOrTx, _scope: AllRows): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(quoteIsOverdue())
    .returning({ id: quotes.id });
  return rows.length;
}
