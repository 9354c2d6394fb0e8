import { randomInt } from 'node:crypto';
import { DELIVERY_CODE_LENGTH } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { deliveryCodes } from '../schema/delivery-codes.ts';
import { shipments } from '../schema/shipments.ts';
import type { Scope } from '../scope.ts';
import { shipmentScopeCondition } from './shipments.ts';

export type DeliveryCodeRow = typeof deliveryCodes.$inferSelect;

/** A fresh code: uniform over the 10^6 values, from the operating system's random source. */
function newCode(): string {
  return String(randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, '0');
}

/**
 * The shipment's delivery code, made on first need (once): an insert that loses a race to another
 * writes nothing and reads the winner's. The caller has read the shipment in the owner's scope (or
 * the system's) and checked that its payment is held.
 */
export async function ensureDeliveryCode(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
): Promise<DeliveryCodeRow | undefined> {
  await db.insert(deliveryCodes).values({ shipmentId, code: newCode() }).onConflictDoNothing();
  return findDeliveryCode(db, scope, shipmentId);
}

/** The code row of a shipment the scope may see (locked when `lock`: the driver's check). */
export async function findDeliveryCode(
  db: DbOrTx,
  scope: Scope,
  shipmentId: string,
  lock = false,
): Promise<DeliveryCodeRow | undefined> {
  const query = db
    .select({ code: deliveryCodes })
    .from(deliveryCodes)
    .innerJoin(shipments, eq(shipments.id, deliveryCodes.shipmentId))
    .where(and(eq(deliveryCodes.shipmentId, shipmentId), shipmentScopeCondition(scope)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: deliveryCodes }) : await query;
  return row?.code;
}

/** A wrong code: counted in the current window, or as the first of a new one. */
export async function countWrongCode(db: DbOrTx, shipmentId: string, windowOpen: boolean, now: Date) {
  await db
    .update(deliveryCodes)
    .set(
      windowOpen
        ? { wrongAttempts: sql`${deliveryCodes.wrongAttempts} + 1` }
        : { wrongAttempts: 1, attemptsWindowStartedAt: now },
    )
    .where(eq(deliveryCodes.shipmentId, shipmentId));
}

/** The owner sent the code to a receiver: who, where, when, and the hour's count. */
export async function recordCodeSent(
  db: DbOrTx,
  shipmentId: string,
  receiver: { name: string; phoneNumber: string },
  windowOpen: boolean,
  now: Date,
) {
  await db
    .update(deliveryCodes)
    .set({
      receiverName: receiver.name,
      receiverPhone: receiver.phoneNumber,
      sentAt: now,
      ...(windowOpen
        ? { smsSends: sql`${deliveryCodes.smsSends} + 1` }
        : { smsSends: 1, smsWindowStartedAt: now }),
    })
    .where(eq(deliveryCodes.shipmentId, shipmentId));
}
