import {
  type AdminTransfer,
  isUuid,
  NOT_A_SHORT_DEPOSIT,
  NOTHING_RECEIVED,
  SHORT_DEPOSIT_NOT_FOUND,
  SHORT_DEPOSIT_REFUNDED,
} from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { shortDepositRefunded } from '../../activity/money-waiting-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { findAdminTransfer } from '../../db/queries/admin-transfers.ts';
import { insertTransfer, lockTransfer, transfersOf } from '../../db/queries/money-transfers.ts';
import { lockShipment } from '../../db/queries/shipments.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import type { EscrowService } from './escrow.service.ts';
import { toAdminTransfer } from './transfer-retry.service.ts';

/**
 * A deposit that brought less than asked (issue 39, `bookOtherAmount`): nothing of it is held, what
 * arrived is owed back to the owner in the ledger, and an admin refunds it from the reconciliation
 * — once: the refund is stored under the deposit's row lock, and any refund of it already stored
 * (under way, completed or failed, which the failed transfers retry) refuses another.
 */
export class ShortDepositService {
  constructor(
    private readonly db: Db,
    private readonly escrow: EscrowService,
    private readonly firstCheckMs: number,
  ) {}

  /** An admin refunds a short deposit to the wallet it came from; the answer is the refund. */
  async refund(caller: Caller, depositId: string): Promise<AdminTransfer> {
    if (!isUuid(depositId)) throw notFound(SHORT_DEPOSIT_NOT_FOUND);
    const refund = await transactionAnnouncing(this.db, async (tx) => {
      // The deposit, then its shipment: the order a provider's answer locks them in.
      const deposit = await lockTransfer(tx, depositId);
      if (deposit?.kind !== 'deposit') throw notFound(SHORT_DEPOSIT_NOT_FOUND);
      const received = deposit.receivedNgwee;
      if (deposit.status !== 'COMPLETED' || received === null || received >= deposit.amountNgwee) {
        throw conflict(NOT_A_SHORT_DEPOSIT);
      }
      if (received === 0) throw conflict(NOTHING_RECEIVED);
      const shipment = await lockShipment(tx, ALL_ROWS, deposit.shipmentId);
      if (!shipment) throw notFound(SHORT_DEPOSIT_NOT_FOUND);
      const refunds = await transfersOf(tx, shipment.id, 'refund');
      if (refunds.some((r) => r.depositId === deposit.id)) throw conflict(SHORT_DEPOSIT_REFUNDED);
      const stored = await insertTransfer(
        tx,
        {
          kind: 'refund',
          shipmentId: shipment.id,
          userId: deposit.userId,
          gateway: deposit.gateway,
          provider: deposit.provider,
          phoneNumber: deposit.phoneNumber,
          amountNgwee: received,
          depositId: deposit.id,
        },
        this.firstCheckMs,
      );
      const admin = await findCurrentUser(tx, caller);
      const ids = { depositId: deposit.id, refundId: stored.id };
      const by = { id: admin.id, name: actorName(admin) };
      await recordActivity(tx, { ...shortDepositRefunded(shipment, received, ids, by), shipment });
      return stored;
    });
    await this.escrow.initiate(refund);
    const row = await findAdminTransfer(this.db, refund.id);
    if (!row) throw notFound(SHORT_DEPOSIT_NOT_FOUND);
    return toAdminTransfer(row);
  }
}
