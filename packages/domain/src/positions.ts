import { z } from 'zod';
import { relativeTime } from './relative-time.ts';
import { stageForShipment } from './stages.ts';

/**
 * A truck's position reported by its transporter's phone (issue 41, item 4): the rules both the
 * server (what it accepts) and the web (when it reports) follow.
 */

/**
 * The region Njira serves: a latitude/longitude box around Zambia and the corridor countries of
 * southern and eastern Africa (DR Congo's Katanga, Tanzania, Malawi, Mozambique, Zimbabwe,
 * Botswana, Namibia, Angola, South Africa, Lesotho, Eswatini). From the Equator (Tanzania's north,
 * about 1°S) to Cape Agulhas (34.8°S); from Namibia's and Angola's coast (11.7°E) to Mozambique's
 * (40.8°E, Nacala). Kenya and Uganda lie mostly north of it.
 */
export const REGION_BOUNDS = { south: -35, north: 0, west: 11, east: 41 } as const;
export const REGION_NAME = 'southern and eastern Africa';

/** A fix's accuracy (metres, the radius the phone gives): above 0 and at most 5 km, else it is junk. */
export const MAX_ACCURACY_M = 5000;
export const isUsableAccuracy = (metres: number): boolean =>
  Number.isFinite(metres) && metres > 0 && metres <= MAX_ACCURACY_M;
/** How far ahead of the server's clock a phone's clock may be before a fix counts as in the future. */
export const POSITION_CLOCK_SKEW_MS = 2 * 60 * 1000;
/** The oldest fix accepted: a phone without signal may queue its fixes and send them days later. */
export const POSITION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The client's cadence while the page is open: a fix when 5 minutes passed or the truck moved 1 km. */
export const REPORT_EVERY_MS = 5 * 60 * 1000;
export const REPORT_EVERY_METRES = 1000;
/** A burst from one shipment is refused (429) above this many reports a minute. */
export const POSITIONS_PER_MINUTE = 6;
/** The most trail points a read gives (the first and last always among them). */
export const TRAIL_MAX_POINTS = 300;

/** The stages in which a truck is on the road, and positions are accepted: picked up to near. */
export const ON_THE_ROAD_STAGES = ['AWAITING_PICKUP', 'IN_TRANSIT', 'IN_TRANSIT_NEAR'] as const;

/** Whether a shipment in this stage is on the road (picked up, not delivered). */
export function isStageOnTheRoad(stage: string | null): boolean {
  return stage !== null && (ON_THE_ROAD_STAGES as readonly string[]).includes(stage);
}

/** Whether a shipment with this status and progress is on the road (picked up, not delivered). */
export function isOnTheRoad(status: string, progress: number): boolean {
  return isStageOnTheRoad(stageForShipment(status, progress));
}

export const NOT_ON_THE_ROAD =
  'Positions are recorded only while the shipment is picked up or in transit (not before pickup or after delivery).';
export const SHARING_OFF = 'Location sharing is off for this shipment. Turn on "Share my location" first.';
export const POSITIONS_THROTTLED = `Too many positions for this shipment: at most ${POSITIONS_PER_MINUTE} a minute. Try again in a minute.`;
export const TAKEN_AT_FUTURE = 'takenAt is in the future: check the phone’s clock';
export const TAKEN_AT_TOO_OLD = 'takenAt is more than 7 days ago: too old to record';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle (haversine) distance in metres between two points. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies in the region's box (edges included). */
export function isInRegion(p: LatLng): boolean {
  return (
    p.latitude >= REGION_BOUNDS.south &&
    p.latitude <= REGION_BOUNDS.north &&
    p.longitude >= REGION_BOUNDS.west &&
    p.longitude <= REGION_BOUNDS.east
  );
}

/** Why a fix's time is refused (in the future beyond the skew, older than the oldest), or null. */
export function takenAtProblem(takenAt: Date | string, now: Date = new Date()): string | null {
  const at = new Date(takenAt).getTime();
  if (Number.isNaN(at)) return 'takenAt must be a date-time';
  if (at > now.getTime() + POSITION_CLOCK_SKEW_MS) return TAKEN_AT_FUTURE;
  if (at < now.getTime() - POSITION_MAX_AGE_MS) return TAKEN_AT_TOO_OLD;
  return null;
}

