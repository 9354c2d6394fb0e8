import {
  formatKwacha,
  MOBILE_MONEY_LABELS,
  type MobileMoneyProvider,
  shortId,
  toKwacha,
} from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import type { PaidShipment } from './payment-entries.ts';

/**
 * The entries of money that did not go where it was meant to (issue 39): a payout with no wallet,
 * a deposit of another amount than asked, and a short deposit refunded by an admin.
 */

const SYSTEM = { actorId: null, actorName: 'System' };

/** PAYMENT_AWAITS_WALLET: released, but the transporter has no wallet to be paid to (it is told). */
export function paymentAwaitsWallet(s: PaidShipment, payoutNgwee: number): ActivityInput {
  const amount = toKwacha(payoutNgwee);
  return {
    type: 'PAYMENT_AWAITS_WALLET',
    description: `${formatKwacha(amount)} released to the transporter of shipment #${shortId(s.id)} waits for a mobile-money wallet: none saved, and the profile's number is not a Zambian mobile-money number`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount },
  };
}

/** PAYMENT_REFUNDED: a deposit brought more than asked; escrow holds the amount, the rest goes back. */
export function surplusOverpaid(
  s: PaidShipment,
  d: { receivedNgwee: number; surplusNgwee: number; provider: MobileMoneyProvider },
  ids: { depositId: string; refundId: string },
): ActivityInput {
  const [received, amount] = [toKwacha(d.receivedNgwee), toKwacha(d.surplusNgwee)];
  return {
    type: 'PAYMENT_REFUNDED',
    description: `${formatKwacha(received)} received by ${MOBILE_MONEY_LABELS[d.provider]} for shipment #${shortId(s.id)}, more than asked: ${formatKwacha(amount)} refunded to the cargo owner’s wallet`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount, received, refundOf: 'overpaid', depositId: ids.depositId, refundId: ids.refundId },
  };
}

/** PAYMENT_SHORT: a deposit brought less than asked; nothing is held, it waits for an admin's refund. */
export function paymentShort(
  s: PaidShipment,
  d: { receivedNgwee: number; askedNgwee: number; depositId: string },
): ActivityInput {
  const [received, asked] = [toKwacha(d.receivedNgwee), toKwacha(d.askedNgwee)];
  return {
    type: 'PAYMENT_SHORT',
    description: `A payment of ${formatKwacha(received)} arrived for shipment #${shortId(s.id)}, which asked ${formatKwacha(asked)}: nothing held, owed back to the cargo owner until an admin refunds it`,
    ...SYSTEM,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { received, asked, depositId: d.depositId },
  };
}

/** PAYMENT_REFUNDED: an admin refunds a short deposit to the wallet it came from. */
export function shortDepositRefunded(
  s: PaidShipment,
  amountNgwee: number,
  ids: { depositId: string; refundId: string },
  admin: { id: string; name: string },
): ActivityInput {
  const amount = toKwacha(amountNgwee);
  return {
    type: 'PAYMENT_REFUNDED',
    description: `${admin.name} refunded the short payment of ${formatKwacha(amount)} for shipment #${shortId(s.id)} to the cargo owner’s wallet`,
    actorId: admin.id,
    actorName: admin.name,
    quoteId: s.quoteId,
    shipmentId: s.id,
    metadata: { amount, refundOf: 'short', depositId: ids.depositId, refundId: ids.refundId },
  };
}
