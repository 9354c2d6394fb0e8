import {
  ACTIVITY_TYPES,
  type AdminActivitiesQuery,
  type AdminActivity,
  type AdminActivityCounts,
  type AdminAnalytics,
  type AdminOverview,
  type AdminRevenue,
  type AdminTransactionsQuery,
  type AdminUser,
  type AdminUserCounts,
  type AdminUsersQuery,
  type AdminUserUpdate,
  averageBidsPerQuote,
  IN_PROGRESS_SHIPMENT_STATUSES,
  isUuid,
  lastMonthsKeys,
  monthOverMonthGrowth,
  nextMonthKey,
  type PlatformFeeRecord,
  platformSuccessRate,
  ratingSummary,
  SELF_SUSPEND_MESSAGE,
  splitNgwee,
  toKwacha,
} from '@njira/domain';
import { userStatusChanged } from '../../activity/activity-entries.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import {
  type ActivityFilter,
  type ActivityRow,
  activityCountsByType,
  listActivities,
} from '../../db/queries/admin-activities.ts';
import {
  cargoTypeCounts,
  quoteAndBidTotals,
  quotesPerMonth,
  shipmentStatusTotals,
  shipmentsPerMonth,
  topRoutes,
} from '../../db/queries/admin-analytics.ts';
import {
  feesBetween,
  feesPerMonth,
  lifetimeRevenue,
  type TransactionRow,
  transactionsPage,
} from '../../db/queries/admin-revenue.ts';
import {
  type AdminUserFilter,
  type AdminUserRow,
  adminUserCounts,
  countAdminUsers,
  findAdminUser,
  listAdminUsers,
  setUserStatus,
  userStatusFigures,
} from '../../db/queries/admin-users.ts';
import { platformAggregates } from '../../db/queries/dashboard.ts';
import { lusakaMonthStart } from '../../db/queries/lusaka-months.ts';
import { findUserById } from '../../db/queries/users.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import type { SessionService } from '../auth/session.service.ts';

export const USER_NOT_FOUND = 'User not found';
/**
 * How long a platform-wide admin figure is served before it is recomputed in the background, once
 * the platform is past SnapshotCache's live limit (ADR 017): recomputing the analytics at 1,000,000
 * shipments is seconds of database time, too much to spend every 5 s for one screen.
 */
export const ADMIN_SNAPSHOT_TTL_MS = 30_000;
/** The analytics' trend window (spec section 9). */
export const TREND_MONTHS = 6;
/** Top routes shown (spec section 9). */
export const TOP_ROUTES = 10;

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    quotes: row.quotes,
    shipments: row.shipments,
    rating: ratingSummary(row.ratingSum, row.ratingCount),
  };
}

