import { describe, expect, it } from 'vitest';
import { averageBidsPerQuote, percentToOneDecimal, platformSuccessRate, routeName } from './admin-figures.ts';

describe('admin figures', () => {
  it('gives the success rate as delivered over quotes, to one decimal, 0 without quotes', () => {
    expect(platformSuccessRate(1, 3)).toBe(33.3);
    expect(platformSuccessRate(2, 3)).toBe(66.7);
    expect(platformSuccessRate(3, 3)).toBe(100);
    expect(platformSuccessRate(0, 5)).toBe(0);
    expect(platformSuccessRate(4, 0)).toBe(0);
  });

  it('rounds a percentage half up at the first decimal', () => {
    expect(percentToOneDecimal(1, 8)).toBe(12.5);
    expect(percentToOneDecimal(1, 16)).toBe(6.3);
    expect(percentToOneDecimal(Number.NaN, 2)).toBe(0);
  });

  it('averages bids per quote to one decimal, 0 without quotes', () => {
    expect(averageBidsPerQuote(7, 3)).toBe(2.3);
    expect(averageBidsPerQuote(5, 2)).toBe(2.5);
    expect(averageBidsPerQuote(0, 4)).toBe(0);
    expect(averageBidsPerQuote(3, 0)).toBe(0);
  });

  it('names a route from → to', () => {
    expect(routeName('Kitwe', 'Lusaka')).toBe('Kitwe → Lusaka');
  });
});
