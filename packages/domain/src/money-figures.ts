import { splitNgwee } from './money.ts';

/**
 * What the ledger says of one shipment's money (issue 39, ADR 021), in ngwee: the lines its entries
 * post to its escrow account, and the accepted bid for the time before any money arrived.
 */
export interface MoneyFacts {
  /** The accepted bid: what the owner is to pay. Read only while nothing was paid in. */
  amountNgwee: number;
  /** Paid into escrow: the `deposit_completed` entry's credit to it. */
  paidInNgwee: number;
  /** Out of escrow back to the owner: the `escrow_refunded` entry's debit (a cancellation, a dispute). */
  refundedNgwee: number;
  /** Out of escrow to the transporter and the platform: the `escrow_released` entry's debit. */
  releasedNgwee: number;
}

/** Every money figure a screen or a document shows of one shipment, in ngwee. */
export interface MoneyFigures {
  /** What the owner paid in; before it paid, what it is to pay (the accepted bid). */
  amountNgwee: number;
  paidInNgwee: number;
  /** Still in escrow: paid in, neither refunded nor released. */
  heldNgwee: number;
  refundedNgwee: number;
  releasedNgwee: number;
  /**
   * The platform's 20%: of what was released (what the release credited to revenue); of what escrow
   * holds, or before payment of the amount to pay, what it will be on release. Nothing of a refund.
   */
  platformFeeNgwee: number;
  /** The transporter's 80%, likewise: of what was released its payout, else what it will be. */
  transporterNgwee: number;
}

function ngwee(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of ngwee, not below 0, got ${value}`);
  }
  return value;
}

/**
 * The one rule for a shipment's money figures (issue 39): the owner's Payments, the transporter's
 * Earnings, both statements, the receipt and the admin's Revenue all show these. The fee is the
 * ledger's own (`escrowReleasedLines` posts `splitNgwee` of what is released), so after a partial
 * refund it is 20% of the part released, and the refunded part carries none.
 */
export function moneyFigures(facts: MoneyFacts): MoneyFigures {
  const amountNgwee = ngwee(facts.amountNgwee, 'The amount');
  const paidInNgwee = ngwee(facts.paidInNgwee, 'What was paid in');
  const refundedNgwee = ngwee(facts.refundedNgwee, 'What was refunded');
  const releasedNgwee = ngwee(facts.releasedNgwee, 'What was released');
  const heldNgwee = paidInNgwee - refundedNgwee - releasedNgwee;
  if (heldNgwee < 0) {
    throw new RangeError(
      `Escrow cannot give out more than was paid in: ${paidInNgwee} in, ${refundedNgwee} refunded, ${releasedNgwee} released`,
    );
  }
  // What is still to be split: what escrow holds, or before any payment the amount to pay.
  const dueNgwee = paidInNgwee > 0 ? heldNgwee : amountNgwee;
  const released = splitNgwee(releasedNgwee);
  const due = splitNgwee(dueNgwee);
  return {
    amountNgwee: paidInNgwee > 0 ? paidInNgwee : amountNgwee,
    paidInNgwee,
    heldNgwee,
    refundedNgwee,
    releasedNgwee,
    platformFeeNgwee: released.platformFeeNgwee + due.platformFeeNgwee,
    transporterNgwee: released.transporterNgwee + due.transporterNgwee,
  };
}
