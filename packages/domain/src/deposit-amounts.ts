import type { LedgerLine } from './ledger-entries.ts';
import { formatKwacha, kwachaDecimals } from './money.ts';

/**
 * A deposit the provider completed for another amount than asked (issue 39, ADR 021). Escrow holds
 * exactly the amount asked, never more and never a part: a surplus is owed straight back to the
 * owner (and refunded at once); a short deposit holds nothing — the shipment stays unpaid, the owner
 * may pay again, and what arrived is owed back to the owner until an admin refunds it.
 */
export interface DepositBooking {
  /** Into the shipment's escrow: the amount asked, or nothing. */
  escrowNgwee: number;
  /** Owed back to the owner: the surplus, or all of a short deposit. */
  owedBackNgwee: number;
}

export function depositBooking(askedNgwee: number, movedNgwee: number): DepositBooking {
  if (movedNgwee >= askedNgwee) return { escrowNgwee: askedNgwee, owedBackNgwee: movedNgwee - askedNgwee };
  return { escrowNgwee: 0, owedBackNgwee: movedNgwee };
}

/** Its one entry: clearing Dr all that moved; escrow Cr what it holds; the owner's funding Cr the rest. */
export function depositBookingLines(shipmentId: string, ownerId: string, b: DepositBooking): LedgerLine[] {
  const moved = b.escrowNgwee + b.owedBackNgwee;
  if (!Number.isSafeInteger(moved) || moved <= 0 || b.escrowNgwee < 0 || b.owedBackNgwee < 0) {
    throw new RangeError(`A deposit books a positive whole number of ngwee, got ${moved}`);
  }
  const lines: LedgerLine[] = [{ account: { kind: 'provider_clearing' }, amountNgwee: moved }];
  if (b.escrowNgwee > 0) lines.push({ account: { kind: 'escrow', shipmentId }, amountNgwee: -b.escrowNgwee });
  if (b.owedBackNgwee > 0) {
    lines.push({ account: { kind: 'owner_funding', userId: ownerId }, amountNgwee: -b.owedBackNgwee });
  }
  return lines;
}

function both(a: number, b: number): [string, string] {
  const decimals = kwachaDecimals([a, b]);
  return [formatKwacha(a, { decimals }), formatKwacha(b, { decimals })];
}

/** The admin's reason: 'Short deposit: K 1 of K 30,000'. */
export function shortDepositLabel(receivedKwacha: number, askedKwacha: number): string {
  const [received, asked] = both(receivedKwacha, askedKwacha);
  return `Short deposit: ${received} of ${asked}`;
}

/** What the owner reads on the payment card and in its notification. */
export function shortPaymentText(receivedKwacha: number, askedKwacha: number): string {
  const [received, asked] = both(receivedKwacha, askedKwacha);
  return `Your payment of ${received} was less than the ${asked} asked. It is being reviewed and will be refunded to your wallet; pay the full ${asked} to secure the shipment.`;
}

export const SHORT_DEPOSIT_NOT_FOUND = 'Deposit not found';
export const NOT_A_SHORT_DEPOSIT = 'Only a completed deposit that brought less than asked is refunded here';
export const SHORT_DEPOSIT_REFUNDED = 'This short deposit was already refunded';
export const NOTHING_RECEIVED = 'Nothing of this deposit arrived: there is nothing to refund';
