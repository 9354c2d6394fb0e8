import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  earningsMonthKey,
  PENDING_PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  splitNgwee,
  type TransporterDashboard,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { type OpenLoadRow, openLoads, shipmentFigures } from '../../db/queries/dashboard.ts';
import { myBidsOn } from '../../db/queries/quote-summaries.ts';
import { countQuotes } from '../../db/queries/quotes.ts';
import type { MarketplaceCache } from '../../lib/marketplace-cache.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { bidList, sumOf as sum } from './status-sums.ts';

/** The figures over the whole market (snapshots) and the readings every transporter shares. */
export interface DashboardCaches {
  snapshots: SnapshotCache;
  marketplace: MarketplaceCache;
}

const RECENT_DELIVERIES = 5;
const AVAILABLE_LOADS = 6;
/** Longer than any month: every shipment whose earnings month could be this one. */
const MONTH_WINDOW_MS = 32 * 86_400_000;

/** Not yet paid out to the transporter: the spec's pending set plus AWAITING_PICKUP (picked up, unpaid). */
const UNPAID_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (s) => PENDING_PAYMENT_STATUSES.includes(s) || ACTIVE_SHIPMENT_STATUSES.includes(s),
);

/** The transporter's 80% of each shipment, added up in ngwee and given in Kwacha. */
function transporterShare(amountsNgwee: number[]): number {
  return toKwacha(amountsNgwee.reduce((acc, a) => acc + splitNgwee(a).transporterNgwee, 0));
}

/**
 * How many loads are open, and the first six in priority order (read from an index, with this
 * transporter's own bids marked). Both are the same for every transporter (a transporter may see
 * every open load): the count, once the market is large, comes from a snapshot; the six are read
 * once for everyone until something changes (`MarketplaceCache`), and only this transporter's bids
 * on them are read for each.
 */
async function openMarket(
  db: Db,
  caches: DashboardCaches,
  scope: { transporterId: string },
): Promise<{ count: number; shown: (OpenLoadRow & { hasMyBid: boolean })[] }> {
  const open = { openOnly: true };
  const [count, shown] = await Promise.all([
    caches.snapshots.count('open-loads', (upTo) => countQuotes(db, scope, open, upTo)),
    caches.marketplace.get(
      'dashboard-open-loads',
      () => openLoads(db, { limit: AVAILABLE_LOADS }),
      (rows) => Math.min(...rows.map((row) => row.expiresAt.getTime())),
    ),
  ]);
  const mine = await myBidsOn(
    db,
    scope.transporterId,
    shown.map((row) => row.id),
  );
  return { count, shown: shown.map((row) => ({ ...row, hasMyBid: mine.has(row.id) })) };
}

/** Spec section 3's transporter dashboard; money in Kwacha, earnings months in Lusaka time. */
export async function transporterDashboard(
  db: Db,
  caches: DashboardCaches,
  transporterId: string,
  now = new Date(),
): Promise<TransporterDashboard> {
  const scope = { transporterId };
  const thisMonth = earningsMonthKey({ createdAt: now });
  const [mine, market] = await Promise.all([
    shipmentFigures(db, scope, {
      deliveredSince: new Date(now.getTime() - MONTH_WINDOW_MS),
      amountsOf: UNPAID_STATUSES,
      recent: RECENT_DELIVERIES,
    }),
    openMarket(db, caches, scope),
  ]);
  const deliveredThisMonth = mine.delivered.filter((s) => earningsMonthKey(s) === thisMonth);
  const { totals } = mine;
  return {
    stats: {
      activeDeliveries: {
        value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
        pendingPickup: sum(totals, ['PENDING_PICKUP'], 'count'),
      },
      availableLoads: { value: market.count },
      monthlyEarnings: {
        value: transporterShare(deliveredThisMonth.map((s) => s.amountNgwee)),
        pending: transporterShare(mine.amounts),
      },
      completedTrips: {
        value: sum(totals, COMPLETED_SHIPMENT_STATUSES, 'count'),
        thisMonth: deliveredThisMonth.length,
      },
    },
    recentDeliveries: mine.recent.map((s) => ({
      id: s.id,
      status: s.status,
      cargo: s.cargo,
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      pickupDate: new Date(s.pickupDate).toISOString(),
      amount: toKwacha(s.amountNgwee),
    })),
    availableLoads: market.shown.map((row) => ({
      id: row.id,
      cargo: row.cargo,
      fromLocation: row.fromLocation,
      toLocation: row.toLocation,
      weight: row.weightKg,
      distance: row.distanceKm,
      pickupDate: row.pickupDate.toISOString(),
      maxBudget: toKwacha(row.maxBudgetNgwee),
      estimatedValue: row.estimatedValueNgwee === null ? null : toKwacha(row.estimatedValueNgwee),
      bids: bidList(row.bidAmounts),
      hasMyBid: row.hasMyBid,
    })),
  };
}
