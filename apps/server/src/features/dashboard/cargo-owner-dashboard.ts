import {
  ACTIVE_SHIPMENT_STATUSES,
  type CargoOwnerDashboard,
  EXPIRING_SOON_MS,
  toKwacha,
} from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { openLoadCounts, ownersNewestOpenLoads } from '../../db/queries/dashboard-loads.ts';
import { paymentTotals } from '../../db/queries/payments.ts';
import { recentShipments, shipmentStatusTotals, sumOf as sum } from '../../db/queries/shipment-figures.ts';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';

const OWNER_ACTIVE_SHIPMENTS = 5;
const RECENT_QUOTES = 5;

/**
 * Spec section 3's cargo-owner dashboard; money in Kwacha. Its four readings are independent, so
 * they run side by side; the figures are added up with the domain's status groups.
 */
export async function cargoOwnerDashboard(
  db: DbOrTx,
  snapshots: SnapshotCache,
  ownerId: string,
): Promise<CargoOwnerDashboard> {
  const scope = { ownerId };
  const [totals, active, counts, loads, payments] = await Promise.all([
    shipmentStatusTotals(db, scope),
    recentShipments(db, scope, { limit: OWNER_ACTIVE_SHIPMENTS, statuses: ACTIVE_SHIPMENT_STATUSES }),
    snapshots.sized(
      `dashboard:open:${ownerId}`,
      () => openLoadCounts(db, scope, EXPIRING_SOON_MS),
      (c) => c.open,
    ),
    ownersNewestOpenLoads(db, scope, RECENT_QUOTES),
    paymentTotals(db, scope),
  ]);
  return {
    stats: {
      activeShipments: {
        value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
        awaitingPickup: sum(totals, ['PENDING_PICKUP', 'AWAITING_PICKUP'], 'count'),
      },
      inTransit: { value: sum(totals, ['IN_TRANSIT'], 'count') },
      // The Payments screen's Total Spent, read from the ledger (ADR 021): paid and held in escrow.
      totalSpent: { value: toKwacha(payments.paidNgwee + payments.heldNgwee), period: 'All time' },
      pendingQuotes: { value: counts.open, expiringSoon: counts.expiringSoon },
    },
    activeShipments: active.map((s) => ({
      id: s.id,
      status: s.status,
      amount: toKwacha(s.amountNgwee),
      cargo: s.cargo,
      fromLocation: s.fromLocation,
      toLocation: s.toLocation,
      transporter: { companyName: s.transporterCompany },
      eta: s.expectedDelivery.toISOString(),
      progress: s.progress,
      paid: s.paid,
    })),
    recentQuotes: loads.map((q) => ({
      id: q.id,
      cargo: q.cargo,
      fromLocation: q.fromLocation,
      toLocation: q.toLocation,
      weight: q.weightKg,
      expiresAt: q.expiresAt.toISOString(),
      bids: q.bidAmounts.map((amount) => ({ amount: toKwacha(amount) })),
    })),
  };
}
