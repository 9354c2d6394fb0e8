import { describe, expect, it } from 'vitest';
import { formatDistance, formatKg, formatTons } from './measures.ts';

describe('formatTons', () => {
  it('shows kg as tons with one decimal', () => {
    expect(formatTons(28_000)).toBe('28.0 tons');
    expect(formatTons(1_250)).toBe('1.3 tons');
    expect(formatTons(450)).toBe('0.5 tons');
    expect(formatTons(1_234_000)).toBe('1,234.0 tons');
  });

  it('reads a missing or negative weight as nothing', () => {
    expect(formatTons(Number.NaN)).toBe('0.0 tons');
    expect(formatTons(-5)).toBe('0.0 tons');
  });
});

describe('formatKg', () => {
  it('groups the thousands of whole kilograms', () => {
    expect(formatKg(28_000)).toBe('28,000 kg');
    expect(formatKg(999.6)).toBe('1,000 kg');
    expect(formatKg(Number.NaN)).toBe('0 kg');
  });
});

describe('formatDistance', () => {
  it('shows the road distance in km', () => {
    expect(formatDistance(350)).toBe('350 km');
    expect(formatDistance(1_890.4)).toBe('1,890 km');
  });

  it('reads an unknown distance as about 250 km', () => {
    expect(formatDistance(null)).toBe('~250 km');
    expect(formatDistance(undefined)).toBe('~250 km');
    expect(formatDistance(0)).toBe('~250 km');
  });
});
