import { describe, expect, it } from 'vitest';
import {
  daysLeftLabel,
  deliveryDaysLeft,
  earningsMonthKey,
  growthBadge,
  lastMonthsKeys,
  MONTH_KEY_PATTERN,
  monthLabel,
  nextMonthKey,
  previousMonthKey,
} from './earnings.ts';

describe('earningsMonthKey', () => {
  it('uses completedAt first', () => {
    expect(
      earningsMonthKey({
        completedAt: '2026-03-05T10:00:00Z',
        deliveryDate: '2026-04-01',
        createdAt: '2026-02-01T00:00:00Z',
      }),
    ).toBe('2026-03');
  });

  it('falls back to deliveryDate, then createdAt', () => {
    expect(earningsMonthKey({ completedAt: null, deliveryDate: '2026-04-10', createdAt: '2026-02-01' })).toBe(
      '2026-04',
    );
    expect(earningsMonthKey({ createdAt: new Date('2026-02-01T08:00:00Z') })).toBe('2026-02');
  });

  it('counts the month in Lusaka time', () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Lusaka.
    expect(earningsMonthKey({ completedAt: '2026-03-31T22:30:00Z', createdAt: '2026-03-01' })).toBe(
      '2026-04',
    );
  });

  it('skips a value that is not a date', () => {
    expect(earningsMonthKey({ completedAt: 'never', createdAt: '2026-01-15' })).toBe('2026-01');
    expect(earningsMonthKey({ createdAt: '' })).toBeNull();
  });
});

describe('lastMonthsKeys', () => {
  it('lists the last n months oldest first, across a year end', () => {
    expect(lastMonthsKeys(6, new Date('2026-02-15T12:00:00Z'))).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('takes the current month in Lusaka time', () => {
    expect(lastMonthsKeys(1, new Date('2026-02-28T23:30:00Z'))).toEqual(['2026-03']);
  });

  it('is empty for zero months', () => {
    expect(lastMonthsKeys(0)).toEqual([]);
  });
});

describe('monthLabel', () => {
  it('names the month and year', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('returns anything else unchanged', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('deliveryDaysLeft', () => {
  const now = new Date('2026-03-10T09:00:00Z'); // 11:00 on 10 March in Lusaka

  it('counts calendar days in Lusaka until the expected date', () => {
    expect(deliveryDaysLeft('2026-03-13T06:00:00Z', now)).toBe(3);
    // 23:30 UTC on 10 March is already 11 March in Lusaka: one day left.
    expect(deliveryDaysLeft('2026-03-10T23:30:00Z', now)).toBe(1);
    expect(deliveryDaysLeft('2026-03-10T20:00:00Z', now)).toBe(0);
  });

  it('never goes below 0 for a delivery that is late', () => {
    expect(deliveryDaysLeft('2026-03-01T10:00:00Z', now)).toBe(0);
    expect(deliveryDaysLeft('2025-12-31T10:00:00Z', now)).toBe(0);
  });

  it('counts across a month and a year end', () => {
    expect(deliveryDaysLeft('2027-01-02T10:00:00Z', new Date('2026-12-30T10:00:00Z'))).toBe(3);
  });

  it('is 0 for a date that cannot be read', () => {
    expect(deliveryDaysLeft('soon', now)).toBe(0);
    expect(deliveryDaysLeft(null, now)).toBe(0);
  });
});

describe('daysLeftLabel', () => {
  it("reads 'N days left', singular for one", () => {
    expect(daysLeftLabel(0)).toBe('0 days left');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(12)).toBe('12 days left');
  });
});

describe('growthBadge', () => {
  it('points up or down with the absolute value to one decimal', () => {
    expect(growthBadge(12.345)).toEqual({ direction: 'up', text: '12.3%' });
    expect(growthBadge(-40)).toEqual({ direction: 'down', text: '40.0%' });
  });

  it('is hidden when growth is 0, rounds to 0, or is not a number', () => {
    expect(growthBadge(0)).toBeNull();
    expect(growthBadge(0.04)).toBeNull();
    expect(growthBadge(Number.NaN)).toBeNull();
  });
});

describe('month keys', () => {
  it('accepts only real YYYY-MM months', () => {
    expect(MONTH_KEY_PATTERN.test('2026-03')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-3', '26-03', '2026-03-01', 'march']) {
      expect(MONTH_KEY_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('steps back one month, across a year end', () => {
    expect(previousMonthKey('2026-03')).toBe('2026-02');
    expect(previousMonthKey('2026-01')).toBe('2025-12');
  });

  it('steps forward one month, across a year end', () => {
    expect(nextMonthKey('2026-03')).toBe('2026-04');
    expect(nextMonthKey('2025-12')).toBe('2026-01');
  });
});
