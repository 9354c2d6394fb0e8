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
  /** Whether a dispute is open (the money stays held until an admin resolves it). */
  disputeOpen?: boolean;
}

/** Whether escrow holds the shipment's whole amount: the payment is secured (held, or disputed). */
export function escrowCovers(heldNgwee: number, amountNgwee: number): boolean {
  return heldNgwee > 0 && heldNgwee >= amountNgwee;
}

/**
 * The one rule for a shipment's payment status (issue 26): released or refunded once the ledger
 * says so; held while escrow holds the amount (disputed when a dispute is open); else what the
 * latest attempt says.
 */
export function escrowStatus(f: EscrowFacts): ShipmentPaymentStatus {
  if (f.released) return 'released';
  if (f.refunded && f.heldNgwee === 0) return 'refunded';
  if (escrowCovers(f.heldNgwee, f.amountNgwee)) return f.disputeOpen ? 'disputed' : 'held';
  if (f.latestAttempt === 'PENDING' || f.latestAttempt === 'ACCEPTED') return 'processing';
  if (f.latestAttempt === 'FAILED') return 'failed';
  return 'awaiting_payment';
}

/**
 * A deposit not completed this long after it was made counts as expired for the owner (issue 26):
 * shown failed, and the owner may pay again. It may still complete at the provider; that money is
 * then applied, and a second deposit completing on top of it is refunded (ADR 021).
 */
export const DEPOSIT_EXPIRES_AFTER_MINUTES = 15;

/** What the owner reads of an expired deposit (after "Payment failed: "). */
export const DEPOSIT_EXPIRED_TEXT = `the payment was not approved within ${DEPOSIT_EXPIRES_AFTER_MINUTES} minutes`;

/** Whether a deposit still waiting for the payer (PENDING or ACCEPTED) has expired at `now`. */
export function depositExpired(
  attempt: { status: 'PENDING' | 'ACCEPTED' | 'COMPLETED' | 'FAILED'; createdAt: Date | string },
  now: Date,
): boolean {
  if (attempt.status !== 'PENDING' && attempt.status !== 'ACCEPTED') return false;
  const created = new Date(attempt.createdAt).getTime();
  return now.getTime() - created >= DEPOSIT_EXPIRES_AFTER_MINUTES * 60_000;
}

/** Whether the transporter may collect the load: only once the payment is held (issue 26). */
export function paymentAllowsPickup(status: ShipmentPaymentStatus): boolean {
  return status === 'held';
}

/** Escrow is released by itself this long after delivery, unless the owner confirmed earlier (issue 26). */
export const RELEASE_AFTER_DELIVERY_HOURS = 72;

export const PICKUP_NEEDS_PAYMENT =
  'The cargo owner has not paid yet: pickup is possible once the payment is secured';

/** Shipment statuses in which the owner may dispute held money: picked up, on the road, delivered. */
const DISPUTABLE_SHIPMENT_STATUSES: readonly string[] = [
  'AWAITING_PICKUP',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERED',
];

/**
 * Whether the owner may open a dispute (issue 26): while escrow holds the money (no dispute open)
 * and before release — a picked-up shipment, or a delivered one within the 72 hours.
 */
export function canOpenDispute(f: {
  paymentStatus: ShipmentPaymentStatus;
  shipmentStatus: string;
  completedAt: Date | null;
  now: Date;
}): boolean {
  if (f.paymentStatus !== 'held' || !DISPUTABLE_SHIPMENT_STATUSES.includes(f.shipmentStatus)) return false;
  if (f.shipmentStatus !== 'DELIVERED') return true;
  return (
    !f.completedAt || f.now.getTime() < f.completedAt.getTime() + RELEASE_AFTER_DELIVERY_HOURS * 3_600_000
  );
}

export const DISPUTE_OPEN_ALREADY = 'A dispute is already open for this shipment';
export const DISPUTE_NOT_POSSIBLE =
  'A dispute can be opened only while the payment is held in escrow, from pickup until it is released';
export const DISPUTE_BLOCKS_RELEASE = 'A dispute is open: the payment is on hold until an admin resolves it';

/**
 * The final state a shipment reaches when an admin resolves its dispute (issue 39): refunded in full,
 * it is cancelled; released in whole or in part, it is delivered. Either way no stage changes after.
 */
export function disputeClosesAs(outcome: 'release' | 'refund' | 'partial_refund'): {
  status: 'CANCELLED' | 'DELIVERED';
  lastUpdate: string;
} {
  return outcome === 'refund'
    ? { status: 'CANCELLED', lastUpdate: 'Cancelled: dispute resolved, refunded to the cargo owner' }
    : { status: 'DELIVERED', lastUpdate: 'Delivered: dispute resolved by an admin' };
}
