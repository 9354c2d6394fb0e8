import { describe, expect, it } from 'vitest';
import { PLACES } from './catalogue.ts';
import { PUBLISHED_DISTANCES } from './published-distances.ts';
import { greatCircleKm, ROAD_EDGES, roadDistanceKm, shortestRoute } from './routes.ts';

describe('the road graph', () => {
  it('is connected: every place reaches Lusaka', () => {
    for (const place of PLACES)
      expect(roadDistanceKm('Lusaka', place.name), place.name).toEqual(expect.any(Number));
  });

  it('holds every published distance within 10%', () => {
    expect(PUBLISHED_DISTANCES.length).toBeGreaterThanOrEqual(10);
    for (const { from, to, km, source } of PUBLISHED_DISTANCES) {
      expect(source).not.toBe('');
      const graph = roadDistanceKm(from, to)!;
      expect(Math.abs(graph - km) / km, `${from}–${to}: ${graph} km against ${km}`).toBeLessThanOrEqual(0.1);
    }
  });

  it('never makes a road shorter than the straight line', () => {
    for (const edge of ROAD_EDGES) {
      const a = PLACES.find((p) => p.name === edge.from)!;
      const b = PLACES.find((p) => p.name === edge.to)!;
      expect(edge.km).toBeGreaterThanOrEqual(greatCircleKm(a, b) - 1e-9);
    }
  });

  it('is symmetric, 0 for the same place and null for an unknown one', () => {
    expect(roadDistanceKm('Ndola', 'Ndola')).toBe(0);
    expect(roadDistanceKm('Lusaka', 'Atlantis')).toBeNull();
    expect(roadDistanceKm('Solwezi', 'Lubumbashi')).toBe(roadDistanceKm('Lubumbashi', 'Solwezi'));
  });
});

describe('shortestRoute', () => {
  it('passes the towns on the road in order and names the border posts crossed', () => {
    const dar = shortestRoute('Lusaka', 'Dar es Salaam Tanzania')!;
    expect(dar.via.slice(0, 3)).toEqual(['Lusaka', 'Chibombo', 'Kabwe']);
    expect(dar.via).toContain('Mpika');
    expect(dar.borders).toEqual(['Nakonde', 'Tunduma']);
    expect(dar.km).toBeGreaterThan(1800);
    expect(dar.km).toBeLessThan(2100);
    const copper = shortestRoute('Solwezi', 'Lubumbashi')!;
    expect(copper.via).toEqual(['Solwezi', 'Chingola', 'Chililabombwe', 'Kasumbalesa', 'Lubumbashi']);
    expect(copper.borders).toEqual(['Kasumbalesa']);
    expect(shortestRoute('Lusaka', 'Harare Zimbabwe')!.borders).toEqual(['Chirundu']);
    expect(shortestRoute('Lusaka', 'Kitwe')!.borders).toEqual([]);
  });
});
