import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import type { Scope } from '../scope.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentUpdate = Partial<Omit<typeof shipments.$inferInsert, 'id' | 'quoteId' | 'bidId'>>;
export type ProgressRow = typeof shipmentProgress.$inferSelect;
export type NewProgressRow = Omit<typeof shipmentProgress.$inferInsert, 'id' | 'createdAt'>;

/** The shipments a scope may touch: an owner's own, a transporter's assigned, or every one. */
export function shipmentScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(shipments.ownerId, scope.ownerId);
  if ('transporterId' in scope) return eq(shipments.transporterId, scope.transporterId);
  return undefined;
}

/**
 * Locks the row (if the scope may see it) until the transaction ends, so concurrent updates queue
 * instead of racing.
 */
export async function lockShipment(tx: DbOrTx, scope: Scope, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateShipment(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  values: ShipmentUpdate,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set(values)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .returning();
  if (!row) throw new Error(`update of shipment ${id} matched nothing`);
  return row;
}

/**
 * Stamped with clock_timestamp(), not the transaction's start time: an update that waited for the
 * row lock must sort after the one it waited for.
 */
export async function appendProgress(tx: DbOrTx, values: NewProgressRow): Promise<ProgressRow> {
  const [row] = await tx
    .insert(shipmentProgress)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert into shipment_progress returned nothing');
  return row;
}

/**
 * A shipment brought to its end (cancelled, withdrawn from, closed by a dispute): one history entry
 * (`notes`, by `by`) and the row set to `status` (and `progress`, else as it was) with `lastUpdate` at the entry's time, plus what
 * `values` gives for that time (a delivery's times). Answers the row as it now is.
 */
export async function endShipment(
  tx: DbOrTx,
  scope: Scope,
  row: ShipmentRow,
  end: {
    status: 'CANCELLED' | 'DELIVERED';
    progress?: number;
    notes: string;
    lastUpdate: string;
    by: { name: string; id: string };
    values?: (at: Date) => ShipmentUpdate;
  },
): Promise<ShipmentRow> {
  const entry = await appendProgress(tx, {
    shipmentId: row.id,
    status: end.status,
    progress: end.progress ?? row.progress,
    location: null,
    notes: end.notes,
    updatedBy: end.by.name,
    updatedById: end.by.id,
  });
  const at = entry.createdAt;
  return updateShipment(tx, scope, row.id, {
    ...end.values?.(at),
    status: end.status,
    progress: end.progress ?? row.progress,
    lastUpdate: end.lastUpdate,
    lastUpdateTime: at,
    updatedAt: at,
  });
}
