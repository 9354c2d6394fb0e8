import type { AdminActivity, AdminActivityCounts, AdminAnalytics } from '@njira/domain';
import { ACTIVITY_TYPES } from '@njira/domain';
import { nextId } from './factories.ts';

// The admin's analytics and activity log, as their screens' tests want them.

export function makeAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    trend: [
      { month: '2025-10', quotes: 4, shipments: 2, revenue: 1_000 },
      { month: '2025-11', quotes: 6, shipments: 3, revenue: 2_500 },
      { month: '2025-12', quotes: 3, shipments: 1, revenue: 0 },
      { month: '2026-01', quotes: 8, shipments: 5, revenue: 5_000 },
      { month: '2026-02', quotes: 5, shipments: 4, revenue: 4_000 },
      { month: '2026-03', quotes: 2, shipments: 1, revenue: 800 },
    ],
    topRoutes: [
      {
        route: 'Kitwe → Lusaka',
        fromLocation: 'Kitwe',
        toLocation: 'Lusaka',
        shipments: 9,
        revenue: 180_000,
      },
      {
        route: 'Ndola → Durban',
        fromLocation: 'Ndola',
        toLocation: 'Durban',
        shipments: 3,
        revenue: 120_000,
      },
    ],
    cargoTypes: [
      { cargoType: 'Mining', count: 12 },
      { cargoType: 'Other', count: 3 },
    ],
    successRate: { rate: 41.25, delivered: 33, quotes: 80 },
    averageBids: { average: 3, totalBids: 240, quotes: 80 },
    averageTransaction: { average: 18_500.5, shipments: 47 },
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: nextId(),
    type: 'QUOTE_CREATED',
    description: 'New load posted: Kitwe to Lusaka',
    user: 'Copperbelt Mining Ltd',
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    metadata: {},
    ...overrides,
  };
}

export function makeActivityCounts(
  byType: Partial<AdminActivityCounts['byType']> = {},
  total?: number,
): AdminActivityCounts {
  const all = Object.fromEntries(
    ACTIVITY_TYPES.map((t) => [t, byType[t] ?? 0]),
  ) as AdminActivityCounts['byType'];
  return { total: total ?? Object.values(all).reduce((n, v) => n + v, 0), byType: all };
}
