import { ADD_WALLET_TO_BE_PAID, awaitingWalletText } from './awaiting-wallet.ts';
import { shortPaymentText } from './deposit-amounts.ts';
import { formatKwacha } from './money.ts';
import { route, shipmentRef, shipmentRefInText } from './notification-refs.ts';
import type { NotificationFacts } from './notifications.ts';

/**
 * The notifications of money that does not go where it was meant to (issue 39): a payment refunded
 * to the owner (a late second one, a surplus, a short one), a short payment, a transporter's payout
 * waiting for a wallet.
 */
export function moneyBackMessage(n: NotificationFacts): string {
  const p = n.params;
  const amount = typeof p.amount === 'number' ? formatKwacha(p.amount) : null;
  const of = `${shipmentRefInText(n.shipmentId)}${route(p)}`;
  if (n.kind === 'payout_awaits_wallet') {
    const waiting = typeof p.amount === 'number' ? awaitingWalletText(p.amount) : `${ADD_WALLET_TO_BE_PAID}.`;
    return `Payment released for ${of}. ${waiting}`;
  }
  if (n.kind === 'payment_short') {
    return `${shipmentRef(n.shipmentId)}${route(p)}: ${shortPaymentText(p.amount ?? 0, p.asked ?? 0)}`;
  }
  if (p.refundOf === 'overpaid') {
    const paid = typeof p.received === 'number' ? ` ${formatKwacha(p.received)}` : '';
    return `You paid${paid} for ${of}, more than asked: ${amount ?? 'the surplus'} is refunded to your wallet`;
  }
  if (p.refundOf === 'short') {
    return `Your short payment${amount ? ` of ${amount}` : ''} for ${of} is refunded to your wallet`;
  }
  return `A second payment${amount ? ` of ${amount}` : ''} for ${of} arrived after it was paid: it is refunded to your wallet`;
}
