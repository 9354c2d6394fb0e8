import { paymentFailureText, toKwacha, transferCompletedLines } from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import { paymentFailed, paymentReceived } from '../../activity/payment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { type TransferRow, updateTransfer } from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { postEntry } from '../ledger/ledger.ts';
import type { PaymentState } from './mobile-money/gateway.ts';

/** What a final state from the provider writes (`EscrowService.apply` holds the rows locked). */

/**
 * A completed operation, in the transaction that holds its row: marked COMPLETED, posted to the
 * ledger once (the entry's idempotency key), and a completed deposit logged (both parties told).
 */
export async function settleCompleted(
  tx: Tx,
  transfer: TransferRow,
  shipment: ShipmentRow,
  state: PaymentState,
  log: FastifyBaseLogger,
): Promise<void> {
  const amount = state.amountNgwee ?? transfer.amountNgwee;
  if (amount !== transfer.amountNgwee) {
    log.error(
      { transferId: transfer.id, asked: transfer.amountNgwee, moved: amount },
      'provider moved another amount',
    );
  }
  await updateTransfer(tx, transfer.id, {
    status: 'COMPLETED',
    providerTransactionId: state.providerTransactionId ?? null,
    finishedAt: new Date(),
  });
  // Posted once: a second posting (its key taken) writes nothing, and nothing more is logged.
  const posted = await postEntry(tx, {
    kind: `${transfer.kind}_completed`,
    idempotencyKey: `${transfer.kind}_completed:${transfer.id}`,
    shipmentId: shipment.id,
    transferId: transfer.id,
    memo: `${transfer.kind} ${transfer.id} completed (${transfer.provider}, ${toKwacha(amount)} ZMW)`,
    lines: transferCompletedLines(transfer.kind, transfer, amount),
  });
  if (posted && transfer.kind === 'deposit') {
    await recordActivity(tx, { ...paymentReceived(shipment, amount, transfer.provider), shipment });
  }
}

/** A failed operation: marked FAILED with the provider's reason; a failed deposit is logged (the owner told). */
export async function settleFailed(
  tx: Tx,
  transfer: TransferRow,
  shipment: ShipmentRow,
  state: PaymentState,
): Promise<void> {
  const code = state.failure?.code ?? 'UNSPECIFIED_FAILURE';
  await updateTransfer(tx, transfer.id, {
    status: 'FAILED',
    failureCode: code,
    failureMessage: state.failure?.message ?? null,
    finishedAt: new Date(),
  });
  if (transfer.kind === 'deposit') {
    await recordActivity(tx, { ...paymentFailed(shipment, paymentFailureText(code), code), shipment });
  }
}
