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
import { openLoadCounts, ownerDashboardFigures } from '../../db/queries/dashboard.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { LIVE_COUNT_LIMIT, type SnapshotCache } from '../../lib/snapshot-cache.ts';
import { sumOf as sum } from './status-sums.ts';

const OWNER_ACTIVE_SHIPMENTS = 5;
const RECENT_QUOTES = 5;

/** What an owner has committed to pay: delivered, active and in progress, i.e. anything not cancelled. */
const SPENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (s) =>
    COMPLETED_SHIPMENT_STATUSES.includes(s) ||
    ACTIVE_SHIPMENT_STATUSES.includes(s) ||
    IN_PROGRESS_SHIPMENT_STATUSES.includes(s),
);

/**
 * Spec section 3's cargo-owner dashboard, as the JSON text the API sends; money in Kwacha. One
 * statement reads it all (`ownerDashboardFigures`); PostgreSQL writes the recent quotes with their
 * bids, Node the figures it adds up with the domain's status groups.
 */
export async function cargoOwnerDashboard(
  db: Db,
  snapshots: SnapshotCache,
  ownerId: string,
  now = new Date(),
): Promise<JsonText<CargoOwnerDashboard>> {
  const scope = { ownerId };
  const countKey = `owner-open-loads:${ownerId}`;
  const openCount = (c: { open: number }) => c.open;
  // An owner already known to have more open loads than a live count goes to is not counted here.
  const counted = !snapshots.servesSnapshot(countKey, openCount);
  const figures = await ownerDashboardFigures(db, scope, {
    recent: OWNER_ACTIVE_SHIPMENTS,
    recentStatuses: ACTIVE_SHIPMENT_STATUSES,
    loads: RECENT_QUOTES,
    // One more than a live count goes to: past it, the count is a snapshot (`SnapshotCache.sized`).
    countUpTo: counted ? LIVE_COUNT_LIMIT + 1 : 0,
    soonMs: EXPIRING_SOON_MS,
  });
  const counts = await snapshots.sized(
    countKey,
    // The statement counted the live case; an owner with more open loads gets them counted whole
    // (so does one whose snapshot was dropped from the cache since it was looked up above).
    (upTo) =>
      upTo !== undefined && counted
        ? Promise.resolve(figures.counts)
        : openLoadCounts(db, scope, { now, soon: new Date(now.getTime() + EXPIRING_SOON_MS) }),
    openCount,
  );
  const { totals } = figures;
  const stats: CargoOwnerDashboard['stats'] = {
    activeShipments: {
      value: sum(totals, ACTIVE_SHIPMENT_STATUSES, 'count'),
      awaitingPickup: sum(totals, ['PENDING_PICKUP', 'AWAITING_PICKUP'], 'count'),
    },
    inTransit: { value: sum(totals, ['IN_TRANSIT'], 'count') },
    totalSpent: { value: toKwacha(sum(totals, SPENT_STATUSES, 'amountNgwee')), period: 'All time' },
    pendingQuotes: { value: counts.open, expiringSoon: counts.expiringSoon },
  };
  const activeShipments: CargoOwnerDashboard['activeShipments'] = figures.recent.map((s) => ({
    id: s.id,
    status: s.status,
    amount: toKwacha(s.amountNgwee),
    cargo: s.cargo,
    fromLocation: s.fromLocation,
    toLocation: s.toLocation,
    transporter: { companyName: s.transporterCompany },
    eta: s.eta ? new Date(s.eta).toISOString() : null,
    progress: s.progress,
  }));
  // Both built above field by field, so nothing the schema does not list is written.
  return `{"stats":${JSON.stringify(stats)},"activeShipments":${JSON.stringify(activeShipments)},"recentQuotes":${figures.recentQuotes}}`;
}
