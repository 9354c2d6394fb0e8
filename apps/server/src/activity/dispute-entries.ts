import { DISPUTE_OUTCOME_LABELS, type DisputeOutcome, formatKwacha, shortId, toKwacha } from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import type { PaidShipment } from './payment-entries.ts';

/** DISPUTE_OPENED: the owner disputed the shipment; its escrow is on hold. */
export function disputeOpened(
  s: PaidShipment,
  actor: { id: string; name: string },
  disputeId: string,
  heldNgwee: number,
  photos = 0,
): ActivityInput {
  return {
    type: 'DISPUTE_OPENED',
    description: `${actor.name} opened a dispute on shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}): ${formatKwacha(toKwacha(heldNgwee))} on hold in escrow`,
    actorId: actor.id,
    actorName: actor.name,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { disputeId, held: toKwacha(heldNgwee), photos },
  };
}

function photosText(n: number): string {
  return n === 1 ? '1 photo' : `${n} photos`;
}

/** DISPUTE_ANSWERED: the transporter's answer, once; the answer itself is on the dispute, not in the log. */
export function disputeAnswered(
  s: PaidShipment,
  actor: { id: string; name: string },
  disputeId: string,
  photos: number,
): ActivityInput {
  return {
    type: 'DISPUTE_ANSWERED',
    description: `${actor.name} answered the dispute on shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}) with ${photosText(photos)}`,
    actorId: actor.id,
    actorName: actor.name,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { disputeId, photos, transporter: actor.name },
  };
}

/** DISPUTE_PHOTOS_ADDED: the owner added photos to its open dispute (no notification: the pages refresh). */
export function disputePhotosAdded(
  s: PaidShipment,
  actor: { id: string; name: string },
  disputeId: string,
  photos: number,
): ActivityInput {
  return {
    type: 'DISPUTE_PHOTOS_ADDED',
    description: `${actor.name} added ${photosText(photos)} to the dispute on shipment #${shortId(s.id)}`,
    actorId: actor.id,
    actorName: actor.name,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { disputeId, photos },
  };
}

/** DISPUTE_RESOLVED: an admin decided; the reason is the admin's, logged as written. */
export function disputeResolved(
  s: PaidShipment,
  admin: { id: string; name: string },
  d: { id: string; outcome: DisputeOutcome; reason: string; refundedNgwee: number; releasedNgwee: number },
): ActivityInput {
  return {
    type: 'DISPUTE_RESOLVED',
    description: `${admin.name} resolved the dispute on shipment #${shortId(s.id)}: ${DISPUTE_OUTCOME_LABELS[d.outcome].toLowerCase()} (${formatKwacha(toKwacha(d.refundedNgwee))} refunded, ${formatKwacha(toKwacha(d.releasedNgwee))} released). Reason: ${d.reason}`,
    actorId: admin.id,
    actorName: admin.name,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: {
      disputeId: d.id,
      outcome: d.outcome,
      refunded: toKwacha(d.refundedNgwee),
      released: toKwacha(d.releasedNgwee),
      reason: d.reason,
    },
  };
}
