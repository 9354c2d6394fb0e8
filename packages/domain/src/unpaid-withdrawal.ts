import { quoteExpiresAt } from './expiry.ts';
import { formatDateTime } from './relative-time.ts';
import type { ShipmentPaymentStatus } from './schemas/shipment-payment.ts';

/**
 * Issue 26: a transporter whose accepted bid the cargo owner has left unpaid this long may withdraw
 * from the shipment, without a penalty; the load reopens to bids.
 */
export const WITHDRAW_UNPAID_AFTER_HOURS = 24;

const HOUR_MS = 3_600_000;

/** When the transporter may withdraw from a shipment accepted at `acceptedAt`, if it is still unpaid. */
export function unpaidWithdrawalFrom(acceptedAt: Date | string): Date {
  return new Date(new Date(acceptedAt).getTime() + WITHDRAW_UNPAID_AFTER_HOURS * HOUR_MS);
}

export const WITHDRAW_ONLY_PENDING_PICKUP =
  'You can withdraw only from a shipment that is still pending pickup';
export const WITHDRAW_PAYMENT_IN_PROGRESS =
  'A payment for this shipment is waiting for approval on the cargo owner’s phone: you can withdraw only if it fails';
export const WITHDRAW_PAID = 'The cargo owner has paid for this shipment: you can no longer withdraw from it';

export function withdrawTooEarlyMessage(from: Date | string): string {
  return `You can withdraw once the cargo owner has left it unpaid for ${WITHDRAW_UNPAID_AFTER_HOURS} hours (from ${formatDateTime(from)})`;
}

/** What decides whether the transporter may withdraw. */
export interface UnpaidWithdrawalFacts {
  shipmentStatus: string;
  paymentStatus: ShipmentPaymentStatus;
  /** When the bid was accepted (the shipment's creation). */
  acceptedAt: Date | string;
  now: Date;
}

/**
 * Why the transporter may not withdraw now, or null when it may: only before pickup, with no
 * payment held or waiting for approval (nothing was paid, or the attempts failed), and once the
 * 24 hours since acceptance have passed.
 */
export function unpaidWithdrawalRefusal(f: UnpaidWithdrawalFacts): string | null {
  if (f.shipmentStatus !== 'PENDING_PICKUP') return WITHDRAW_ONLY_PENDING_PICKUP;
  if (f.paymentStatus === 'processing') return WITHDRAW_PAYMENT_IN_PROGRESS;
  if (f.paymentStatus !== 'awaiting_payment' && f.paymentStatus !== 'failed') return WITHDRAW_PAID;
  const from = unpaidWithdrawalFrom(f.acceptedAt);
  if (f.now.getTime() < from.getTime()) return withdrawTooEarlyMessage(from);
  return null;
}

/**
 * The reopened load's expiry: kept while it is still ahead, else a fresh listing period
 * (`QUOTE_VALIDITY_DAYS`) from the withdrawal, as if it were posted again.
 */
export function reopenedQuoteExpiry(expiresAt: Date, now: Date): Date {
  return expiresAt.getTime() > now.getTime() ? expiresAt : quoteExpiresAt(now);
}
