/** Where loads are picked up (spec section 3). */
export const PICKUP_CITIES = ['Lusaka', 'Kitwe', 'Ndola', 'Livingstone', 'Chipata', 'Chingola'] as const;
export type PickupCity = (typeof PICKUP_CITIES)[number];

/** Where loads are delivered (spec section 3); the two cross-border cities keep the spec's names. */
export const DELIVERY_CITIES = [
  'Lusaka',
  'Kitwe',
  'Ndola',
  'Livingstone',
  'Chipata',
  'Dar es Salaam Tanzania',
  'Harare Zimbabwe',
] as const;
export type DeliveryCity = (typeof DELIVERY_CITIES)[number];

/** Every city a load can start or end at. */
export const CITIES: readonly (PickupCity | DeliveryCity)[] = [
  ...new Set([...PICKUP_CITIES, ...DELIVERY_CITIES]),
];

/** Town centres (WGS84, 4 decimals), including the junction towns the road table passes through. */
export const CITY_COORDINATES: Record<string, { lat: number; lng: number }> = {
  Lusaka: { lat: -15.4167, lng: 28.2833 },
  Kitwe: { lat: -12.8024, lng: 28.2132 },
  Ndola: { lat: -12.9587, lng: 28.6366 },
  Livingstone: { lat: -17.8419, lng: 25.8543 },
  Chipata: { lat: -13.6333, lng: 32.65 },
  Chingola: { lat: -12.5289, lng: 27.8538 },
  'Dar es Salaam Tanzania': { lat: -6.7924, lng: 39.2083 },
  'Harare Zimbabwe': { lat: -17.8292, lng: 31.0522 },
  Kafue: { lat: -15.7691, lng: 28.1814 },
  Chirundu: { lat: -16.0333, lng: 28.85 },
  Kabwe: { lat: -14.4469, lng: 28.4464 },
  'Kapiri Mposhi': { lat: -13.9714, lng: 28.6692 },
  Mpika: { lat: -11.8343, lng: 31.4529 },
  Nakonde: { lat: -9.3275, lng: 32.7569 },
  Mbeya: { lat: -8.9094, lng: 33.4608 },
};

/**
 * Main trunk roads in km, from memory of published road distances (each within about 10%):
 * T2 north (Great North Road and TANZAM to Dar), T3 to the Copperbelt, T1 to Livingstone,
 * T2 south to Chirundu and on to Harare, T4 (Great East Road) to Chipata.
 */
export const ROAD_LINKS: readonly (readonly [string, string, number])[] = [
  ['Lusaka', 'Kabwe', 139],
  ['Kabwe', 'Kapiri Mposhi', 62],
  ['Kapiri Mposhi', 'Ndola', 130],
  ['Ndola', 'Kitwe', 60],
  ['Kitwe', 'Chingola', 52],
  ['Kapiri Mposhi', 'Mpika', 450],
  ['Mpika', 'Nakonde', 410],
  ['Nakonde', 'Mbeya', 110],
  ['Mbeya', 'Dar es Salaam Tanzania', 830],
  ['Lusaka', 'Kafue', 45],
  ['Kafue', 'Livingstone', 427],
  ['Kafue', 'Chirundu', 92],
  ['Chirundu', 'Harare Zimbabwe', 350],
  ['Lusaka', 'Chipata', 570],
];

const CITY_ALIASES: Record<string, string> = {
  'dar es salaam': 'Dar es Salaam Tanzania',
  harare: 'Harare Zimbabwe',
};

/** The catalogue's key for a city name, ignoring case and spacing; null when unknown. */
export function cityKey(name: string): string | null {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const alias = CITY_ALIASES[wanted];
  if (alias) return alias;
  return Object.keys(CITY_COORDINATES).find((key) => key.toLowerCase() === wanted) ?? null;
}

function neighbours(city: string): [string, number][] {
  const out: [string, number][] = [];
  for (const [a, b, km] of ROAD_LINKS) {
    if (a === city) out.push([b, km]);
    else if (b === city) out.push([a, km]);
  }
  return out;
}

/** Shortest road distance (Dijkstra over ROAD_LINKS); 0 for the same city, null if either is unknown. */
export function roadDistanceKm(from: string, to: string): number | null {
  const start = cityKey(from);
  const goal = cityKey(to);
  if (start === null || goal === null) return null;
  const best = new Map<string, number>([[start, 0]]);
  const settled = new Set<string>();
  // A plain scan for the nearest open town is fine for a table of this size.
  while (true) {
    let city: string | null = null;
    for (const [name, km] of best) {
      if (!settled.has(name) && (city === null || km < best.get(city)!)) city = name;
    }
    if (city === null) return null;
    if (city === goal) return best.get(city)!;
    settled.add(city);
    for (const [next, km] of neighbours(city)) {
      const through = best.get(city)! + km;
      if (through < (best.get(next) ?? Number.POSITIVE_INFINITY)) best.set(next, through);
    }
  }
}
