import type { CargoOwnerDashboard, QuoteStats } from '@njira/domain';
import { nextId } from './factories.ts';

/** GET /api/dashboard/cargo-owner for an owner with nothing yet: empty lists, zero figures. */
export function makeCargoOwnerDashboard(overrides: Partial<CargoOwnerDashboard> = {}): CargoOwnerDashboard {
  return {
    stats: {
      activeShipments: { value: 0, awaitingPickup: 0 },
      inTransit: { value: 0 },
      totalSpent: { value: 0, period: 'this month' },
      pendingQuotes: { value: 0, expiringSoon: 0 },
    },
    activeShipments: [],
    recentQuotes: [],
    ...overrides,
  };
}

type DashboardShipment = CargoOwnerDashboard['activeShipments'][number];

/** One of the owner dashboard's active shipments: copper from Kitwe to Lusaka, on the road, paid. */
export function makeDashboardShipment(overrides: Partial<DashboardShipment> = {}): DashboardShipment {
  return {
    id: nextId(),
    status: 'IN_TRANSIT',
    amount: 18_000,
    cargo: 'Mining - Copper',
    fromLocation: 'Kitwe',
    toLocation: 'Lusaka',
    transporter: { companyName: 'Mwale Haulage' },
    eta: '2026-03-13T00:00:00.000Z',
    progress: 50,
    paid: true,
    ...overrides,
  };
}

/** GET /api/quotes/stats for an owner with no quotes. */
export function makeQuoteStats(overrides: Partial<QuoteStats> = {}): QuoteStats {
  return { active: 0, accepted: 0, totalBids: 0, expired: 0, ...overrides };
}
