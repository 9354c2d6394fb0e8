import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { type DISPUTE_RESOLUTIONS, shipmentDisputes } from '../schema/shipment-disputes.ts';
import type { shipments } from '../schema/shipments.ts';

export type DisputeRow = typeof shipmentDisputes.$inferSelect;

/** SQL true when the shipment (a column or an id) has an open dispute: release skips it. */
export function hasOpenDispute(shipmentId: SQL | typeof shipments.id): SQL {
  return sql`exists (select 1 from ${shipmentDisputes} d where d.shipment_id = ${shipmentId} and d.resolved_at is null)`;
}

/** The shipment's open dispute, if any (the caller has checked it may see the shipment). */
export async function findOpenDispute(db: DbOrTx, shipmentId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(shipmentDisputes)
    .where(and(eq(shipmentDisputes.shipmentId, shipmentId), isNull(shipmentDisputes.resolvedAt)))
    .limit(1);
  return row;
}

export async function insertDispute(
  tx: DbOrTx,
  values: { shipmentId: string; openedBy: string; reason: string },
): Promise<DisputeRow> {
  const [row] = await tx.insert(shipmentDisputes).values(values).returning();
  if (!row) throw new Error('the dispute was not stored');
  return row;
}

/** A dispute, locked for its resolution (admins only: every dispute). */
export async function lockDispute(tx: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipmentDisputes)
    .where(eq(shipmentDisputes.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function markResolved(
  tx: DbOrTx,
  id: string,
  values: {
    resolution: (typeof DISPUTE_RESOLUTIONS)[number];
    refundNgwee: number;
    resolutionReason: string;
    resolvedBy: string;
  },
): Promise<DisputeRow> {
  const [row] = await tx
    .update(shipmentDisputes)
    .set({ ...values, resolvedAt: new Date() })
    .where(and(eq(shipmentDisputes.id, id), isNull(shipmentDisputes.resolvedAt)))
    .returning();
  if (!row) throw new Error(`dispute ${id} was not open`);
  return row;
}
