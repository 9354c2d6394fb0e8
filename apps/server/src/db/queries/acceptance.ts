import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { transporterLanes } from '../schema/notifications.ts';
import { quotes } from '../schema/quotes.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { NewShipment } from './new-shipment.ts';
import type { BidRow, QuoteRow } from './quotes.ts';
import { quoteIsOpen } from './quotes.ts';

const bidder = alias(users, 'bidder');

/** What accepting a bid needs to know first: the owner, its load (any status) and the bid on it. */
export interface AcceptContext {
  owner: { id: string; role: 'transporter' | 'cargo-owner' | 'admin'; fullName: string; companyName: string };
  quote: QuoteRow | null;
  bid: BidRow | null;
  transporterCompany: string | null;
}

/**
 * The owner's row, its load (only if it is the owner's: the scope is in the join) and the bid, only
 * if it was placed on that load; undefined when the owner's account is gone.
 */
export async function findAcceptContext(
  db: DbOrTx,
  scope: { ownerId: string },
  quoteId: string,
  bidId: string | null,
): Promise<AcceptContext | undefined> {
  const [row] = await db
    .select({
      owner: { id: users.id, role: users.role, fullName: users.fullName, companyName: users.companyName },
      quote: getTableColumns(quotes),
      bid: getTableColumns(bids),
      transporterCompany: bidder.companyName,
    })
    .from(users)
    .leftJoin(quotes, and(eq(quotes.id, quoteId), eq(quotes.ownerId, users.id)))
    .leftJoin(bids, and(bidId ? eq(bids.id, bidId) : sql`false`, eq(bids.quoteId, quotes.id)))
    .leftJoin(bidder, eq(bidder.id, bids.transporterId))
    .where(eq(users.id, scope.ownerId))
    .limit(1);
  return row;
}

/**
 * ACTIVE → ACCEPTED, only while the load is open and the owner's: the single guard of an acceptance.
 * Of racing acceptances one update finds the load open; the others wait on its row lock and then
 * find it ACCEPTED. False when it was not open (nothing written).
 */
export async function acceptOpenQuote(
  tx: Tx,
  scope: { ownerId: string },
  quoteId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(quotes)
    .set({ status: 'ACCEPTED', updatedAt: at })
    .where(and(eq(quotes.id, quoteId), eq(quotes.ownerId, scope.ownerId), quoteIsOpen()))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

/**
 * The accepted bid becomes a shipment: the bid marked, the shipment (one per load, by the
 * `shipments_one_per_quote` unique index) with its first history entry, and the transporter's routes
 * grown by the load's two cities (new-load alerts follow them). Returns the shipment's id, or null
 * when the bid is gone: its transporter withdrew it after the acceptance read it and before the
 * acceptance took the load's row (nothing written).
 */
export async function createShipment(tx: Tx, values: NewShipment): Promise<string | null> {
  const marked = await tx
    .update(bids)
    .set({ isAccepted: true })
    .where(eq(bids.id, values.bidId))
    .returning({ id: bids.id });
  if (marked.length === 0) return null;
  const [shipment] = await tx.insert(shipments).values(values).returning({ id: shipments.id });
  if (!shipment) throw new Error('the shipment was not written');
  await tx.insert(shipmentProgress).values({
    shipmentId: shipment.id,
    status: 'PENDING_PICKUP',
    progress: 10,
    updatedBy: 'System',
    notes: 'Bid accepted; shipment created',
    createdAt: values.createdAt,
  });
  await tx
    .insert(transporterLanes)
    .values(
      [values.fromLocation, values.toLocation].map((city) => ({ city, transporterId: values.transporterId })),
    )
    .onConflictDoNothing();
  return shipment.id;
}