export function toFeeRecord(row: TransactionRow): PlatformFeeRecord {
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(row.amountNgwee);
  return {
    shipmentId: row.shipmentId,
    cargo: row.cargo,
    cargoOwner: row.cargoOwner,
    transporter: row.transporter,
    date: row.date.toISOString(),
    originalAmount: toKwacha(row.amountNgwee),
    platformFee: toKwacha(platformFeeNgwee),
    transporterAmount: toKwacha(transporterNgwee),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The spec's activity record: the metadata keys the screen knows, each only when it has one. */
export function toAdminActivity(row: ActivityRow): AdminActivity {
  const m = row.metadata ?? {};
  const metadata: AdminActivity['metadata'] = {};
  const pairs: [keyof AdminActivity['metadata'], string | number | undefined][] = [
    ['amount', num(m.amount)],
    ['status', str(m.status)],
    ['from', str(m.from)],
    ['to', str(m.to)],
    ['weight', num(m.weight)],
    ['quoteId', str(m.quoteId) ?? row.quoteId ?? undefined],
    ['shipmentId', str(m.shipmentId) ?? row.shipmentId ?? undefined],
    ['transporter', str(m.transporter)],
  ];
  for (const [key, value] of pairs) {
    if (value !== undefined) Object.assign(metadata, { [key]: value });
  }
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    user: row.actorName,
    timestamp: row.createdAt.toISOString(),
    metadata,
  };
}

/**
 * The admin workspace (issue 12, ADR 017). Every figure is an SQL aggregate; the platform-wide ones
 * are exact and live while the platform is small and, past SnapshotCache's limit, a snapshot at most
 * a few seconds old (the same rule as the marketplace counts, ADR 010).
 */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Computes the platform-wide figures once at start-up, so the first admin to open a screen on a
   * large platform does not wait for them (small platforms are counted live anyway).
   */
  async warm(): Promise<void> {
    await this.overview();
    await this.revenue();
    await this.analytics();
    await this.activityCounts(undefined);
  }

  /** The current Lusaka month and the one before, as 'YYYY-MM'. */
  private months(now: Date, n = 2): string[] {
    return lastMonthsKeys(n, now);
  }

  overview(now = new Date()): Promise<AdminOverview> {
    return this.snapshots.sized(
      'admin:overview',
      () => this.computeOverview(now),
      (o) => o.shipments.total + o.loads.total + o.loads.totalBids + o.users.total,
    );
  }

  private async computeOverview(now: Date): Promise<AdminOverview> {
    const [lastMonth, thisMonth] = this.months(now, 2) as [string, string];
    const nextMonth = nextMonthKey(thisMonth);
    const [a, userFigures, fees] = await Promise.all([
      platformAggregates(this.db, ALL_ROWS, { now, inProgress: IN_PROGRESS_SHIPMENT_STATUSES }),
      userStatusFigures(this.db, lusakaMonthStart(thisMonth)),
      this.monthFees(lastMonth, thisMonth, nextMonth),
    ]);
    const { volumeNgwee, feesNgwee, total, inProgress, delivered, cancelled } = a.shipments;
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

  private async monthFees(lastMonth: string, thisMonth: string, nextMonth: string) {
    const [lastNgwee, thisNgwee] = await Promise.all([
      feesBetween(this.db, lastMonth, thisMonth),
      feesBetween(this.db, thisMonth, nextMonth),
    ]);
    const thisMonthFees = toKwacha(thisNgwee);
    const lastMonthFees = toKwacha(lastNgwee);
    return { thisMonthFees, lastMonthFees, growth: monthOverMonthGrowth(thisMonthFees, lastMonthFees) };
  }

  async users(query: AdminUsersQuery): Promise<{ items: AdminUser[]; total: number }> {
    const filter: AdminUserFilter = { search: query.search, role: query.role, status: query.status };
    const [rows, total] = await Promise.all([
      listAdminUsers(this.db, filter, query),
      this.snapshots.count(`admin:users:${JSON.stringify(filter)}`, (upTo) =>
        countAdminUsers(this.db, filter, upTo),
      ),
    ]);
    return { items: rows.map(toAdminUser), total };
  }

  userCounts(search: string | undefined): Promise<AdminUserCounts> {
    return adminUserCounts(this.db, search);
  }

  /** Suspends or reactivates an account; suspending signs it out of every device (its refresh tokens). */
  async setStatus(caller: Caller, id: string, body: AdminUserUpdate): Promise<AdminUser> {
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    if (id === caller.userId && body.status === 'suspended') throw conflict(SELF_SUSPEND_MESSAGE);
    await transactionAnnouncing(this.db, async (tx) => {
      const changed = await setUserStatus(tx, id, body.status);
      if (!changed) throw notFound(USER_NOT_FOUND);
      if (body.status === 'suspended') await this.sessions.revokeAllFor(tx, id);
      if (changed.before === body.status) return;
      const [admin, user] = await Promise.all([findCurrentUser(tx, caller), findUserById(tx, id)]);
      if (!user) throw notFound(USER_NOT_FOUND);
      await recordActivity(tx, userStatusChanged(user, body.status, admin));
    });
    const row = await findAdminUser(this.db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toAdminUser(row);
  }

  revenue(now = new Date()): Promise<AdminRevenue> {
    return this.snapshots.sized(
      'admin:revenue',
      () => this.computeRevenue(now),
      (r) => r.transactions,
    );
  }

  private async computeRevenue(now: Date): Promise<AdminRevenue> {
    const [lastMonth, thisMonth] = this.months(now, 2) as [string, string];
    const [fees, lifetime] = await Promise.all([
      this.monthFees(lastMonth, thisMonth, nextMonthKey(thisMonth)),
      lifetimeRevenue(this.db),
    ]);
    return {
      ...fees,
      lifetimeFees: toKwacha(lifetime.feesNgwee),
      totalVolume: toKwacha(lifetime.volumeNgwee),
      transactions: lifetime.transactions,
    };
  }

  async transactions(query: AdminTransactionsQuery): Promise<{ items: PlatformFeeRecord[]; total: number }> {
    // The total is the Revenue card's transaction count ('Showing 20 of N transactions').
    const [rows, revenue] = await Promise.all([transactionsPage(this.db, query), this.revenue()]);
    return { items: rows.map(toFeeRecord), total: revenue.transactions };
  }

  analytics(now = new Date()): Promise<AdminAnalytics> {
    return this.snapshots.sized(
      'admin:analytics',
      () => this.computeAnalytics(now),
      (a) => a.successRate.quotes + a.averageBids.totalBids + a.trend.length,
    );
  }

  private async computeAnalytics(now: Date): Promise<AdminAnalytics> {
    const months = lastMonthsKeys(TREND_MONTHS, now);
    const [statuses, totals, quotesByMonth, shipmentsByMonth, feesByMonth, routes, cargoTypes] =
      await Promise.all([
        shipmentStatusTotals(this.db),
        quoteAndBidTotals(this.db),
        quotesPerMonth(this.db, months),
        shipmentsPerMonth(this.db, months),
        feesPerMonth(this.db, months),
        topRoutes(this.db, TOP_ROUTES),
        cargoTypeCounts(this.db),
      ]);
    const delivered = statuses.get('DELIVERED')?.count ?? 0;
    let carried = 0;
    let carriedNgwee = 0;
    for (const [status, t] of statuses) {
      if (status === 'CANCELLED') continue;
      carried += t.count;
      carriedNgwee += t.amountNgwee;
    }
    return {
      trend: months.map((month, i) => ({
        month,
        quotes: quotesByMonth[i] ?? 0,
        shipments: shipmentsByMonth[i] ?? 0,
        revenue: toKwacha(feesByMonth[i] ?? 0),
      })),
      topRoutes: routes.map((r) => ({
        route: r.route,
        fromLocation: r.fromLocation,
        toLocation: r.toLocation,
        shipments: r.shipments,
        revenue: toKwacha(r.amountNgwee),
      })),
      cargoTypes,
      successRate: {
        rate: platformSuccessRate(delivered, totals.quotes),
        delivered,
        quotes: totals.quotes,
      },
      averageBids: {
        average: averageBidsPerQuote(totals.bids, totals.quotes),
        totalBids: totals.bids,
        quotes: totals.quotes,
      },
      averageTransaction: {
        // The mean in whole ngwee (half up), so it is a Kwacha amount like every other.
        average: carried === 0 ? 0 : toKwacha(Math.round(carriedNgwee / carried)),
        shipments: carried,
      },
    };
  }

  async activities(query: AdminActivitiesQuery): Promise<{ items: AdminActivity[]; total: number }> {
    const filter: ActivityFilter = { search: query.search, type: query.type };
    // The total is the counters' own figure for the same search, so "Activity Timeline (N)" and the
    // counters above it always agree (and share one snapshot on a large log).
    const [rows, counts] = await Promise.all([
      listActivities(this.db, filter, query),
      this.activityCounts(query.search),
    ]);
    const total = query.type ? counts.byType[query.type] : counts.total;
    return { items: rows.map(toAdminActivity), total };
  }

  activityCounts(search: string | undefined): Promise<AdminActivityCounts> {
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
