import type { Db } from '../../db/client.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import type { SessionService } from '../auth/session.service.ts';
import type { MobileMoneyGateway } from '../payments/mobile-money/gateway.ts';
import { AdminActivityService } from './admin-activity.service.ts';
import { AdminAnalyticsService } from './admin-analytics.service.ts';
import { AdminOverviewService } from './admin-overview.service.ts';
import { AdminReconciliationService } from './admin-reconciliation.service.ts';
import { AdminRevenueService } from './admin-revenue.service.ts';
import { AdminUserService } from './admin-user.service.ts';

/**
 * How long a platform-wide admin figure is served before it is recomputed in the background, once
 * the platform is past SnapshotCache's live limit (ADR 017): recomputing the analytics at 1,000,000
 * shipments is seconds of database time, too much to spend every 5 s for one screen.
 */
export const ADMIN_SNAPSHOT_TTL_MS = 30_000;

/**
 * The admin workspace (issue 12, ADR 017), one service per screen. Every figure is an SQL
 * aggregate; the platform-wide ones are exact and live while the platform is small and, past
 * SnapshotCache's limit, a snapshot refreshed in the background every ADMIN_SNAPSHOT_TTL_MS, in the
 * one cache the screens share (so the transactions list's total is the Revenue card's own figure).
 */
export class AdminService {
  readonly overview: AdminOverviewService;
  readonly users: AdminUserService;
  readonly revenue: AdminRevenueService;
  readonly analytics: AdminAnalyticsService;
  readonly activities: AdminActivityService;
  readonly reconciliation: AdminReconciliationService;

  constructor(db: Db, snapshots: SnapshotCache, sessions: SessionService, gateway: MobileMoneyGateway) {
    this.overview = new AdminOverviewService(db, snapshots);
    this.users = new AdminUserService(db, snapshots, sessions);
    this.revenue = new AdminRevenueService(db, snapshots);
    this.analytics = new AdminAnalyticsService(db, snapshots);
    this.activities = new AdminActivityService(db, snapshots);
    this.reconciliation = new AdminReconciliationService(db, gateway);
  }

  /**
   * Computes the platform-wide figures once at start-up, so the first admin to open a screen on a
   * large platform does not wait for them (small platforms are counted live anyway).
   */
  async warm(): Promise<void> {
    await this.overview.get();
    await this.revenue.get();
    await this.analytics.get();
    await this.activities.counts(undefined);
  }
}
