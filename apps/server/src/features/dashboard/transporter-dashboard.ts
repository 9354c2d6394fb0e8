import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  EXPIRING_SOON_MS,
  earningsMonthKey,
  growthSinceLastMonth,
  previousMonthKey,
  type TransporterDashboard,
  toKwacha,
} from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { marketOpenLoads, openLoadCounts } from '../../db/queries/dashboard-loads.ts';
import { earningsTotals } from '../../db/queries/earnings-totals.ts';
import {
  deliveredSince,
  recentShipments,
  shipmentStatusTotals,
  sumOf as sum,
} from '../../db/queries/shipment-figures.ts';
import { ALL_ROWS } from '../../db/scope.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';

const RECENT_DELIVERIES = 5;
const AVAILABLE_LOADS = 6;
/** Longer than any two months: every shipment whose earnings month could be this one or the last. */
const TWO_MONTHS_WINDOW_MS = 63 * 86_400_000;

/**
 * Spec section 3's transporter dashboard; money in Kwacha, earnings months in Lusaka time; the
 * money card is the Earnings screen's (paid out this month, pending), read from the ledger. Its
 * readings are independent, so they run side by side. Every transporter may see every open load,
 * so the loads are counted over the whole market.
 */
export async function transporterDashboard(
  db: DbOrTx,
  snapshots: SnapshotCache,
  transporterId: string,
  now = new Date(),
): Promise<TransporterDashboard> {
  const scope = { transporterId };
  const thisMonth = earningsMonthKey({ createdAt: now });
  const lastMonth = thisMonth === null ? null : previousMonthKey(thisMonth);
  const [totals, delivered, recent, market, loads, earned] = await Promise.all([
    shipmentStatusTotals(db, scope),
    deliveredSince(db, scope, new Date(now.getTime() - TWO_MONTHS_WINDOW_MS)),
    recentShipments(db, scope, { limit: RECENT_DELIVERIES }),
    snapshots.sized(
      'dashboard:open',
      () => openLoadCounts(db, ALL_ROWS, EXPIRING_SOON_MS),
      (c) => c.open,
    ),
    marketOpenLoads(db, transporterId, AVAILABLE_LOADS),
    // The money is the Earnings screen's, read from the ledger (ADR 021): paid out, and pending.
    earningsTotals(db, scope, { thisMonth: thisMonth ?? '', lastMonth: lastMonth ?? '', months: [] }),
  ]);
  const deliveredThisMonth = delivered.filter((s) => earningsMonthKey(s) === thisMonth);
  const deliveredLastMonth = delivered.filter((s) => earningsMonthKey(s) === lastMonth);
  const earnedThisMonth = toKwacha(earned.thisMonthNgwee);
  const earnedLastMonth = toKwacha(earned.lastMonthNgwee);
  return {
    stats: {
      activeDeliveries: {
        value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
        pendingPickup: sum(totals, ['PENDING_PICKUP'], 'count'),
      },
      availableLoads: { value: market.open },
      monthlyEarnings: {
        value: earnedThisMonth,
        pending: toKwacha(earned.pendingNgwee),
        growth: growthSinceLastMonth(earnedThisMonth, earnedLastMonth),
      },
      completedTrips: {
        value: sum(totals, COMPLETED_SHIPMENT_STATUSES, 'count'),
        thisMonth: deliveredThisMonth.length,
        growth: growthSinceLastMonth(deliveredThisMonth.length, deliveredLastMonth.length),
      },
    },
    recentDeliveries: recent.map((s) => ({
      id: s.id,
      status: s.status,
      cargo: s.cargo,
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      pickupDate: s.pickupDate.toISOString(),
      amount: toKwacha(s.amountNgwee),
      paid: s.paid,
    })),
    availableLoads: loads.map((row) => ({
      id: row.id,
      cargo: row.cargo,
      fromLocation: row.fromLocation,
      toLocation: row.toLocation,
      weight: row.weightKg,
      distance: row.distanceKm,
      pickupDate: row.pickupDate.toISOString(),
      maxBudget: toKwacha(row.maxBudgetNgwee),
      estimatedValue: row.estimatedValueNgwee === null ? null : toKwacha(row.estimatedValueNgwee),
      bids: row.bidAmounts.map((amount) => ({ amount: toKwacha(amount) })),
      hasMyBid: row.hasMyBid,
    })),
  };
}
