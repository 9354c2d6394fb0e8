import { timingSafeEqual } from 'node:crypto';
import {
  DELIVERY_CODE_TRIES,
  type DeliveryFields,
  deliveryCodeThrottle,
  PICKUP_NEEDS_PAYMENT,
  resolveStageUpdate,
  stageById,
  toKwacha,
  unusualDelivery,
  unusualDeliveryQuestion,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { lastUpdateText, shipmentProgressed } from '../../activity/shipment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { countWrongCode, findDeliveryCode } from '../../db/queries/delivery-codes.ts';
import { insertDeliveryProof } from '../../db/queries/delivery-proofs.ts';
import { appendProgress, lockShipment, updateShipment } from '../../db/queries/shipments.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { shipmentPayment } from '../payments/shipment-payment.ts';
import { closedReason } from '../shipments/progress-plan.ts';
import { ONLY_TRANSPORTERS, SHIPMENT_NOT_FOUND } from '../shipments/shipment-access.ts';

/** What the delivery's transaction decided: recorded, or a wrong/throttled code (counted, committed). */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'wrong_code'; triesLeft: number }
  | { kind: 'throttled' };

const DELIVERED_LABEL = stageById('DELIVERED')?.label ?? 'Delivered';

/** Compares in constant time: how long a wrong code takes says nothing of how close it was. */
function sameCode(entered: string, stored: string): boolean {
  const a = Buffer.from(entered);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The assigned transporter marks the shipment Delivered with its proof (issue 39), in the caller's
 * transaction with the shipment locked: the stage rules of any update (forward only, not closed),
 * the payment held, an unusual delivery confirmed, then the receiver's code checked (a wrong one is
 * counted and the transaction still commits, so the count holds; nothing else is written). With a
 * right code or none, `storePhoto` keeps the photo and the history, the shipment, the proof and the
 * log entry are written together.
 */
export async function applyDelivery(
  tx: Tx,
  caller: Caller,
  id: string,
  fields: DeliveryFields,
  storePhoto: () => Promise<{ key: string; bytes: number }>,
  now: Date,
): Promise<DeliveryOutcome> {
  const scope = scopeFor(caller);
  const row = await lockShipment(tx, scope, id);
  if (!row) throw notFound(SHIPMENT_NOT_FOUND);
  if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTERS);
  const closed = closedReason(row);
  if (closed) throw conflict(closed);
  const stage = resolveStageUpdate(row, { status: 'DELIVERED' });
  if (!stage.ok) throw badRequest(stage.message);
  const payment = await shipmentPayment(tx, caller, row);
  if (payment.status !== 'held' && payment.status !== 'disputed') throw conflict(PICKUP_NEEDS_PAYMENT);
  const unusual = unusualDelivery(row, now);
  if (unusual.length > 0 && !fields.confirmUnusual) {
    throw conflict(unusualDeliveryQuestion(unusual, row.pickupDate));
  }

  let codeMatched = false;
  if (!fields.noCode && fields.code !== undefined) {
    const stored = await findDeliveryCode(tx, scope, id, true);
    const attempts = deliveryCodeThrottle(
      { wrong: stored?.wrongAttempts ?? 0, windowStartedAt: stored?.attemptsWindowStartedAt ?? null },
      now,
    );
    if (attempts.blocked) return { kind: 'throttled' };
    if (!stored || !sameCode(fields.code, stored.code)) {
      // No code yet (the owner never opened it) is wrong too, and counted alike.
      if (stored) await countWrongCode(tx, id, attempts.wrongInWindow > 0, now);
      return { kind: 'wrong_code', triesLeft: DELIVERY_CODE_TRIES - attempts.wrongInWindow - 1 };
    }
    codeMatched = true;
  }

  const photo = await storePhoto();
  const actor = await findCurrentUser(tx, caller);
  const entry = await appendProgress(tx, {
    shipmentId: id,
    status: 'DELIVERED',
    progress: 100,
    location: fields.location ?? null,
    notes: fields.notes ?? null,
    updatedBy: actorName(actor),
    updatedById: actor.id,
  });
  const at = entry.createdAt;
  const updated = await updateShipment(tx, scope, id, {
    status: 'DELIVERED',
    progress: 100,
    updatedAt: at,
    lastUpdate: lastUpdateText(DELIVERED_LABEL, fields.location),
    lastUpdateTime: at,
    completedAt: at,
    actualDeliveryDate: at,
  });
  await insertDeliveryProof(tx, {
    shipmentId: id,
    receiverName: fields.receiverName,
    codeMatched,
    noCodeReason: codeMatched ? null : (fields.noCodeReason ?? null),
    photoKey: photo.key,
    photoBytes: photo.bytes,
    location: fields.location ?? null,
    notes: fields.notes ?? null,
    unusual,
    deliveredBy: actorName(actor),
    deliveredById: actor.id,
    deliveredAt: at,
  });
  const logged = shipmentProgressed(
    { ...updated, amount: toKwacha(updated.amountNgwee) },
    actor,
    DELIVERED_LABEL,
    at,
  );
  await recordActivity(tx, {
    ...logged,
    metadata: { ...logged.metadata, codeMatched, receiver: fields.receiverName },
    shipment: updated,
  });
  return { kind: 'delivered' };
}
