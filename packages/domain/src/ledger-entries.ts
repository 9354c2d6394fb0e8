import { splitNgwee } from './money.ts';

/**
 * What each money event writes to the double-entry ledger (issue 26, ADR 021): the rules, written
 * once; the server posts them in the event's transaction (features/ledger). A debit is positive, a
 * credit negative, and every entry's lines sum to zero. The accounts:
 *
 * - provider_clearing (asset): what the mobile-money provider holds for us;
 * - escrow of a shipment (liability): paid by the owner, held until release or refund;
 * - owner_funding of an owner (liability): released from escrow back to the owner, until refunded;
 * - transporter_payable of a transporter (liability): their 80%, until paid out;
 * - platform_revenue (income): the platform's 20%.
 */
export type LedgerAccountRef =
  | { kind: 'provider_clearing' }
  | { kind: 'platform_revenue' }
  | { kind: 'escrow'; shipmentId: string }
  | { kind: 'owner_funding'; userId: string }
  | { kind: 'transporter_payable'; userId: string };

export interface LedgerLine {
  account: LedgerAccountRef;
  amountNgwee: number;
}

const CLEARING: LedgerAccountRef = { kind: 'provider_clearing' };
const REVENUE: LedgerAccountRef = { kind: 'platform_revenue' };

function positive(amountNgwee: number): number {
  if (!Number.isSafeInteger(amountNgwee) || amountNgwee <= 0) {
    throw new RangeError(`A ledger amount must be a positive whole number of ngwee, got ${amountNgwee}`);
  }
  return amountNgwee;
}

/** The owner's deposit completed: the provider holds it, the shipment's escrow owes it. */
export function depositCompletedLines(shipmentId: string, amountNgwee: number): LedgerLine[] {
  const a = positive(amountNgwee);
  return [
    { account: CLEARING, amountNgwee: a },
    { account: { kind: 'escrow', shipmentId }, amountNgwee: -a },
  ];
}

/**
 * Escrow released (delivery confirmed, the dispute window passed, or an admin's decision): 80% to
 * the transporter's payable, 20% to revenue (`splitNgwee`, so no ngwee is created or lost).
 */
export function escrowReleasedLines(
  shipmentId: string,
  transporterId: string,
  amountNgwee: number,
): LedgerLine[] {
  const a = positive(amountNgwee);
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(a);
  const lines: LedgerLine[] = [
    { account: { kind: 'escrow', shipmentId }, amountNgwee: a },
    { account: { kind: 'transporter_payable', userId: transporterId }, amountNgwee: -transporterNgwee },
  ];
  if (platformFeeNgwee > 0) lines.push({ account: REVENUE, amountNgwee: -platformFeeNgwee });
  return lines;
}

/** Escrow (all, or a dispute's part) owed back to the owner: a cancellation before pickup, a dispute. */
export function escrowRefundedLines(shipmentId: string, ownerId: string, amountNgwee: number): LedgerLine[] {
  const a = positive(amountNgwee);
  return [
    { account: { kind: 'escrow', shipmentId }, amountNgwee: a },
    { account: { kind: 'owner_funding', userId: ownerId }, amountNgwee: -a },
  ];
}

/** A payout completed: the transporter's payable went to their wallet. */
export function payoutCompletedLines(transporterId: string, amountNgwee: number): LedgerLine[] {
  const a = positive(amountNgwee);
  return [
    { account: { kind: 'transporter_payable', userId: transporterId }, amountNgwee: a },
    { account: CLEARING, amountNgwee: -a },
  ];
}

/** A refund completed: what was owed back went to the owner's wallet. */
export function refundCompletedLines(ownerId: string, amountNgwee: number): LedgerLine[] {
  const a = positive(amountNgwee);
  return [
    { account: { kind: 'owner_funding', userId: ownerId }, amountNgwee: a },
    { account: CLEARING, amountNgwee: -a },
  ];
}

/**
 * A deposit that completed when the shipment's escrow had its money already (an expired payment
 * approved after the owner paid again): the provider holds it, and it is owed straight back to the
 * owner — it never enters escrow, which holds one payment per shipment (ADR 021).
 */
export function surplusDepositLines(ownerId: string, amountNgwee: number): LedgerLine[] {
  const a = positive(amountNgwee);
  return [
    { account: CLEARING, amountNgwee: a },
    { account: { kind: 'owner_funding', userId: ownerId }, amountNgwee: -a },
  ];
}

/** The accounts whose balance is money someone is owed: shown as a positive amount when credited. */
export function isCreditNormal(kind: LedgerAccountRef['kind']): boolean {
  return kind !== 'provider_clearing';
}

/** A completed provider operation's lines: a deposit into the shipment's escrow, a payout or refund out. */
export function transferCompletedLines(
  kind: 'deposit' | 'payout' | 'refund',
  t: { shipmentId: string; userId: string },
  amountNgwee: number,
): LedgerLine[] {
  if (kind === 'deposit') return depositCompletedLines(t.shipmentId, amountNgwee);
  if (kind === 'payout') return payoutCompletedLines(t.userId, amountNgwee);
  return refundCompletedLines(t.userId, amountNgwee);
}
