import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';

/**
 * A load reopened to bids after its transporter withdrew from the unpaid shipment (issue 26, ADR
 * 021). A load is at most one shipment (`shipments_one_per_quote`) and a shipment keeps its bid (a
 * foreign key), so the withdrawn arrangement moves to a copy of the load: the copy is ACCEPTED with
 * the withdrawn bid and the cancelled shipment, exactly what an owner's cancellation leaves; the
 * load itself, with its id and every other bid, is open again.
 */
export async function reopenLoad(
  tx: Tx,
  shipment: { id: string; quoteId: string; ownerId: string; bidId: string },
  expiresAt: (current: Date) => Date,
  now: Date,
): Promise<string> {
  const [load] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, shipment.quoteId), eq(quotes.ownerId, shipment.ownerId)))
    .for('update');
  if (!load) throw new Error(`the load of shipment ${shipment.id} is missing`);
  const { id: _id, priorityRank: _rank, ...copied } = load;
  const [copy] = await tx
    .insert(quotes)
    .values({ ...copied, status: 'ACCEPTED', bidCount: 1, updatedAt: now })
    .returning({ id: quotes.id });
  if (!copy) throw new Error('the copy of the load was not written');
  // The shipment first: its foreign key to the bid does not involve the load.
  await tx
    .update(shipments)
    .set({ quoteId: copy.id })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.ownerId, shipment.ownerId)));
  await tx
    .update(bids)
    .set({ quoteId: copy.id })
    .where(and(eq(bids.id, shipment.bidId), eq(bids.quoteId, load.id)));
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
