import {
  type AdminRevenue,
  type AdminTransactionsQuery,
  type PlatformFeeRecord,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { lifetimeRevenue, moneyAtRest, transactionsPage } from '../../db/queries/admin-revenue.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { monthFees } from './month-fees.ts';
import { toPlatformFeeRecordDto } from './platform-fee-record-dto.ts';

/**
 * The admin's Revenue screen: the fee figures, the platform fee of each transaction, and the money
 * at rest (escrow held, payouts pending or failed) from the ledger and the transfers.
 */
export class AdminRevenueService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
  ) {}

  get(now = new Date()): Promise<AdminRevenue> {
    return this.snapshots.sized(
      'admin:revenue',
      () => this.compute(now),
      (r) => r.transactions,
    );
  }

  private async compute(now: Date): Promise<AdminRevenue> {
    const [fees, lifetime, money] = await Promise.all([
      monthFees(this.db, now),
      lifetimeRevenue(this.db),
      moneyAtRest(this.db),
    ]);
    return {
      ...fees,
      lifetimeFees: toKwacha(lifetime.feesNgwee),
      totalVolume: toKwacha(lifetime.volumeNgwee),
      transactions: lifetime.transactions,
      escrowHeld: toKwacha(money.heldNgwee),
      payoutsPending: { count: money.pendingCount, amount: toKwacha(money.pendingNgwee) },
      payoutsFailed: { count: money.failedCount, amount: toKwacha(money.failedNgwee) },
    };
  }

  async transactions(query: AdminTransactionsQuery): Promise<{ items: PlatformFeeRecord[]; total: number }> {
    // The total is the Revenue card's transaction count ('Showing 20 of N transactions').
    const [rows, revenue] = await Promise.all([transactionsPage(this.db, query), this.get()]);
    return { items: rows.map(toPlatformFeeRecordDto), total: revenue.transactions };
  }
}
