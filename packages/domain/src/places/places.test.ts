import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-50m.json' with { type: 'json' };
import districts from '../../../../scripts/places/zambia-districts.json' with { type: 'json' };
import { findPlace, isCatalogueName, PLACES, placeName, searchPlaces } from './catalogue.ts';
import { UNRESOLVED_SEATS } from './places-data.gen.ts';
import { DELIVERY_CITIES, PICKUP_CITIES } from './spec-cities.ts';

const zambia = feature(atlas, atlas.objects.countries).features.find((f) => f.properties?.name === 'Zambia')!;

/** Ray casting over every ring of Zambia's 1:50m outline (Natural Earth via world-atlas). */
function insideZambia(lng: number, lat: number): boolean {
  const geometry = zambia.geometry;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi! > lat !== yj! > lat && lng < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
  }
  return inside;
}

/** Inside, or within about 5 km of the coarse 1:50m line (Luangwa sits on the Zambezi border). */
function inOrOnZambia(lng: number, lat: number): boolean {
  const d = 0.045;
  return [
    [0, 0],
    [d, 0],
    [-d, 0],
    [0, d],
    [0, -d],
  ].some(([x, y]) => insideZambia(lng + x!, lat + y!));
}

describe('the places catalogue', () => {
  const seats = PLACES.filter((p) => p.kind === 'district-seat');

  it('lists the 116 districts of Zambia, each catalogued or named as unresolved', () => {
    const all = Object.values(districts.provinces).flat();
    expect(all).toHaveLength(116);
    expect(new Set(all).size).toBe(116);
    const accounted = [...seats.map((s) => s.district), ...UNRESOLVED_SEATS.map((u) => u.district)];
    expect(accounted.sort()).toEqual([...all].sort());
    // The seats not yet resolved are a known, shrinking list (see DATA.md); it must not grow.
    expect(UNRESOLVED_SEATS.length).toBeLessThanOrEqual(24);
  });

  it('puts every district seat inside Zambia (point in the 1:50m outline)', () => {
    expect(seats.length).toBeGreaterThanOrEqual(92);
    for (const seat of seats) {
      expect(seat.country).toBe('ZM');
      expect(inOrOnZambia(seat.lng, seat.lat), seat.name).toBe(true);
    }
  });

  it('the outline test can fail: Harare and Lubumbashi are outside', () => {
    for (const name of ['Harare Zimbabwe', 'Lubumbashi', 'Mbeya']) {
      const p = findPlace(name)!;
      expect(inOrOnZambia(p.lng, p.lat), name).toBe(false);
    }
  });

  it('has unique names and ids, each with a source', () => {
    expect(new Set(PLACES.map((p) => p.name)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const p of PLACES) expect(p.source).not.toBe('');
  });

  it('has every border post, hub and port the issue lists', () => {
    const listed = [
      ['Kasumbalesa', 'Chirundu', 'Kazungula', 'Victoria Falls', 'Nakonde', 'Tunduma', 'Mwami', 'Mchinji'],
      ['Katima Mulilo', 'Wenela', 'Kariba', 'Mokambo', 'Sakania', 'Chanida'],
      ['Lubumbashi', 'Kolwezi', 'Likasi', 'Harare', 'Bulawayo', 'Lilongwe', 'Blantyre', 'Gaborone'],
      ['Francistown', 'Johannesburg', 'Durban', 'Windhoek', 'Walvis Bay', 'Beira', 'Nacala', 'Mbeya'],
      ['Dar es Salaam', 'Solwezi', 'Kabwe', 'Mansa', 'Kasama', 'Mongu'],
    ].flat();
    for (const name of listed) expect(findPlace(name), name).not.toBeNull();
    for (const name of ['Kasumbalesa', 'Chirundu', 'Kazungula', 'Tunduma', 'Mwami', 'Wenela', 'Chanida'])
      expect(findPlace(name)!.borderWith, name).toBeDefined();
  });

  it("keeps the spec's names, so stored loads still resolve", () => {
    for (const name of [...PICKUP_CITIES, ...DELIVERY_CITIES]) expect(isCatalogueName(name), name).toBe(true);
    expect(placeName('  dar es salaam ')).toBe('Dar es Salaam Tanzania');
    expect(placeName('HARARE')).toBe('Harare Zimbabwe');
    expect(placeName('Atlantis')).toBeNull();
    expect(isCatalogueName('lusaka')).toBe(false);
  });

  it('searches from the start of any word, case-insensitively, Zambia first', () => {
    expect(searchPlaces('kap').map((p) => p.name)).toEqual(['Kapiri Mposhi', 'Kaputa']);
    expect(searchPlaces('mposhi').map((p) => p.name)).toEqual(['Kapiri Mposhi']);
    expect(searchPlaces('salaam').map((p) => p.name)).toEqual(['Dar es Salaam Tanzania']);
    expect(searchPlaces('osh')).toEqual([]);
    // A seat town named otherwise finds its district seat.
    expect(searchPlaces('thendere').map((p) => p.name)).toEqual(['Mafinga']);
    expect(searchPlaces('munkuye').map((p) => p.name)).toEqual(['Nkeyema']);
    const lu = searchPlaces('lu');
    expect(lu[0]!.country).toBe('ZM');
    expect(lu.map((p) => p.name)).toContain('Lubumbashi');
    expect(lu.findIndex((p) => p.country !== 'ZM')).toBeGreaterThan(
      lu.findLastIndex((p) => p.country === 'ZM'),
    );
  });
});
