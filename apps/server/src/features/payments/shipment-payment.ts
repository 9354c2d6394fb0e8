import {
  canOpenDispute,
  DEPOSIT_EXPIRED_TEXT,
  depositExpired,
  escrowStatus,
  paymentFailureText,
  type ShipmentPayment,
  toKwacha,
} from '@njira/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findOpenDispute } from '../../db/queries/disputes.ts';
import { transfersOf } from '../../db/queries/money-transfers.ts';
import { type ShipmentRow, shipmentScopeCondition } from '../../db/queries/shipments.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { shipments } from '../../db/schema/shipments.ts';
import type { Scope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { escrowHeld } from '../ledger/ledger.ts';

/** The shipment, if the scope may see it (no lock: a read). */
export async function findShipmentRow(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .limit(1);
  return row;
}

/**
 * Where the shipment's money stands, as this caller may see it: computed from the ledger (what
 * escrow holds, whether it was released or refunded) and the latest deposit — one still waiting for
 * the payer 15 minutes after it was made reads failed (expired), so the owner may pay again. The
 * payer's number is the owner's and an admin's to see, not the transporter's; the refunds are not
 * the transporter's business.
 */
export async function shipmentPayment(
  db: DbOrTx,
  caller: Caller,
  row: ShipmentRow,
  now = new Date(),
): Promise<ShipmentPayment> {
  const [latest] = await transfersOf(db, row.id, 'deposit');
  const [payout] = await transfersOf(db, row.id, 'payout');
  const [refund] = caller.role === 'transporter' ? [] : await transfersOf(db, row.id, 'refund');
  const expired = latest ? depositExpired(latest, now) : false;
  const attemptStatus = expired ? 'FAILED' : latest?.status;
  const heldNgwee = await escrowHeld(db, row.id);
  const settled = await db
    .selectDistinct({ kind: journalEntries.kind })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.shipmentId, row.id),
        inArray(journalEntries.kind, ['escrow_released', 'escrow_refunded']),
      ),
    );
  const kinds = new Set(settled.map((e) => e.kind));
  const dispute = await findOpenDispute(db, row.id);
  const status = escrowStatus({
    heldNgwee,
    amountNgwee: row.amountNgwee,
    released: kinds.has('escrow_released'),
    refunded: kinds.has('escrow_refunded'),
    latestAttempt: attemptStatus ?? null,
    disputeOpen: dispute !== undefined,
  });
  return {
    shipmentId: row.id,
    status,
    amount: toKwacha(row.amountNgwee),
    held: toKwacha(heldNgwee),
    attempt: latest
      ? {
          id: latest.id,
          provider: latest.provider,
          phoneNumber: caller.role === 'transporter' ? null : latest.phoneNumber,
          status: attemptStatus ?? latest.status,
          failure: expired
            ? DEPOSIT_EXPIRED_TEXT
            : latest.status === 'FAILED'
              ? paymentFailureText(latest.failureCode)
              : null,
          received: latest.receivedNgwee === null ? null : toKwacha(latest.receivedNgwee),
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
    payout: payout
      ? {
          status: payout.status,
          provider: payout.provider,
          phoneNumber: caller.role === 'cargo-owner' ? null : payout.phoneNumber,
          amount: toKwacha(payout.amountNgwee),
        }
      : null,
    refund: refund ? { status: refund.status, amount: toKwacha(refund.amountNgwee) } : null,
    dispute: dispute ? { reason: dispute.reason, openedAt: dispute.openedAt.toISOString() } : null,
    disputable:
      caller.role === 'cargo-owner' &&
      canOpenDispute({
        paymentStatus: status,
        shipmentStatus: row.status,
        completedAt: row.completedAt,
        now,
      }),
  };
}
