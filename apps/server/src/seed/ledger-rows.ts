import {
  escrowRefundedLines,
  escrowReleasedLines,
  splitNgwee,
  toKwacha,
  transferCompletedLines,
} from '@njira/domain';
import type { EntryInsert, ShipmentInsert, TransferInsert } from './rows.ts';

/**
 * What each seeded money event posts to the ledger: the domain's lines (`ledger-entries.ts`) under
 * the idempotency keys and memos the payment flow uses, dated when the event happened. The seed
 * posts them through the ledger module (`postEntry`), in its transaction.
 */

/** A completed deposit, payout or refund: `<kind>_completed:<transfer id>`, as the escrow service posts it. */
export function transferCompletedEntry(t: TransferInsert, at: Date): EntryInsert {
  const amount = t.amountNgwee;
  const lines = transferCompletedLines(t.kind, t, amount);
  return {
    kind: `${t.kind}_completed`,
    idempotencyKey: `${t.kind}_completed:${t.id}`,
    shipmentId: t.shipmentId,
    transferId: t.id,
    memo: `${t.kind} ${t.id} completed (${t.provider}, ${toKwacha(amount)} ZMW)`,
    lines,
    createdAt: at,
  };
}

/** Delivery confirmed by the owner: escrow released, 80% owed to the transporter, 20% revenue. */
export function escrowReleasedEntry(s: ShipmentInsert, at: Date): EntryInsert {
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(s.amountNgwee);
  return {
    kind: 'escrow_released',
    idempotencyKey: `escrow_released:${s.id}`,
    shipmentId: s.id,
    actorId: s.ownerId,
    memo: `shipment ${s.id} delivered: ${toKwacha(transporterNgwee)} ZMW to the transporter, ${toKwacha(platformFeeNgwee)} ZMW platform fee`,
    lines: escrowReleasedLines(s.id, s.transporterId, s.amountNgwee),
    createdAt: at,
  };
}

/** Cancelled before pickup by its owner: the escrow is owed back to them. */
export function escrowRefundedEntry(s: ShipmentInsert, at: Date): EntryInsert {
  return {
    kind: 'escrow_refunded',
    idempotencyKey: `escrow_refunded:${s.id}`,
    shipmentId: s.id,
    actorId: s.ownerId,
    memo: `shipment ${s.id} cancelled before pickup: ${toKwacha(s.amountNgwee)} ZMW owed back to the owner`,
    lines: escrowRefundedLines(s.id, s.ownerId, s.amountNgwee),
    createdAt: at,
  };
}

/** The transporter's share of a released escrow: what their payout carries. */
export function transporterShare(s: ShipmentInsert): number {
  return splitNgwee(s.amountNgwee).transporterNgwee;
}
