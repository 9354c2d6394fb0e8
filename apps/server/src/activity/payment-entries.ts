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

const TRANSFER_NOUN = { payout: 'Payout to the transporter', refund: 'Refund to the cargo owner' } as const;

/**
 * PAYMENT_RETRIED: a failed payout or refund sent again as a new transfer (a new id: the provider's
 * idempotency key), by an admin or, after a passing failure, by the system. The two ids link them:
 * `money_transfers` has no column for it (ADR 021).
 */
export function paymentRetried(
  s: PaidShipment,
  retry: {
    kind: 'payout' | 'refund';
    amountNgwee: number;
    failedId: string;
    newId: string;
    failureCode: string;
  },
  actor: { id: string; name: string } | null,
): ActivityInput {
  const amount = toKwacha(retry.amountNgwee);
  const by = actor ? `retried by ${actor.name}` : 'retried by the system';
  return {
    type: 'PAYMENT_RETRIED',
    description: `${TRANSFER_NOUN[retry.kind]} of ${formatKwacha(amount)} for shipment #${shortId(s.id)} failed (${retry.failureCode}): ${by}`,
    ...(actor ? { actorId: actor.id, actorName: actor.name } : SYSTEM),
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: {
      kind: retry.kind,
      amount,
      failedTransferId: retry.failedId,
      transferId: retry.newId,
      failureCode: retry.failureCode,
    },
  };
}

/**
 * PAYMENT_REFUNDED: a deposit completed on a shipment whose escrow already had its money (an
 * expired payment that the payer approved after paying again): it is refunded at once.
 */
export function surplusRefunded(
  s: PaidShipment,
  amountNgwee: number,
  provider: MobileMoneyProvider,
  ids: { depositId: string; refundId: string },
): ActivityInput {
  const amount = toKwacha(amountNgwee);
  return {
    type: 'PAYMENT_REFUNDED',
    description: `A second payment of ${formatKwacha(amount)} by ${MOBILE_MONEY_LABELS[provider]} for shipment #${shortId(s.id)} (${s.fromLocation} → ${s.toLocation}) arrived after it was paid: refunded to the cargo owner’s wallet`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount, provider, depositId: ids.depositId, refundId: ids.refundId },
  };
}
