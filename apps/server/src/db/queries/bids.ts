import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { newShipmentFromBid } from './new-shipment.ts';
import {
  type BidRow,
  type BidWithTransporter,
  partyColumns,
  type QuoteRow,
  quoteScopeCondition,
} from './quotes.ts';

export type NewBidRow = typeof bids.$inferInsert;
export type { BidRow, BidWithTransporter };

/** The bid, only if it was placed on this quote and the scope may see that quote. */
export async function findBidOnQuote(
  db: DbOrTx,
  scope: Scope,
  quoteId: string,
  bidId: string,
): Promise<BidWithTransporter | undefined> {
  const [row] = await db
    .select({ bid: bids, transporter: partyColumns })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.transporterId))
    .innerJoin(quotes, eq(quotes.id, bids.quoteId))
    .where(and(eq(bids.id, bidId), eq(bids.quoteId, quoteId), quoteScopeCondition(scope)))
    .limit(1);
  return row;
}

/** Fails with the `bids_one_per_transporter` unique violation on a second bid by the same transporter. */
export async function insertBid(db: DbOrTx, values: NewBidRow): Promise<BidRow> {
  const [row] = await db.insert(bids).values(values).returning();
  if (!row) throw new Error('insert into bids returned nothing');
  return row;
}

/** Marks the bid accepted, only on a quote of this owner. */
export async function markBidAccepted(db: DbOrTx, scope: { ownerId: string }, bidId: string): Promise<void> {
  await db
    .update(bids)
    .set({ isAccepted: true })
    .where(
      and(
        eq(bids.id, bidId),
        sql`${bids.quoteId} in (select ${quotes.id} from ${quotes} where ${quoteScopeCondition(scope)})`,
      ),
    );
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
