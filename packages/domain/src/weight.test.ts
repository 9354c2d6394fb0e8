import { describe, expect, it } from 'vitest';
import { formatTons } from './weight.ts';

describe('formatTons', () => {
  it('shows kilograms as tons with one decimal', () => {
    expect(formatTons(28_450)).toBe('28.5 tons');
    expect(formatTons(30_000)).toBe('30.0 tons');
    expect(formatTons(500)).toBe('0.5 tons');
  });

  it('reads a missing weight as 0', () => {
    expect(formatTons(Number.NaN)).toBe('0.0 tons');
  });
});
