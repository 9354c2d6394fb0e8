import type { PlaceRecord } from './place-types.ts';
import { PLACE_RECORDS } from './places-data.gen.ts';

export type { PlaceKind, PlaceRecord } from './place-types.ts';

/** Every place a load can start or end at: Zambia's district seats, border posts, hubs, ports, towns. */
export const PLACES: readonly PlaceRecord[] = PLACE_RECORDS;

/** Country names for grouping the list, in the order shown (Zambia first). */
export const PLACE_COUNTRIES: Readonly<Record<string, string>> = {
  ZM: 'Zambia',
  CD: 'DR Congo',
  TZ: 'Tanzania',
  MW: 'Malawi',
  MZ: 'Mozambique',
  ZW: 'Zimbabwe',
  BW: 'Botswana',
  NA: 'Namibia',
  ZA: 'South Africa',
};

const spaced = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const byKey = new Map<string, PlaceRecord>();
for (const place of PLACES) {
  byKey.set(spaced(place.name), place);
  for (const alias of place.aliases ?? []) byKey.set(spaced(alias), place);
}

/** The catalogue place a name (or alias) means, ignoring case and spacing; null when unknown. */
export function findPlace(name: string): PlaceRecord | null {
  return byKey.get(spaced(name)) ?? null;
}

/** The catalogue's name for a name, ignoring case and spacing; null when unknown. */
export function placeName(name: string): string | null {
  return findPlace(name)?.name ?? null;
}

/** True when the name is exactly a catalogue place's display name (what a load stores). */
export function isCatalogueName(name: string): boolean {
  return findPlace(name)?.name === name;
}

/**
 * Places whose name, alias or seat town (Mafinga's is Thendere) has a word starting with what was
 * typed, case-insensitively, grouped by country (Zambia first) and sorted by name within each.
 */
export function searchPlaces(typed: string, limit = 50): PlaceRecord[] {
  const wanted = spaced(typed);
  const order = Object.keys(PLACE_COUNTRIES);
  return PLACES.filter((place) =>
    [place.name, ...(place.aliases ?? []), ...(place.seat ? [place.seat] : [])].some((name) =>
      name
        .toLowerCase()
        .split(/[\s'/-]+/)
        .some((_, i, words) => words.slice(i).join(' ').startsWith(wanted)),
    ),
  )
    .sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
