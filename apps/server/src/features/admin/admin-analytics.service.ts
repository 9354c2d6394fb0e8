import {
  type AdminAnalytics,
  averageBidsPerQuote,
  lastMonthsKeys,
  platformSuccessRate,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import {
  cargoTypeCounts,
  quoteAndBidTotals,
  quotesPerMonth,
  shipmentStatusTotals,
  shipmentsPerMonth,
  topRoutes,
} from '../../db/queries/admin-analytics.ts';
import { feesPerMonth } from '../../db/queries/admin-revenue.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';

/** The analytics' trend window (spec section 9). */
export const TREND_MONTHS = 6;
/** Top routes shown (spec section 9). */
export const TOP_ROUTES = 10;

/** The admin's Analytics screen: the six-month trend, top routes, cargo types and the averages. */
export class AdminAnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly snapshots: SnapshotCache,
  ) {}

  get(now = new Date()): Promise<AdminAnalytics> {
    return this.snapshots.sized(
      'admin:analytics',
      () => this.compute(now),
      (a) => a.successRate.quotes + a.averageBids.totalBids + a.trend.length,
    );
  }

  private async compute(now: Date): Promise<AdminAnalytics> {
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
}
