import type { ShipmentPaymentStatus } from './schemas/shipment-payment.ts';

/** What decides where a shipment's money stands: the ledger's entries and its latest payment attempt. */
export interface EscrowFacts {
  /** Ngwee its escrow holds now. */
  heldNgwee: number;
  /** Ngwee the owner pays (the accepted bid). */
  amountNgwee: number;
  /** Whether escrow was released to the transporter (all or what a dispute left). */
  released: boolean;
  /** Whether escrow was refunded to the owner (all or part). */
  refunded: boolean;
  /** The latest deposit's status, or null before the first. */
  latestAttempt: 'PENDING' | 'ACCEPTED' | 'COMPLETED' | 'FAILED' | null;
}

/**
 * The one rule for a shipment's payment status (issue 26): released or refunded once the ledger
 * says so; held while escrow holds the amount; else what the latest attempt says.
 */
export function escrowStatus(f: EscrowFacts): ShipmentPaymentStatus {
  if (f.released) return 'released';
  if (f.refunded && f.heldNgwee === 0) return 'refunded';
  if (f.heldNgwee > 0 && f.heldNgwee >= f.amountNgwee) return 'held';
  if (f.latestAttempt === 'PENDING' || f.latestAttempt === 'ACCEPTED') return 'processing';
  if (f.latestAttempt === 'FAILED') return 'failed';
  return 'awaiting_payment';
}

/** Whether the transporter may collect the load: only once the payment is held (issue 26). */
export function paymentAllowsPickup(status: ShipmentPaymentStatus): boolean {
  return status === 'held';
}

/** Escrow is released by itself this long after delivery, unless the owner confirmed earlier (issue 26). */
export const RELEASE_AFTER_DELIVERY_HOURS = 72;

export const PICKUP_NEEDS_PAYMENT =
  'The cargo owner has not paid yet: pickup is possible once the payment is secured';
