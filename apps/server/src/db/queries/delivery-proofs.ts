import { UNCONFIRMED_REMINDER_HOURS } from '@njira/domain';
import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { deliveryProofs } from '../schema/delivery-proofs.ts';
import { journalEntries } from '../schema/ledger.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { hasOpenDispute } from './disputes.ts';
import { shipmentScopeCondition } from './shipments.ts';

export type DeliveryProofRow = typeof deliveryProofs.$inferSelect;
export type NewDeliveryProof = typeof deliveryProofs.$inferInsert;

export async function insertDeliveryProof(db: DbOrTx, values: NewDeliveryProof): Promise<DeliveryProofRow> {
  const [row] = await db.insert(deliveryProofs).values(values).returning();
  if (!row) throw new Error('insert into delivery_proofs returned nothing');
  return row;
}

/** The proof of a shipment the scope may see. */
export async function findDeliveryProof(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
): Promise<DeliveryProofRow | undefined> {
  const [row] = await db
    .select({ proof: deliveryProofs })
    .from(deliveryProofs)
    .innerJoin(shipments, eq(shipments.id, deliveryProofs.shipmentId))
    .where(and(eq(deliveryProofs.shipmentId, shipmentId), shipmentScopeCondition(scope)))
    .limit(1);
  return row?.proof;
}

/**
 * Who released the shipment's escrow by hand, and when: the release entry's actor (its owner
 * confirming, or an admin); null when nothing was released or the 72 hours did it (no actor).
 */
export async function findReleaseConfirmation(
  db: DbOrTx,
  shipmentId: string,
): Promise<{ at: Date; by: string; role: string } | null> {
  const [row] = await db
    .select({
      at: journalEntries.createdAt,
      fullName: users.fullName,
      companyName: users.companyName,
      role: users.role,
    })
    .from(journalEntries)
    .innerJoin(users, eq(users.id, journalEntries.actorId))
    .where(and(eq(journalEntries.shipmentId, shipmentId), eq(journalEntries.kind, 'escrow_released')))
    .orderBy(desc(journalEntries.createdAt))
    .limit(1);
  if (!row) return null;
  const by = row.companyName ? `${row.companyName} (${row.fullName})` : row.fullName;
  return { at: row.at, by, role: row.role };
}

/** How far back the reminder sweep looks past the last reminder: a week, as the release sweep does. */
const LOOKBACK_MS = 7 * 24 * 3_600_000;

/**
 * Deliveries without the code still waiting for the owner with a reminder due at `now` (24 h and 72 h
 * after delivery): delivered, nothing released or refunded, no dispute open. Oldest first.
 */
export async function dueForReminder(db: DbOrTx, now: Date, limit = 50) {
  const first = UNCONFIRMED_REMINDER_HOURS[0] * 3_600_000;
  const last = (UNCONFIRMED_REMINDER_HOURS.at(-1) ?? 0) * 3_600_000;
  return db
    .select({ proof: deliveryProofs, shipment: shipments })
    .from(deliveryProofs)
    .innerJoin(shipments, eq(shipments.id, deliveryProofs.shipmentId))
    .where(
      and(
        sql`not ${deliveryProofs.codeMatched}`,
        lt(deliveryProofs.remindersSent, UNCONFIRMED_REMINDER_HOURS.length),
        lte(deliveryProofs.deliveredAt, new Date(now.getTime() - first)),
        gt(deliveryProofs.deliveredAt, new Date(now.getTime() - last - LOOKBACK_MS)),
        eq(shipments.status, 'DELIVERED'),
        sql`not exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind in ('escrow_released', 'escrow_refunded'))`,
        sql`not ${hasOpenDispute(shipments.id)}`,
      ),
    )
    .orderBy(asc(deliveryProofs.deliveredAt))
    .limit(limit);
}

/** Reminders sent so far; only moves forward (two instances racing send each reminder once). */
export async function markReminded(db: DbOrTx, shipmentId: string, from: number, to: number) {
  const rows = await db
    .update(deliveryProofs)
    .set({ remindersSent: to })
    .where(and(eq(deliveryProofs.shipmentId, shipmentId), eq(deliveryProofs.remindersSent, from)))
    .returning({ id: deliveryProofs.shipmentId });
  return rows.length > 0;
}
