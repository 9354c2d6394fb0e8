import {
  type AdminPageQuery,
  type AdminTransfer,
  isUuid,
  TRANSFER_ALREADY_RETRIED,
  TRANSFER_NOT_FAILED,
  TRANSFER_NOT_FOUND,
  TRANSFER_NOT_RETRIABLE,
  toKwacha,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { paymentRetried } from '../../activity/payment-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  type AdminTransferRow,
  countFailedTransfers,
  findAdminTransfer,
  listFailedTransfers,
} from '../../db/queries/admin-transfers.ts';
import { lockTransfer, transferChain } from '../../db/queries/money-transfers.ts';
import { lockShipment } from '../../db/queries/shipments.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import type { EscrowService } from './escrow.service.ts';
import { storeRetry } from './transfer-retry.ts';

/**
 * The admin's failed payouts and refunds (issue 26, ADR 021): those whose latest attempt failed, and
 * retrying one — a new transfer for the same money, stored and logged (with both ids) in one
 * transaction, sent to the provider after the commit.
 */
export class TransferRetryService {
  constructor(
    private readonly db: Db,
    private readonly escrow: EscrowService,
    private readonly firstCheckMs: number,
  ) {}

  /** Failed and not retried, the latest failure first (admins). */
  async listFailed(page: AdminPageQuery): Promise<{ items: AdminTransfer[]; total: number }> {
    const [rows, total] = await Promise.all([
      listFailedTransfers(this.db, page),
      countFailedTransfers(this.db),
    ]);
    return { items: rows.map(toAdminTransfer), total };
  }

  /** An admin retries a failed payout or refund; the answer is the new transfer. */
  async retry(caller: Caller, transferId: string): Promise<AdminTransfer> {
    if (!isUuid(transferId)) throw notFound(TRANSFER_NOT_FOUND);
    const retry = await transactionAnnouncing(this.db, async (tx) => {
      // The transfer, then its shipment: the order a provider's answer locks them in.
      const failed = await lockTransfer(tx, transferId);
      if (!failed) throw notFound(TRANSFER_NOT_FOUND);
      if (failed.kind === 'deposit') throw conflict(TRANSFER_NOT_RETRIABLE);
      if (failed.status !== 'FAILED') throw conflict(TRANSFER_NOT_FAILED);
      const shipment = await lockShipment(tx, ALL_ROWS, failed.shipmentId);
      if (!shipment) throw notFound(TRANSFER_NOT_FOUND);
      const [latest] = await transferChain(tx, failed);
      if (latest?.id !== failed.id) throw conflict(TRANSFER_ALREADY_RETRIED);
      const outcome = await storeRetry(tx, failed, this.firstCheckMs);
      if ('refused' in outcome) throw conflict(outcome.refused);
      const admin = await findCurrentUser(tx, caller);
      await recordActivity(tx, {
        ...paymentRetried(
          shipment,
          {
            kind: failed.kind,
            amountNgwee: failed.amountNgwee,
            failedId: failed.id,
            newId: outcome.transfer.id,
            failureCode: failed.failureCode ?? 'UNSPECIFIED_FAILURE',
          },
          { id: admin.id, name: actorName(admin) },
        ),
        shipment,
      });
      return outcome.transfer;
    });
    await this.escrow.initiate(retry);
    const row = await findAdminTransfer(this.db, retry.id);
    if (!row) throw notFound(TRANSFER_NOT_FOUND);
    return toAdminTransfer(row);
  }
}

/** The one mapper of a transfer for the admin. */
export function toAdminTransfer({ transfer: t, partyName }: AdminTransferRow): AdminTransfer {
  return {
    id: t.id,
    kind: t.kind === 'refund' ? 'refund' : 'payout',
    shipmentId: t.shipmentId,
    party: { id: t.userId, name: partyName },
    amount: toKwacha(t.amountNgwee),
    provider: t.provider,
    phoneNumber: t.phoneNumber,
    status: t.status,
    failureCode: t.failureCode,
    failureMessage: t.failureMessage ?? t.failureCode,
    createdAt: t.createdAt.toISOString(),
    finishedAt: (t.finishedAt ?? t.createdAt).toISOString(),
  };
}
