import { shortId, toKwacha } from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import { type Actor, actorName, loggedAt, loggedBy } from './activity-entries.ts';

/** What a shipment entry needs to know; amounts in Kwacha. */
export interface ShipmentFacts {
  id: string;
  quoteId: string;
  status: string;
  progress: number;
  amount: number;
  fromLocation: string;
  toLocation: string;
}

/** The shipment's "last update" line: the stage, and where it was reported from. */
export function lastUpdateText(stageLabel: string, location?: string | null): string {
  return location ? `${stageLabel} — ${location}` : stageLabel;
}

function shipmentMetadata(s: ShipmentFacts) {
  return { status: s.status, progress: s.progress, amount: s.amount, from: s.fromLocation, to: s.toLocation };
}

/** SHIPMENT_UPDATED for a stage or detail change; SHIPMENT_DELIVERED when it reached 100%. */
export function shipmentProgressed(
  s: ShipmentFacts,
  actor: Actor,
  stageLabel: string | null,
  createdAt?: Date,
): ActivityInput {
  const ref = `shipment #${shortId(s.id)}`;
  const delivered = s.progress === 100;
  const description = delivered
    ? `${actorName(actor)} delivered ${ref} (${s.fromLocation} → ${s.toLocation})`
    : stageLabel
      ? `${actorName(actor)} moved ${ref} to ${stageLabel}`
      : `${actorName(actor)} updated ${ref}`;
  return {
    type: delivered ? 'SHIPMENT_DELIVERED' : 'SHIPMENT_UPDATED',
    description,
    ...loggedBy(actor),
    quoteId: s.quoteId,
    shipmentId: s.id,
    // Driver details alone move no stage: the notification must not announce one (issue 40).
    metadata: delivered || stageLabel ? shipmentMetadata(s) : { ...shipmentMetadata(s), driverDetails: true },
    ...loggedAt(createdAt),
  };
}

/** SHIPMENT_CANCELLED, by the owner or admin who called it off. */
export function shipmentCancelled(s: ShipmentFacts, actor: Actor, createdAt?: Date): ActivityInput {
  return {
    type: 'SHIPMENT_CANCELLED',
    description: `${actorName(actor)} cancelled shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation})`,
    ...loggedBy(actor),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: shipmentMetadata(s),
    ...loggedAt(createdAt),
  };
}

/**
 * SHIPMENT_CANCELLED by its transporter, withdrawing from a shipment the owner left unpaid (issue
 * 26): the same type as a cancellation (who did it is the actor, and `withdrawnBy` names it for the
 * owner's notification); `quoteId` is the load that reopened to bids.
 */
export function shipmentWithdrawn(
  s: ShipmentFacts,
  actor: Actor,
  reopenedQuoteId: string,
  createdAt?: Date,
): ActivityInput {
  return {
    type: 'SHIPMENT_CANCELLED',
    description: `${actorName(actor)} withdrew from unpaid shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}); the load is open to bids again`,
    ...loggedBy(actor),
    quoteId: reopenedQuoteId,
    shipmentId: s.id,
    metadata: { ...shipmentMetadata(s), withdrawnBy: actorName(actor) },
    ...loggedAt(createdAt),
  };
}

/** SHIPMENT_RATED: one party of a delivered shipment rated the other (stars, never the comment). */
export function shipmentRated(
  s: Pick<ShipmentFacts, 'id' | 'quoteId'>,
  rater: Actor,
  rateeName: string,
  stars: number,
  createdAt?: Date,
): ActivityInput {
  const plural = stars === 1 ? 'star' : 'stars';
  return {
    type: 'SHIPMENT_RATED',
    description: `${actorName(rater)} rated ${rateeName} ${stars} ${plural} for shipment #${shortId(s.id)}`,
    ...loggedBy(rater),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { stars, ratee: rateeName },
    ...loggedAt(createdAt),
  };
}

/**
 * DELIVERY_UNCONFIRMED, by the system: a delivery without the receiver's code still waits for its
 * owner `hours` after it (issue 39); the owner is reminded.
 */
export function deliveryUnconfirmed(
  s: Omit<ShipmentFacts, 'amount'> & { amountNgwee: number },
  hours: number,
): ActivityInput {
  return {
    type: 'DELIVERY_UNCONFIRMED',
    description: `Delivery of shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}) without the receiver's code waits for the cargo owner's confirmation (${hours} h)`,
    actorId: null,
    actorName: 'System',
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { hours, amount: toKwacha(s.amountNgwee) },
  };
}
