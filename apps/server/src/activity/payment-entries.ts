import {
  formatKwacha,
  MOBILE_MONEY_LABELS,
  type MobileMoneyProvider,
  shortId,
  toKwacha,
} from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import { loggedAt } from './activity-entries.ts';

/** The shipment a payment entry is about, as the payment flow holds it. */
export interface PaidShipment {
  id: string;
  quoteId: string;
  fromLocation: string;
  toLocation: string;
}

/** The provider's confirmation is the system's doing: no person is the actor. */
const SYSTEM = { actorId: null, actorName: 'System' };

/** PAYMENT_RECEIVED: the owner's mobile-money deposit completed and is held in escrow. */
export function paymentReceived(
  s: PaidShipment,
  amountNgwee: number,
  provider: MobileMoneyProvider,
  createdAt?: Date,
): ActivityInput {
  const amount = toKwacha(amountNgwee);
  return {
    type: 'PAYMENT_RECEIVED',
    description: `${formatKwacha(amount)} received by ${MOBILE_MONEY_LABELS[provider]} for shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}), held in escrow`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount, provider },
    ...loggedAt(createdAt),
  };
}

/** PAYMENT_FAILED: the deposit was refused or not approved; `reason` is what the owner reads. */
export function paymentFailed(
  s: PaidShipment,
  reason: string,
  code: string,
  createdAt?: Date,
): ActivityInput {
  return {
    type: 'PAYMENT_FAILED',
    description: `Payment for shipment #${shortId(s.id)} failed (${code}): ${reason}`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { reason, code },
    ...loggedAt(createdAt),
  };
}

/**
 * PAYMENT_RELEASED: escrow went 80% to the transporter and 20% to the platform, confirmed by the
 * owner (`actor`) or, 72 hours after delivery, by the system.
 */
export function paymentReleased(
  s: PaidShipment,
  heldNgwee: number,
  payoutNgwee: number,
  actor: { id: string; name: string } | null,
  createdAt?: Date,
): ActivityInput {
  const how = actor ? `${actor.name} confirmed delivery of` : 'Delivery confirmed by time for';
  return {
    type: 'PAYMENT_RELEASED',
    description: `${how} shipment #${shortId(s.id)}: ${formatKwacha(toKwacha(heldNgwee))} released from escrow, ${formatKwacha(toKwacha(payoutNgwee))} to the transporter`,
    ...(actor ? { actorId: actor.id, actorName: actor.name } : SYSTEM),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount: toKwacha(heldNgwee), payout: toKwacha(payoutNgwee) },
    ...loggedAt(createdAt),
  };
}
