import {
  ACTIVE_SHIPMENT_STATUSES,
  type CargoOwnerDashboard,
  COMPLETED_SHIPMENT_STATUSES,
  type dashboardSchema,
  earningsMonthKey,
  IN_PROGRESS_SHIPMENT_STATUSES,
  isExpiringSoon,
  PENDING_PAYMENT_STATUSES,
  type PlatformStats,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  sortLoads,
  splitNgwee,
  type TransporterDashboard,
  toKwacha,
} from '@njira/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  bidAmountsFor,
  deliveredSince,
  type OpenQuoteRow,
  openQuotes,
  platformAggregates,
  type StatusTotals,
  shipmentAmounts,
  shipmentTotalsByStatus,
} from '../../db/queries/dashboard.ts';
import { listShipments } from '../../db/queries/shipments.ts';
import type { Caller } from '../../plugins/auth.ts';

export type Dashboard = z.infer<typeof dashboardSchema>;

const RECENT_DELIVERIES = 5;
const AVAILABLE_LOADS = 6;
const OWNER_ACTIVE_SHIPMENTS = 5;
const RECENT_QUOTES = 5;
/** Longer than any month: every shipment whose earnings month could be this one. */
const MONTH_WINDOW_MS = 32 * 86_400_000;

/** Not yet paid out to the transporter: the spec's pending set plus AWAITING_PICKUP (picked up, unpaid). */
const UNPAID_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (s) => PENDING_PAYMENT_STATUSES.includes(s) || ACTIVE_SHIPMENT_STATUSES.includes(s),
);
/** What an owner has committed to pay: delivered, active and in progress, i.e. anything not cancelled. */
const SPENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (s) =>
    COMPLETED_SHIPMENT_STATUSES.includes(s) ||
    ACTIVE_SHIPMENT_STATUSES.includes(s) ||
    IN_PROGRESS_SHIPMENT_STATUSES.includes(s),
);

function sum(
  totals: Map<ShipmentStatus, StatusTotals>,
  statuses: readonly ShipmentStatus[],
  key: keyof StatusTotals,
) {
  return statuses.reduce((acc, s) => acc + (totals.get(s)?.[key] ?? 0), 0);
}

/** The transporter's 80% of each shipment, added up in ngwee and given in Kwacha. */
function transporterShare(amountsNgwee: number[]): number {
  return toKwacha(amountsNgwee.reduce((acc, a) => acc + splitNgwee(a).transporterNgwee, 0));
}

const bidList = (amounts: number[] | undefined) => (amounts ?? []).map((a) => ({ amount: toKwacha(a) }));

export class DashboardService {
  constructor(private readonly db: Db) {}

  async forCaller(caller: Caller): Promise<Dashboard> {
    switch (caller.role) {
      case 'transporter':
        return { role: 'transporter', data: await this.transporter(caller.userId) };
      case 'cargo-owner':
        return { role: 'cargo-owner', data: await this.cargoOwner(caller.userId) };
      case 'admin':
        return { role: 'admin', data: await this.platform() };
    }
  }

  async transporter(transporterId: string, now = new Date()): Promise<TransporterDashboard> {
    const scope = { transporterId };
    const thisMonth = earningsMonthKey({ createdAt: now });
    const [totals, delivered, unpaid, recent, loads] = await Promise.all([
      shipmentTotalsByStatus(this.db, scope),
      deliveredSince(this.db, transporterId, new Date(now.getTime() - MONTH_WINDOW_MS)),
      shipmentAmounts(this.db, scope, UNPAID_STATUSES),
      listShipments(this.db, { scope, limit: RECENT_DELIVERIES, offset: 0 }),
      openQuotes(this.db, { now, bidderId: transporterId }),
    ]);
    const deliveredThisMonth = delivered.filter((s) => earningsMonthKey(s) === thisMonth);
    const shown = sortLoads(loads.map(priorityView)).slice(0, AVAILABLE_LOADS);
    const bidsByQuote = await bidAmountsFor(
      this.db,
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

  async cargoOwner(ownerId: string, now = new Date()): Promise<CargoOwnerDashboard> {
    const scope = { ownerId };
    const [totals, active, pending] = await Promise.all([
      shipmentTotalsByStatus(this.db, scope),
      listShipments(this.db, {
        scope,
        statuses: ACTIVE_SHIPMENT_STATUSES,
        limit: OWNER_ACTIVE_SHIPMENTS,
        offset: 0,
      }),
      openQuotes(this.db, { now, ownerId }),
    ]);
    const recentQuotes = pending.slice(0, RECENT_QUOTES);
    const bidsByQuote = await bidAmountsFor(
      this.db,
      recentQuotes.map((q) => q.id),
    );
    return {
      stats: {
        activeShipments: {
          value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
          awaitingPickup: sum(totals, ['PENDING_PICKUP', 'AWAITING_PICKUP'], 'count'),
        },
        inTransit: { value: sum(totals, ['IN_TRANSIT'], 'count') },
        totalSpent: { value: toKwacha(sum(totals, SPENT_STATUSES, 'amountNgwee')), period: 'All time' },
        pendingQuotes: {
          value: pending.length,
          expiringSoon: pending.filter((q) => isExpiringSoon(q.expiresAt, now)).length,
        },
      },
      activeShipments: active.rows.map(({ shipment: s, transporter }) => ({
        id: s.id,
        status: s.status,
        amount: toKwacha(s.amountNgwee),
        cargo: s.cargo,
        fromLocation: s.fromLocation,
        toLocation: s.toLocation,
        transporter: { companyName: transporter.companyName },
        eta: s.eta ? s.eta.toISOString() : null,
        progress: s.progress,
      })),
      recentQuotes: recentQuotes.map((q) => ({
        id: q.id,
        cargo: q.cargo,
        fromLocation: q.fromLocation,
        toLocation: q.toLocation,
        weight: q.weightKg,
        expiresAt: q.expiresAt.toISOString(),
        bids: bidList(bidsByQuote.get(q.id)),
      })),
    };
  }

  async platform(now = new Date()): Promise<PlatformStats> {
    const a = await platformAggregates(this.db, { now, inProgress: IN_PROGRESS_SHIPMENT_STATUSES });
    const { volumeNgwee, feesNgwee, ...shipments } = a.shipments;
    return {
      revenue: {
        totalVolume: toKwacha(volumeNgwee),
        platformFees: toKwacha(feesNgwee),
        transporterPayouts: toKwacha(volumeNgwee - feesNgwee),
      },
      users: a.users,
      quotes: a.quotes,
      shipments,
      bids: a.bids,
    };
  }
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
