import type { CargoOwnerDashboard, QuoteStats } from '@njira/domain';

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

/** GET /api/quotes/stats for an owner with no quotes. */
export function makeQuoteStats(overrides: Partial<QuoteStats> = {}): QuoteStats {
  return { active: 0, accepted: 0, totalBids: 0, expired: 0, ...overrides };
}
