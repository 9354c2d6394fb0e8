import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  earningsMonthKey,
  PENDING_PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  sortLoads,
  splitNgwee,
  type TransporterDashboard,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import {
  bidAmountsFor,
  deliveredSince,
  type OpenQuoteRow,
  openQuotes,
  shipmentAmounts,
  shipmentTotalsByStatus,
} from '../../db/queries/dashboard.ts';
import { listShipments } from '../../db/queries/shipments.ts';
import { bidList, sumOf as sum } from './status-sums.ts';

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

/** Spec section 3's transporter dashboard; money in Kwacha, earnings months in Lusaka time. */
export async function transporterDashboard(
  db: Db,
  transporterId: string,
  now = new Date(),
): Promise<TransporterDashboard> {
  const scope = { transporterId };
  const thisMonth = earningsMonthKey({ createdAt: now });
  const [totals, delivered, unpaid, recent, loads] = await Promise.all([
    shipmentTotalsByStatus(db, scope),
    deliveredSince(db, scope, new Date(now.getTime() - MONTH_WINDOW_MS)),
    shipmentAmounts(db, scope, UNPAID_STATUSES),
    listShipments(db, scope, { limit: RECENT_DELIVERIES, offset: 0 }),
    openQuotes(db, scope, now),
  ]);
  const deliveredThisMonth = delivered.filter((s) => earningsMonthKey(s) === thisMonth);
  const shown = sortLoads(loads.map(priorityView)).slice(0, AVAILABLE_LOADS);
  const bidsByQuote = await bidAmountsFor(
    db,
    scope,
    shown.map((l) => l.row.id),
  );
  return {
    stats: {
      activeDeliveries: {
        value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
        pendingPickup: sum(totals, ['PENDING_PICKUP'], 'count'),
      },
      availableLoads: { value: loads.length },
      monthlyEarnings: {
        value: transporterShare(deliveredThisMonth.map((s) => s.amountNgwee)),
        pending: transporterShare(unpaid),
      },
      completedTrips: {
        value: sum(totals, COMPLETED_SHIPMENT_STATUSES, 'count'),
        thisMonth: deliveredThisMonth.length,
      },
    },
    recentDeliveries: recent.rows.map(({ shipment: s }) => ({
      id: s.id,
      status: s.status,
      cargo: s.cargo,
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      pickupDate: s.pickupDate.toISOString(),
      amount: toKwacha(s.amountNgwee),
    })),
    availableLoads: shown.map(({ row }) => ({
      id: row.id,
      cargo: row.cargo,
      fromLocation: row.fromLocation,
      toLocation: row.toLocation,
      weight: row.weightKg,
      distance: row.distanceKm,
      pickupDate: row.pickupDate.toISOString(),
      maxBudget: toKwacha(row.maxBudgetNgwee),
      estimatedValue: row.estimatedValueNgwee === null ? null : toKwacha(row.estimatedValueNgwee),
      bids: bidList(bidsByQuote.get(row.id)),
      hasMyBid: row.hasMyBid,
    })),
  };
}

/** What the domain's load sort reads, with the row kept alongside. */
function priorityView(row: OpenQuoteRow) {
  return {
    row,
    insuranceRequired: row.insuranceRequired,
    estimatedValue: row.estimatedValueNgwee === null ? null : toKwacha(row.estimatedValueNgwee),
    distance: row.distanceKm,
    bidCount: row.bidCount,
  };
}
