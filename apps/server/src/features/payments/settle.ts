import { paymentFailureText, surplusDepositLines, toKwacha, transferCompletedLines } from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import { paymentFailed, paymentReceived, surplusRefunded } from '../../activity/payment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { insertTransfer, type TransferRow, updateTransfer } from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { escrowHeld, isPosted, postEntry } from '../ledger/ledger.ts';
import { bookOtherAmount } from './deposit-amounts.ts';
import type { PaymentState } from './mobile-money/gateway.ts';
import { refundKey } from './refund.ts';
import { releaseKey } from './release.ts';
import { retryByItself } from './transfer-retry.ts';

/** What a final state from the provider writes (`EscrowService.apply` holds the rows locked). */

/**
 * A completed operation, in the transaction that holds its row: marked COMPLETED, posted to the
 * ledger once (the entry's idempotency key), and a completed deposit logged (both parties told).
 * A deposit completing on a shipment already paid is refunded instead, and one of another amount
 * than asked is booked by `bookOtherAmount`: a refund is returned, to be sent after the commit.
 */
export async function settleCompleted(
  tx: Tx,
  transfer: TransferRow,
  shipment: ShipmentRow,
  state: PaymentState,
  log: FastifyBaseLogger,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  const amount = state.amountNgwee ?? transfer.amountNgwee;
  const otherAmount = amount !== transfer.amountNgwee;
  if (otherAmount) {
    log.error(
      { transferId: transfer.id, asked: transfer.amountNgwee, moved: amount },
      'provider moved another amount',
    );
  }
  const deposit = transfer.kind === 'deposit';
  await updateTransfer(tx, transfer.id, {
    status: 'COMPLETED',
    providerTransactionId: state.providerTransactionId ?? null,
    finishedAt: new Date(),
    // What arrived, when it is not what was asked (issue 39): the admin's short deposits read it.
    receivedNgwee: deposit && otherAmount ? amount : null,
  });
  if (deposit && (await alreadyPaid(tx, shipment))) {
    return amount > 0 ? refundSurplus(tx, transfer, shipment, amount, firstCheckMs) : null;
  }
  if (deposit && otherAmount) return bookOtherAmount(tx, transfer, shipment, amount, firstCheckMs);
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
  return null;
}

/**
 * Whether the shipment's escrow had its money already: it holds the whole amount, or released or
 * refunded it. One payment per shipment: an expired deposit approved after the owner paid again
 * (whichever of the two completes second) is the one given back.
 */
async function alreadyPaid(tx: Tx, shipment: ShipmentRow): Promise<boolean> {
  if ((await escrowHeld(tx, shipment.id)) >= shipment.amountNgwee) return true;
  return (await isPosted(tx, releaseKey(shipment.id))) || (await isPosted(tx, refundKey(shipment.id)));
}

/**
 * A surplus deposit: posted under its own key straight to what is owed to the owner (never into
 * escrow), logged, and its refund stored; null when it was posted already (a repeated callback).
 */
async function refundSurplus(
  tx: Tx,
  deposit: TransferRow,
  shipment: ShipmentRow,
  amount: number,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  const posted = await postEntry(tx, {
    kind: 'deposit_completed',
    idempotencyKey: `deposit_completed:${deposit.id}`,
    shipmentId: shipment.id,
    transferId: deposit.id,
    memo: `deposit ${deposit.id} completed on shipment ${shipment.id}, already paid: owed back to its owner (${toKwacha(amount)} ZMW)`,
    lines: surplusDepositLines(deposit.userId, amount),
  });
  if (!posted) return null;
  const refund = await insertTransfer(
    tx,
    {
      kind: 'refund',
      shipmentId: shipment.id,
      userId: deposit.userId,
      gateway: deposit.gateway,
      provider: deposit.provider,
      phoneNumber: deposit.phoneNumber,
      amountNgwee: amount,
      depositId: deposit.id,
    },
    firstCheckMs,
  );
  await recordActivity(tx, {
    ...surplusRefunded(shipment, amount, deposit.provider, { depositId: deposit.id, refundId: refund.id }),
    shipment,
  });
  return refund;
}

/**
 * A failed operation: marked FAILED with the provider's reason; a failed deposit is logged (the
 * owner told); a failed payout or refund is retried by itself when the failure may pass.
 */
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
  } else {
    await retryByItself(tx, { ...transfer, status: 'FAILED' }, shipment, code);
  }
}
