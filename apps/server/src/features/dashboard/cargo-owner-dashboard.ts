import {
  ACTIVE_SHIPMENT_STATUSES,
  type CargoOwnerDashboard,
  COMPLETED_SHIPMENT_STATUSES,
  IN_PROGRESS_SHIPMENT_STATUSES,
  isExpiringSoon,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { bidAmountsFor, openQuotes, shipmentTotalsByStatus } from '../../db/queries/dashboard.ts';
import { listShipments } from '../../db/queries/shipments.ts';
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
  ownerId: string,
  now = new Date(),
): Promise<CargoOwnerDashboard> {
  const scope = { ownerId };
  const [totals, active, pending] = await Promise.all([
    shipmentTotalsByStatus(db, scope),
    listShipments(db, scope, {
      statuses: ACTIVE_SHIPMENT_STATUSES,
      limit: OWNER_ACTIVE_SHIPMENTS,
      offset: 0,
    }),
    openQuotes(db, scope, now),
  ]);
  const recentQuotes = pending.slice(0, RECENT_QUOTES);
  const bidsByQuote = await bidAmountsFor(
    db,
    scope,
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
