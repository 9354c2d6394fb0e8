import { describe, expect, it } from 'vitest';
import { ratingAverage, ratingSummary, ratingText } from './ratings.ts';

describe('the rating average', () => {
  it('is null with no ratings', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingSummary(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('is the mean of the stars to one decimal, halves rounded up', () => {
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(13, 3)).toBe(4.3); // 4.333…
    expect(ratingAverage(14, 3)).toBe(4.7); // 4.666…
    expect(ratingAverage(17, 4)).toBe(4.3); // 4.25
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(1, 1)).toBe(1);
  });

  it('stays exact for large counts', () => {
    expect(ratingAverage(4 * 100_000 + 1, 100_000)).toBe(4);
    expect(ratingSummary(45, 10)).toEqual({ average: 4.5, count: 10 });
  });
});

describe('the rating as text', () => {
  it('reads the average with one decimal and the count', () => {
    expect(ratingText({ average: 4.5, count: 2 })).toBe('4.5 (2 ratings)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 (1 rating)');
  });

  it('says so when there are none', () => {
    expect(ratingText({ average: null, count: 0 })).toBe('No ratings yet');
  });
});
