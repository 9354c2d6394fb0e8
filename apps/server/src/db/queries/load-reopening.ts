import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';

/**
 * The load reopened to bids after its transporter withdrew from the unpaid shipment (issue 26, ADR
 * 021): the cancelled shipment lets go of its bid (its amount, parties and history stay), the bid is
 * deleted, and the load, with its id and every other bid, is open again with one bid fewer, as
 * though the withdrawn bid had been withdrawn while the load was open. `shipments_one_per_quote`
 * counts only shipments that hold their bid, so the load may become a shipment again.
 */
export async function reopenLoad(
  tx: Tx,
  shipment: { id: string; quoteId: string; ownerId: string; bidId: string | null },
  expiresAt: (current: Date) => Date,
  now: Date,
): Promise<string> {
  const [load] = await tx
    .select({ id: quotes.id, expiresAt: quotes.expiresAt })
    .from(quotes)
    .where(and(eq(quotes.id, shipment.quoteId), eq(quotes.ownerId, shipment.ownerId)))
    .for('update');
  if (!load) throw new Error(`the load of shipment ${shipment.id} is missing`);
  await tx
    .update(shipments)
    .set({ bidId: null })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.ownerId, shipment.ownerId)));
  if (shipment.bidId) {
    await tx.delete(bids).where(and(eq(bids.id, shipment.bidId), eq(bids.quoteId, load.id)));
  }
  await tx
    .update(quotes)
    .set({
      status: 'ACTIVE',
      bidCount: sql`greatest(${quotes.bidCount} - 1, 0)`,
      expiresAt: expiresAt(load.expiresAt),
      updatedAt: now,
    })
    .where(and(eq(quotes.id, load.id), eq(quotes.ownerId, shipment.ownerId)));
  return load.id;
}
