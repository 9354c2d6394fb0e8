import { distanceMetres } from '../positions.ts';
import { findPlace } from './catalogue.ts';
import type { PlaceRecord } from './place-types.ts';
import { ROAD_CHAINS } from './roads.ts';

/** Great-circle distance in km between two places (the positions' haversine). */
export function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return distanceMetres({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) / 1000;
}

export interface RoadEdge {
  from: string;
  to: string;
  km: number;
  road: string;
}

function buildEdges(): RoadEdge[] {
  const edges: RoadEdge[] = [];
  for (const chain of ROAD_CHAINS) {
    for (let i = 1; i < chain.via.length; i++) {
      const a = findPlace(chain.via[i - 1]!);
      const b = findPlace(chain.via[i]!);
      if (!a || !b) throw new Error(`${chain.road}: ${chain.via[i - 1]} or ${chain.via[i]} is not a place`);
      edges.push({ from: a.name, to: b.name, km: greatCircleKm(a, b) * chain.factor, road: chain.road });
    }
  }
  return edges;
}

/** Every road edge, both directions implied. */
export const ROAD_EDGES: readonly RoadEdge[] = buildEdges();

const neighbours = new Map<string, { to: string; km: number }[]>();
for (const { from, to, km } of ROAD_EDGES) {
  neighbours.set(from, [...(neighbours.get(from) ?? []), { to, km }]);
  neighbours.set(to, [...(neighbours.get(to) ?? []), { to: from, km }]);
}

export interface Route {
  /** Whole km along the roads. */
  km: number;
  /** The places passed, from start to end. */
  via: string[];
  /** The border posts on the route where it changes country, in order. */
  borders: string[];
}

/** Border posts where the route crosses from one country into the next. */
function bordersOn(via: readonly PlaceRecord[]): string[] {
  const posts: string[] = [];
  for (let i = 1; i < via.length; i++) {
    const a = via[i - 1]!;
    const b = via[i]!;
    if (a.country === b.country) continue;
    if (a.borderWith === b.country && !posts.includes(a.name)) posts.push(a.name);
    if (b.borderWith === a.country) posts.push(b.name);
  }
  return posts;
}

/**
 * The shortest road route between two places (Dijkstra over ROAD_EDGES, own code: a plain scan for the
 * nearest open place is enough for ~150 places); null when either is unknown or no road joins them.
 */
export function shortestRoute(fromName: string, toName: string): Route | null {
  const start = findPlace(fromName);
  const goal = findPlace(toName);
  if (!start || !goal) return null;
  const best = new Map<string, number>([[start.name, 0]]);
  const previous = new Map<string, string>();
  const settled = new Set<string>();
  while (true) {
    let here: string | null = null;
    for (const [name, km] of best) {
      if (!settled.has(name) && (here === null || km < best.get(here)!)) here = name;
    }
    if (here === null) return null;
    if (here === goal.name) break;
    settled.add(here);
    for (const { to, km } of neighbours.get(here) ?? []) {
      const through = best.get(here)! + km;
      if (through < (best.get(to) ?? Number.POSITIVE_INFINITY)) {
        best.set(to, through);
        previous.set(to, here);
      }
    }
  }
  const names = [goal.name];
  while (names[0] !== start.name) names.unshift(previous.get(names[0]!)!);
  const places = names.map((name) => findPlace(name)!);
  return { km: Math.round(best.get(goal.name)!), via: names, borders: bordersOn(places) };
}

/** Road km between two places; 0 for the same place, null if either is unknown or unreachable. */
export function roadDistanceKm(from: string, to: string): number | null {
  return shortestRoute(from, to)?.km ?? null;
}
