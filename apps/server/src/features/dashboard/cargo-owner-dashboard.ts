import {
  ACTIVE_SHIPMENT_STATUSES,
  type CargoOwnerDashboard,
  COMPLETED_SHIPMENT_STATUSES,
  EXPIRING_SOON_MS,
  IN_PROGRESS_SHIPMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { openLoadCounts, openLoads, shipmentFigures } from '../../db/queries/dashboard.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import { bidList, sumOf as sum } from './status-sums.ts';

const OWNER_ACTIVE_SHIPMENTS = 5;
const RECENT_QUOTES = 5;

/** What an owner has committed to pay: delivered, active and in progress, i.e. anything not cancelled. */
const SPENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (s) =>
    COMPLETED_SHIPMENT_STATUSES.includes(s) ||
    ACTIVE_SHIPMENT_STATUSES.includes(s) ||
    IN_PROGRESS_SHIPMENT_STATUSES.includes(s),
);

/** Spec section 3's cargo-owner dashboard; money in Kwacha. */
export async function cargoOwnerDashboard(
  db: Db,
  snapshots: SnapshotCache,
  ownerId: string,
  now = new Date(),
): Promise<CargoOwnerDashboard> {
  const scope = { ownerId };
  const [mine, counts, recentQuotes] = await Promise.all([
    shipmentFigures(db, scope, {
      deliveredSince: now,
      amountsOf: [],
      recent: OWNER_ACTIVE_SHIPMENTS,
      recentStatuses: ACTIVE_SHIPMENT_STATUSES,
    }),
    snapshots.sized(
      `owner-open-loads:${ownerId}`,
      (upTo) => openLoadCounts(db, scope, { now, soon: new Date(now.getTime() + EXPIRING_SOON_MS), upTo }),
      (counts) => counts.open,
    ),
    openLoads(db, scope, { order: 'newest', limit: RECENT_QUOTES }),
  ]);
  const { totals } = mine;
  return {
    stats: {
      activeShipments: {
        value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
        awaitingPickup: sum(totals, ['PENDING_PICKUP', 'AWAITING_PICKUP'], 'count'),
      },
      inTransit: { value: sum(totals, ['IN_TRANSIT'], 'count') },
      totalSpent: { value: toKwacha(sum(totals, SPENT_STATUSES, 'amountNgwee')), period: 'All time' },
      pendingQuotes: { value: counts.open, expiringSoon: counts.expiringSoon },
    },
    activeShipments: mine.recent.map((s) => ({
      id: s.id,
      status: s.status,
      amount: toKwacha(s.amountNgwee),
      cargo: s.cargo,
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      transporter: { companyName: s.transporterCompany },
      eta: s.eta ? new Date(s.eta).toISOString() : null,
      progress: s.progress,
    })),
    recentQuotes: recentQuotes.map((q) => ({
      id: q.id,
      cargo: q.cargo,
      fromLocation: q.fromLocation,
      toLocation: q.toLocation,
      weight: q.weightKg,
      expiresAt: q.expiresAt.toISOString(),
      bids: bidList(q.bidAmounts),
    })),
  };
}