export interface Fix extends LatLng {
  accuracy: number;
  /** When the phone took it (ms since the epoch). */
  at: number;
}

/**
 * Whether the phone should send this fix, given the last one it sent: the first always; then once
 * REPORT_EVERY_MS has passed, or the truck moved REPORT_EVERY_METRES and further than the new fix's
 * own accuracy (a noisy fix that merely jumps within its error circle is not a move).
 */
export function shouldReport(last: Fix | null, next: Fix): boolean {
  if (last === null) return true;
  if (next.at - last.at >= REPORT_EVERY_MS) return true;
  const moved = distanceMetres(last, next);
  return moved >= REPORT_EVERY_METRES && moved > next.accuracy;
}

/**
 * At most `max` points of a trail (oldest first), evenly spread, the first and the last kept: what
 * a read sends however many fixes a long trip stored.
 */
export function thinTrail<T>(points: readonly T[], max: number = TRAIL_MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  if (max <= 1) return points.length > 0 ? [points[points.length - 1] as T] : [];
  const step = (points.length - 1) / (max - 1);
  const kept: T[] = [];
  for (let i = 0; i < max; i++) kept.push(points[Math.round(i * step)] as T);
  return kept;
}

const degrees = (field: 'latitude' | 'longitude', min: number, max: number) =>
  z
    .number({ error: `${field} must be a number of degrees` })
    .refine(Number.isFinite, { error: `${field} must be a number of degrees` })
    .refine((v) => v >= min && v <= max, {
      error: `${field} is outside the region Njira serves (${REGION_NAME}: ${field} ${min} to ${max})`,
    });

/**
 * POST /api/shipments/:id/positions. `id` is made on the phone (a UUID) for each fix: the same
 * fix sent twice (a retry, a queue flushed again) is stored once.
 */
export const positionReportSchema = z
  .object({
    id: z.uuid({ error: 'id must be a UUID made on the phone for this position' }),
    latitude: degrees('latitude', REGION_BOUNDS.south, REGION_BOUNDS.north),
    longitude: degrees('longitude', REGION_BOUNDS.west, REGION_BOUNDS.east),
    accuracy: z.number({ error: 'accuracy must be a number of metres' }).refine(isUsableAccuracy, {
      error: `accuracy must be more than 0 and at most ${MAX_ACCURACY_M} metres`,
    }),
    takenAt: z.iso.datetime({
      offset: true,
      error: 'takenAt must be an ISO date-time with its zone (e.g. 2026-12-04T10:00:00Z)',
    }),
  })
  .strict();
export type PositionReport = z.infer<typeof positionReportSchema>;

/** PUT /api/shipments/:id/location-sharing. */
export const locationSharingSchema = z
  .object({ share: z.boolean({ error: 'share must be true or false' }) })
  .strict();
export type LocationSharing = z.infer<typeof locationSharingSchema>;

const MINUTE_MS = 60 * 1000;

/** '30 m', '1.2 km': a fix's accuracy as people read it. */
export function accuracyText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/**
 * 'Last seen just now', 'Last seen 12 min ago', then the app's relative time ('Last seen 3h ago',
 * 'Last seen yesterday', 'Last seen 4 days ago', 'Last seen 12 Mar 2026'): a truck's fix is worth
 * minutes in its first hour, which relativeTime reads as 'Just now'. With `near` (whereText's
 * 'near Kapiri Mposhi'), where it was follows.
 */
export function lastSeenText(takenAt: Date | string, now: Date = new Date(), near?: string | null): string {
  const elapsed = now.getTime() - new Date(takenAt).getTime();
  if (Number.isNaN(elapsed)) return '';
  const where = near ? ` ${near}` : '';
  if (elapsed < 2 * MINUTE_MS) return `Last seen just now${where}`;
  if (elapsed < 60 * MINUTE_MS) return `Last seen ${Math.floor(elapsed / MINUTE_MS)} min ago${where}`;
  const relative = relativeTime(takenAt, now);
  return `Last seen ${relative === 'Yesterday' ? 'yesterday' : relative}${where}`;
}
