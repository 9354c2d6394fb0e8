import { autoRetryDelayMs, type LedgerAccountRef, NO_PAYOUT_WALLET, NOTHING_OWED } from '@njira/domain';
import { paymentRetried } from '../../activity/payment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  inFlightNgwee,
  insertTransfer,
  type TransferRow,
  transferChain,
} from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { accountKey, balances } from '../ledger/ledger.ts';
import { payoutWallet } from './release.ts';

/**
 * A failed payout or refund tried again (issue 26, ADR 021): a new transfer row for the same money
 * (a new id, since the id is the provider's idempotency key and the old one is final there), stored
 * in the caller's transaction with the failed row and its shipment locked, and sent after the commit
 * (an admin's retry) or when its check comes due (the system's, after a back-off).
 */

export type RetryOutcome = { transfer: TransferRow } | { refused: string };

/**
 * Stores the retry: a payout to the transporter's wallet as it is now (fixed since, perhaps), a
 * refund to the deposit it returns (pawaPay refunds name the deposit). Refused when there is no
 * wallet to pay, or when the ledger no longer owes the amount beyond what is already under way.
 */
export async function storeRetry(tx: Tx, failed: TransferRow, checkAfterMs: number): Promise<RetryOutcome> {
  const wallet =
    failed.kind === 'payout'
      ? await payoutWallet(tx, failed.userId)
      : { provider: failed.provider, phoneNumber: failed.phoneNumber };
  if (!wallet) return { refused: NO_PAYOUT_WALLET };
  const account: LedgerAccountRef =
    failed.kind === 'payout'
      ? { kind: 'transporter_payable', userId: failed.userId }
      : { kind: 'owner_funding', userId: failed.userId };
  // A liability's balance is a credit (negative): what is owed is its opposite.
  const owed = 0 - ((await balances(tx, [account])).get(accountKey(account)) ?? 0);
  if (owed - (await inFlightNgwee(tx, failed.userId, failed.kind)) < failed.amountNgwee) {
    return { refused: NOTHING_OWED };
  }
  const transfer = await insertTransfer(
    tx,
    {
      kind: failed.kind,
      shipmentId: failed.shipmentId,
      userId: failed.userId,
      gateway: failed.gateway,
      provider: wallet.provider,
      phoneNumber: wallet.phoneNumber,
      amountNgwee: failed.amountNgwee,
      depositId: failed.depositId,
    },
    checkAfterMs,
  );
  return { transfer };
}

/**
 * After a payout or refund FAILED (in the transaction that marks it): when the provider's code says
 * the failure may pass and fewer than three retries were made, a retry is stored for the poller to
 * send once the back-off has passed — it finds the id unknown to the provider and starts it.
 */
export async function retryByItself(
  tx: Tx,
  failed: TransferRow,
  shipment: ShipmentRow,
  failureCode: string,
): Promise<void> {
  if (failed.kind === 'deposit') return;
  const chain = await transferChain(tx, failed);
  if (chain[0]?.id !== failed.id) return;
  const delay = autoRetryDelayMs(failureCode, chain.length);
  if (delay === null) return;
  const outcome = await storeRetry(tx, failed, delay);
  if ('refused' in outcome) return;
  await recordActivity(tx, {
    ...paymentRetried(
      shipment,
      {
        kind: failed.kind,
        amountNgwee: failed.amountNgwee,
        failedId: failed.id,
        newId: outcome.transfer.id,
        failureCode,
      },
      null,
    ),
    shipment,
  });
}
