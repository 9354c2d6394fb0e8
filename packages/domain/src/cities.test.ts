import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITY_COORDINATES,
  cityKey,
  DELIVERY_CITIES,
  PICKUP_CITIES,
  ROAD_LINKS,
  roadDistanceKm,
} from './cities.ts';

const towns = Object.keys(CITY_COORDINATES);

function greatCircleKm(a: string, b: string): number {
  const p = CITY_COORDINATES[a]!;
  const q = CITY_COORDINATES[b]!;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.lat - p.lat) * rad) / 2) ** 2 +
    Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(((q.lng - p.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('city catalogue', () => {
  it('lists every pickup and delivery city once', () => {
    expect(new Set(CITIES)).toEqual(new Set([...PICKUP_CITIES, ...DELIVERY_CITIES]));
    expect(CITIES).toHaveLength(new Set(CITIES).size);
  });

  it('has coordinates for every city and every town the road table uses', () => {
    for (const city of CITIES) expect(CITY_COORDINATES[city]).toBeDefined();
    for (const [a, b] of ROAD_LINKS)
      expect([CITY_COORDINATES[a], CITY_COORDINATES[b]]).not.toContain(undefined);
  });

  it('never has a road shorter than the straight line', () => {
    for (const [a, b, km] of ROAD_LINKS) expect(km).toBeGreaterThanOrEqual(greatCircleKm(a, b));
  });

  it('matches names regardless of case and takes the short cross-border names', () => {
    expect(cityKey('  lusaka ')).toBe('Lusaka');
    expect(cityKey('Dar es Salaam')).toBe('Dar es Salaam Tanzania');
    expect(cityKey('harare')).toBe('Harare Zimbabwe');
    expect(cityKey('Atlantis')).toBeNull();
  });
});

describe('roadDistanceKm', () => {
  it('is 0 within a city and null for a city it does not know', () => {
    expect(roadDistanceKm('Ndola', 'Ndola')).toBe(0);
    expect(roadDistanceKm('Lusaka', 'Atlantis')).toBeNull();
  });

  it('follows the main roads', () => {
    expect(Math.abs(roadDistanceKm('Lusaka', 'Kitwe')! - 390)).toBeLessThanOrEqual(40);
    expect(roadDistanceKm('Lusaka', 'Livingstone')).toBe(472);
    expect(roadDistanceKm('Lusaka', 'Chipata')).toBe(570);
    expect(roadDistanceKm('Ndola', 'Kitwe')).toBe(60);
    const dar = roadDistanceKm('Lusaka', 'Dar es Salaam Tanzania')!;
    expect(dar).toBeGreaterThanOrEqual(1800);
    expect(dar).toBeLessThanOrEqual(2100);
    const harare = roadDistanceKm('Lusaka', 'Harare Zimbabwe')!;
    expect(harare).toBeGreaterThanOrEqual(440);
    expect(harare).toBeLessThanOrEqual(540);
  });

  it('reaches every delivery city from every pickup city', () => {
    for (const from of PICKUP_CITIES) {
      for (const to of DELIVERY_CITIES) expect(roadDistanceKm(from, to)).toEqual(expect.any(Number));
    }
  });

  it('is the same both ways', () => {
    fc.assert(
      fc.property(fc.constantFrom(...towns), fc.constantFrom(...towns), (a, b) => {
        expect(roadDistanceKm(a, b)).toBe(roadDistanceKm(b, a));
      }),
    );
  });

  it('never beats going through a third town, nor the straight line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...towns),
        fc.constantFrom(...towns),
        fc.constantFrom(...towns),
        (a, b, c) => {
          const direct = roadDistanceKm(a, c)!;
          expect(direct).toBeLessThanOrEqual(roadDistanceKm(a, b)! + roadDistanceKm(b, c)!);
          expect(direct).toBeGreaterThanOrEqual(greatCircleKm(a, c) - 1e-9);
        },
      ),
    );
  });
});
