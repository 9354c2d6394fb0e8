import {
  type AdminOverview,
  IN_PROGRESS_SHIPMENT_STATUSES,
  lastMonthsKeys,
  platformSuccessRate,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { attentionCounts } from '../../db/queries/admin-attention.ts';
import { userStatusFigures } from '../../db/queries/admin-user-counts.ts';
import { lusakaMonthStart } from '../../db/queries/lusaka-months.ts';
import { platformAggregates } from '../../db/queries/platform-stats.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { monthFees } from './month-fees.ts';

/**
 * The admin dashboard: revenue, users, loads and shipments over the whole platform, from the same
 * aggregates as the dashboard's platform stats. Exact and live while the platform is small, a
 * snapshot past SnapshotCache's live limit.
 */
export class AdminOverviewService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
  ) {}

  async get(now = new Date()): Promise<AdminOverview> {
    // What waits for an admin is counted live, even when the figures are a snapshot: two indexed counts.
    const [figures, attention] = await Promise.all([
      this.snapshots.sized(
        'admin:overview',
        () => this.compute(now),
        (o) => o.shipments.total + o.loads.total + o.loads.totalBids + o.users.total,
      ),
      attentionCounts(this.db),
    ]);
    return { ...figures, attention };
  }

  private async compute(now: Date): Promise<Omit<AdminOverview, 'attention'>> {
    const [, thisMonth] = lastMonthsKeys(2, now) as [string, string];
    const [a, userFigures, fees] = await Promise.all([
      platformAggregates(this.db, ALL_ROWS, { now, inProgress: IN_PROGRESS_SHIPMENT_STATUSES }),
      userStatusFigures(this.db, lusakaMonthStart(thisMonth)),
      monthFees(this.db, now),
    ]);
    const { total, inProgress, delivered, cancelled } = a.shipments;
    const { volumeNgwee, feesNgwee } = a.revenue;
    return {
      revenue: {
        totalVolume: toKwacha(volumeNgwee),
        platformFees: toKwacha(feesNgwee),
        transporterPayouts: toKwacha(volumeNgwee - feesNgwee),
        ...fees,
      },
      users: { ...a.users, ...userFigures },
      loads: { ...a.quotes, totalBids: a.bids.total },
      shipments: {
        total,
        inProgress,
        delivered,
        cancelled,
        successRate: platformSuccessRate(delivered, a.quotes.total),
      },
    };
  }
}
