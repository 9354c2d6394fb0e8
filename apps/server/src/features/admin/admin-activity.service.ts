import {
  ACTIVITY_TYPES,
  type AdminActivitiesQuery,
  type AdminActivity,
  type AdminActivityCounts,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import {
  type ActivityFilter,
  activityCountsByType,
  listActivities,
} from '../../db/queries/admin-activities.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { toAdminActivityDto } from './admin-activity-dto.ts';

/** The admin's Activity Logs screen: the log, newest first, and its counters per type. */
export class AdminActivityService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
  ) {}

  async list(query: AdminActivitiesQuery): Promise<{ items: AdminActivity[]; total: number }> {
    const filter: ActivityFilter = { search: query.search, type: query.type };
    // The total is the counters' own figure for the same search, so "Activity Timeline (N)" and the
    // counters above it always agree (and share one snapshot on a large log).
    const [rows, counts] = await Promise.all([
      listActivities(this.db, filter, query),
      this.counts(query.search),
    ]);
    const total = query.type ? counts.byType[query.type] : counts.total;
    return { items: rows.map(toAdminActivityDto), total };
  }

  counts(search: string | undefined): Promise<AdminActivityCounts> {
    return this.snapshots.sized(
      `admin:activity-counts:${JSON.stringify(search ?? '')}`,
      async () => {
        const rows = await activityCountsByType(this.db, search);
        const byType = Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, 0])) as AdminActivityCounts['byType'];
        let total = 0;
        for (const r of rows) {
          byType[r.type] = r.count;
          total += r.count;
        }
        return { total, byType };
      },
      (c) => c.total,
    );
  }
}
