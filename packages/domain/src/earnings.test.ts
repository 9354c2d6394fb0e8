import { describe, expect, it } from 'vitest';
import { earningsMonthKey, lastMonthsKeys, monthLabel } from './earnings.ts';

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
