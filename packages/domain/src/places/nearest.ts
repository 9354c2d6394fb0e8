import { PLACES } from './catalogue.ts';
import { greatCircleKm } from './routes.ts';

/** Within this many km of a place, a truck is 'near' it; farther, the distance is said. */
export const NEAR_PLACE_KM = 25;

/**
 * Where a fix is, in words a person at the mine gate reads: 'near Kapiri Mposhi', or '48 km from
 * Mpika' when no catalogue place is within NEAR_PLACE_KM (the great-circle distance, rounded).
 */
export function whereText(point: { latitude: number; longitude: number }): string {
  const here = { lat: point.latitude, lng: point.longitude };
  let best = PLACES[0];
  let km = Number.POSITIVE_INFINITY;
  for (const place of PLACES) {
    const d = greatCircleKm(here, place);
    if (d < km) [km, best] = [d, place];
  }
  if (!best) return '';
  return km <= NEAR_PLACE_KM ? `near ${best.name}` : `${Math.round(km)} km from ${best.name}`;
}
