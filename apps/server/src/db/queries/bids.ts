import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { newShipmentFromBid } from './new-shipment.ts';
import { partyColumns, type QuoteRow } from './quotes.ts';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/** A bid with the transporter who placed it (contact included; the service decides what to show). */
export interface BidWithTransporter {
  bid: BidRow;
  transporter: { id: string; fullName: string; companyName: string; email: string; phoneNumber: string };
}

/** Every bid on these quotes, cheapest first, in one query. */
export async function listBidsForQuotes(db: DbOrTx, quoteIds: string[]): Promise<BidWithTransporter[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select({ bid: bids, transporter: partyColumns })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.transporterId))
    .where(inArray(bids.quoteId, quoteIds))
    .orderBy(asc(bids.amountNgwee), asc(bids.createdAt), asc(bids.id));
}

/** The bid, only if it was placed on this quote. */
export async function findBidOnQuote(
  db: DbOrTx,
  quoteId: string,
  bidId: string,
): Promise<BidWithTransporter | undefined> {
  const [row] = await db
    .select({ bid: bids, transporter: partyColumns })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.transporterId))
    .where(and(eq(bids.id, bidId), eq(bids.quoteId, quoteId)))
    .limit(1);
  return row;
}

/** Fails with the `bids_one_per_transporter` unique violation on a second bid by the same transporter. */
export async function insertBid(db: DbOrTx, values: NewBidRow): Promise<BidRow> {
  const [row] = await db.insert(bids).values(values).returning();
  if (!row) throw new Error('insert into bids returned nothing');
  return row;
}

export async function markBidAccepted(db: DbOrTx, bidId: string): Promise<void> {
  await db.update(bids).set({ isAccepted: true }).where(eq(bids.id, bidId));
}

/**
 * The shipment an accepted bid becomes, with its first history entry. Fails with the
 * `shipments_one_per_quote` unique violation if the load already has one.
 */
export async function insertShipmentForBid(
  db: DbOrTx,
  quote: QuoteRow,
  bid: BidRow,
  now: Date,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(shipments)
    .values(newShipmentFromBid(quote, bid, now))
    .returning({ id: shipments.id });
  if (!row) throw new Error('insert into shipments returned nothing');
  await db.insert(shipmentProgress).values({
    shipmentId: row.id,
    status: 'PENDING_PICKUP',
    progress: 10,
    updatedBy: 'System',
    notes: 'Bid accepted; shipment created',
    createdAt: now,
  });
  return row;
}
