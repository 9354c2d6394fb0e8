/** Spec section 9: value above which a load is high priority, and the distance bands. */
export const HIGH_VALUE_THRESHOLD = 50_000;
export const NEARBY_KM = 200;
export const LONG_DISTANCE_KM = 1000;

export type LoadPriority = 'high' | 'nearby' | 'normal';

export const PRIORITY_LABELS: Record<LoadPriority, string> = {
  high: 'High Priority',
  nearby: 'Nearby',
  normal: 'Normal',
};

export interface PriorityInput {
  insuranceRequired?: boolean | null;
  estimatedValue?: number | null;
  distance?: number | null;
}

/** An unknown distance is neither nearby nor long distance. */
export function isNearby(distance: number | null | undefined): boolean {
  return distance != null && Number.isFinite(distance) && distance < NEARBY_KM;
}

export function isLongDistance(distance: number | null | undefined): boolean {
  return distance != null && Number.isFinite(distance) && distance > LONG_DISTANCE_KM;
}

export function loadPriority({ insuranceRequired, estimatedValue, distance }: PriorityInput): LoadPriority {
  if (insuranceRequired === true || (estimatedValue ?? 0) > HIGH_VALUE_THRESHOLD) return 'high';
  if (isNearby(distance)) return 'nearby';
  return 'normal';
}

const RANK: Record<LoadPriority, number> = { high: 0, nearby: 1, normal: 2 };

type WithBids = { bids: readonly unknown[] } | { bidCount: number };

function bidCountOf(load: WithBids): number {
  // Lists that hide rivals' bids send a count; the full quote sends the bids themselves.
  if ('bidCount' in load && typeof load.bidCount === 'number') return load.bidCount;
  return 'bids' in load && Array.isArray(load.bids) ? load.bids.length : 0;
}

/** High, nearby, normal; within a band the loads with fewest bids first. A new array; ties keep order. */
export function sortLoads<T extends PriorityInput & WithBids>(loads: readonly T[]): T[] {
  return [...loads].sort(
    (a, b) => RANK[loadPriority(a)] - RANK[loadPriority(b)] || bidCountOf(a) - bidCountOf(b),
  );
}
