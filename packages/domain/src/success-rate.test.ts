import { describe, expect, it } from 'vitest';
import { successRate } from './success-rate.ts';

describe('successRate (delivered ÷ total as a whole percent)', () => {
  it('is 0 for someone with no shipments yet', () => {
    expect(successRate(0, 0)).toBe(0);
  });

  it('is 100 when everything was delivered', () => {
    expect(successRate(7, 7)).toBe(100);
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(1, 8)).toBe(13); // 12.5
    expect(successRate(1, 200)).toBe(1); // 0.5
  });

  it('never leaves 0–100, whatever it is given', () => {
    expect(successRate(5, 4)).toBe(100);
    expect(successRate(-1, 4)).toBe(0);
    expect(successRate(3, -2)).toBe(0);
    expect(successRate(Number.NaN, 3)).toBe(0);
  });
});
