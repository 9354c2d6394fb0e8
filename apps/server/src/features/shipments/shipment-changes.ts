import {
  DELIVERY_NEEDS_PROOF,
  isCancellableShipment,
  PICKUP_NEEDS_PAYMENT,
  type ProgressUpdate,
  paymentAllowsPickup,
  reopenedQuoteExpiry,
  toKwacha,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import {
  lastUpdateText,
  type ShipmentFacts,
  shipmentCancelled,
  shipmentProgressed,
} from '../../activity/shipment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { reopenLoad } from '../../db/queries/load-reopening.ts';
import {
  appendProgress,
  endShipment,
  lockShipment,
  type ShipmentRow,
  type ShipmentUpdate,
  updateShipment,
} from '../../db/queries/shipments.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { shipmentPayment } from '../payments/shipment-payment.ts';
import { closedReason, planProgressUpdate } from './progress-plan.ts';
import {
  CANCEL_ONLY_BEFORE_PICKUP,
  ONLY_OWNER_OR_ADMIN_CANCELS,
  ONLY_TRANSPORTERS,
  SHIPMENT_NOT_FOUND,
} from './shipment-access.ts';

/**
 * The two changes a shipment goes through after acceptance, each written inside the transaction
 * its `ShipmentService` method opens: the row is locked first, so concurrent changes are applied
 * one after the other and each is checked against what the previous one left.
 */

/** A shipment row as the activity log describes it (money in Kwacha). */
function factsOf(row: ShipmentRow): ShipmentFacts {
  return { ...row, amount: toKwacha(row.amountNgwee) };
}

/** The assigned transporter moves the shipment forward and/or sets driver details. */
export async function applyProgress(
  tx: Tx,
  caller: Caller,
  id: string,
  input: ProgressUpdate,
): Promise<void> {
  const scope = scopeFor(caller);
  const row = await lockShipment(tx, scope, id);
  if (!row) throw notFound(SHIPMENT_NOT_FOUND);
  // A party who is not its transporter (its owner) or an admin: told why, as the spec says.
  if (caller.role !== 'transporter') throw forbidden(ONLY_TRANSPORTERS);
  const closed = closedReason(row);
  if (closed) throw conflict(closed);
  const plan = planProgressUpdate(row, input);
  // Delivered takes its proof: the receiver's code or why there is none, a name, a photo (issue 39).
  if (plan.stage?.id === 'DELIVERED') throw badRequest(DELIVERY_NEEDS_PROOF);
  // Collecting the load (any stage from Picked Up on) waits for the owner's payment in escrow (issue 26).
  if (plan.stage && isCancellableShipment(row.status) && !isCancellableShipment(plan.stage.status)) {
    const payment = await shipmentPayment(tx, caller, row);
    if (!paymentAllowsPickup(payment.status)) throw conflict(PICKUP_NEEDS_PAYMENT);
  }
  const actor = await findCurrentUser(tx, caller);

  let values: ShipmentUpdate = { ...plan.details, updatedAt: new Date() };
  if (plan.appendsHistory) {
    const entry = await appendProgress(tx, {
      shipmentId: id,
      status: plan.stage?.status ?? row.status,
      progress: plan.stage?.progress ?? row.progress,
      location: input.location ?? null,
      notes: input.notes ?? null,
      updatedBy: actorName(actor),
      updatedById: actor.id,
    });
    const at = entry.createdAt;
    values = {
      ...values,
      updatedAt: at,
      lastUpdate: lastUpdateText(plan.label, input.location),
      lastUpdateTime: at,
      ...(plan.stage ? { status: plan.stage.status, progress: plan.stage.progress } : {}),
    };
  }
  const updated = await updateShipment(tx, scope, id, values);
  // Logged at the moment the change took the lock, so the log orders updates as they happened.
  await recordActivity(tx, {
    ...shipmentProgressed(factsOf(updated), actor, plan.stage?.label ?? null, updated.updatedAt),
    shipment: updated,
  });
}

/**
 * The owner (or an admin) calls it off before pickup (what was paid is refunded after the commit);
 * the quote stays ACCEPTED, or with `reopenLoad` is open to bids again without this shipment's bid
 * (issue 39), as after a transporter's withdrawal.
 */
export async function applyCancel(
  tx: Tx,
  caller: Caller,
  id: string,
  opts: { reopenLoad: boolean },
): Promise<void> {
  const scope = scopeFor(caller);
  const row = await lockShipment(tx, scope, id);
  if (!row) throw notFound(SHIPMENT_NOT_FOUND);
  if (caller.role === 'transporter') throw forbidden(ONLY_OWNER_OR_ADMIN_CANCELS);
  if (!isCancellableShipment(row.status)) throw conflict(CANCEL_ONLY_BEFORE_PICKUP);
  const actor = await findCurrentUser(tx, caller);
  const now = new Date();
  if (opts.reopenLoad) await reopenLoad(tx, row, (expiresAt) => reopenedQuoteExpiry(expiresAt, now), now);
  const updated = await endShipment(tx, scope, row, {
    status: 'CANCELLED',
    notes: opts.reopenLoad
      ? 'Cancelled before pickup; the load is open to bids again'
      : 'Cancelled before pickup',
    lastUpdate: 'Cancelled',
    by: { name: actorName(actor), id: actor.id },
  });
  await recordActivity(tx, {
    ...shipmentCancelled(factsOf(updated), actor, updated.updatedAt),
    shipment: updated,
  });
}
