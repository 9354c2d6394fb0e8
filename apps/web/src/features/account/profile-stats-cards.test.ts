import { describe, expect, it } from 'vitest';
import { statCards } from './profile-stats-cards.tsx';

const shown = (cards: ReturnType<typeof statCards>) => cards.map((c) => [c.title, c.value]);

describe('the profile figures as cards', () => {
  it('gives a transporter deliveries, completed, success rate and earnings in Kwacha', () => {
    const cards = statCards({
      role: 'transporter',
      totalDeliveries: 12,
      completed: 9,
      successRate: 75,
      totalEarned: 48_250.5,
      rating: { average: 4.5, count: 2 },
    });
    expect(shown(cards)).toEqual([
      ['Total Deliveries', '12'],
      ['Completed', '9'],
      ['Success Rate', '75%'],
      ['Total Earned', 'K 48,250.50'],
    ]);
  });

  it('gives a cargo owner shipments, completed, success rate and spending', () => {
    const cards = statCards({
      role: 'cargo-owner',
      totalShipments: 0,
      completed: 0,
      successRate: 0,
      totalSpent: 0,
      rating: { average: null, count: 0 },
    });
    expect(shown(cards)).toEqual([
      ['Total Shipments', '0'],
      ['Completed', '0'],
      ['Success Rate', '0%'],
      ['Total Spent', 'K 0'],
    ]);
  });
});
