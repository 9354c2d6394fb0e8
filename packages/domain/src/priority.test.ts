import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLongDistance,
  isNearby,
  type LoadPriority,
  loadPriority,
  PRIORITY_LABELS,
  sortLoads,
} from './priority.ts';

describe('loadPriority', () => {
  it('is high when insurance is required, whatever the distance', () => {
    expect(loadPriority({ insuranceRequired: true, estimatedValue: null, distance: 50 })).toBe('high');
  });

  it('is high when the estimated value is above 50,000, but not at exactly 50,000', () => {
    expect(loadPriority({ insuranceRequired: false, estimatedValue: 50_001, distance: 900 })).toBe('high');
    expect(loadPriority({ insuranceRequired: false, estimatedValue: 50_000, distance: 900 })).toBe('normal');
  });

  it('is nearby under 200 km, and normal from 200 km or with no distance', () => {
    expect(loadPriority({ insuranceRequired: false, estimatedValue: 100, distance: 199 })).toBe('nearby');
    expect(loadPriority({ insuranceRequired: false, estimatedValue: 100, distance: 200 })).toBe('normal');
    expect(loadPriority({ insuranceRequired: false, estimatedValue: null, distance: null })).toBe('normal');
  });

  it('has the spec labels', () => {
    expect(PRIORITY_LABELS).toEqual({ high: 'High Priority', nearby: 'Nearby', normal: 'Normal' });
  });
});

describe('isNearby and isLongDistance', () => {
  it('draw the bands at under 200 km and over 1000 km', () => {
    expect([isNearby(199.9), isNearby(200), isNearby(null)]).toEqual([true, false, false]);
    expect([isLongDistance(1000), isLongDistance(1001), isLongDistance(undefined)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});

const loadArb = fc.record({
  id: fc.nat(),
  insuranceRequired: fc.boolean(),
  estimatedValue: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  distance: fc.option(fc.integer({ min: 0, max: 2500 }), { nil: null }),
  bids: fc.array(fc.constant({}), { maxLength: 6 }),
});
const rank: Record<LoadPriority, number> = { high: 0, nearby: 1, normal: 2 };

describe('sortLoads', () => {
  it('puts high before nearby before normal, then fewest bids first', () => {
    const loads = [
      { id: 'normal', insuranceRequired: false, estimatedValue: null, distance: 800, bids: [] },
      { id: 'nearby-busy', insuranceRequired: false, estimatedValue: null, distance: 50, bids: [1, 2] },
      { id: 'high', insuranceRequired: true, estimatedValue: null, distance: 800, bids: [1, 2, 3] },
      { id: 'nearby-quiet', insuranceRequired: false, estimatedValue: null, distance: 150, bids: [] },
    ];
    expect(sortLoads(loads).map((l) => l.id)).toEqual(['high', 'nearby-quiet', 'nearby-busy', 'normal']);
  });

  it('reads a bid count when the list carries one instead of the bids', () => {
    const loads = [
      { id: 'a', distance: 500, bidCount: 4 },
      { id: 'b', distance: 500, bidCount: 1 },
    ];
    expect(sortLoads(loads).map((l) => l.id)).toEqual(['b', 'a']);
  });

  it('returns a new array and leaves the input alone', () => {
    const loads = [
      { id: 'a', distance: 500, bidCount: 4 },
      { id: 'b', distance: 50, bidCount: 0 },
    ];
    const sorted = sortLoads(loads);
    expect(sorted).not.toBe(loads);
    expect(loads.map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('is ordered by priority then bids, keeps every load, and keeps ties in their order', () => {
    fc.assert(
      fc.property(fc.array(loadArb, { maxLength: 40 }), (loads) => {
        const sorted = sortLoads(loads);
        expect(sorted).toHaveLength(loads.length);
        expect(new Set(sorted)).toEqual(new Set(loads));
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          const byRank = rank[loadPriority(a)] - rank[loadPriority(b)];
          expect(byRank).toBeLessThanOrEqual(0);
          if (byRank === 0) {
            expect(a.bids.length).toBeLessThanOrEqual(b.bids.length);
            if (a.bids.length === b.bids.length) expect(loads.indexOf(a)).toBeLessThan(loads.indexOf(b));
          }
        }
      }),
    );
  });
});
