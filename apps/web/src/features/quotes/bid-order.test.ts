import { describe, expect, it } from 'vitest';
import { makeBid } from '../../testing/factories.ts';
import { bidsByAmount, countdownText, ratingText } from './bid-order.ts';

describe('bidsByAmount', () => {
  it('puts the cheapest first and, at equal amounts, the earlier bid first', () => {
    const late = makeBid({ amount: 15_000, createdAt: '2026-03-02T10:00:00.000Z' });
    const early = makeBid({ amount: 15_000, createdAt: '2026-03-02T08:00:00.000Z' });
    const dear = makeBid({ amount: 20_000 });
    const cheap = makeBid({ amount: 9_999.5 });
    expect(bidsByAmount([dear, late, cheap, early])).toEqual([cheap, early, late, dear]);
  });
  it('leaves the list it was given as it was', () => {
    const bids = [makeBid({ amount: 2 }), makeBid({ amount: 1 })];
    const copy = [...bids];
    bidsByAmount(bids);
    expect(bids).toEqual(copy);
  });
});

describe('countdownText', () => {
  const now = Date.parse('2026-03-01T00:00:00.000Z');
  it('counts days, hours, minutes and seconds', () => {
    expect(countdownText('2026-03-03T04:05:06.000Z', now)).toBe('2d 4h 5m 6s');
  });
  it('drops the days under one day', () => {
    expect(countdownText('2026-03-01T00:00:59.000Z', now)).toBe('0h 0m 59s');
  });
  it('is null once expired or for a bad date', () => {
    expect(countdownText('2026-03-01T00:00:00.000Z', now)).toBeNull();
    expect(countdownText('not a date', now)).toBeNull();
  });
});

describe('ratingText', () => {
  it("shows the average to one decimal and the count, 'No ratings yet' with none, nothing when absent", () => {
    expect(ratingText({ average: 4.456, count: 12 })).toBe('★ 4.5 (12)');
    expect(ratingText({ average: null, count: 0 })).toBe('No ratings yet');
    expect(ratingText(undefined)).toBeNull();
  });
});
