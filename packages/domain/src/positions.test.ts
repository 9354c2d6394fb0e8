import { describe, expect, it } from 'vitest';
import { findPlace, PLACES } from './places/catalogue.ts';
import {
  accuracyText,
  distanceMetres,
  type Fix,
  isInRegion,
  isOnTheRoad,
  lastSeenText,
  locationSharingSchema,
  POSITION_CLOCK_SKEW_MS,
  POSITION_MAX_AGE_MS,
  positionReportSchema,
  REPORT_EVERY_MS,
  shouldReport,
  TAKEN_AT_FUTURE,
  TAKEN_AT_TOO_OLD,
  takenAtProblem,
  thinTrail,
} from './positions.ts';

const at = (city: string) => {
  const c = findPlace(city)!;
  return { latitude: c.lat, longitude: c.lng };
};

const report = (over: Record<string, unknown> = {}) => ({
  id: '5b0d7c9e-3f1a-4c2b-9d8e-1a2b3c4d5e6f',
  latitude: -15.4167,
  longitude: 28.2833,
  accuracy: 25,
  takenAt: '2026-12-04T10:00:00Z',
  ...over,
});
const firstMessage = (input: unknown) => positionReportSchema.safeParse(input).error?.issues[0]?.message;

describe('distanceMetres (haversine)', () => {
  it('is 0 from a point to itself and the same both ways', () => {
    expect(distanceMetres(at('Lusaka'), at('Lusaka'))).toBe(0);
    expect(distanceMetres(at('Lusaka'), at('Kitwe'))).toBeCloseTo(
      distanceMetres(at('Kitwe'), at('Lusaka')),
      6,
    );
  });

  it('gives Lusaka–Kitwe about 291 km as the crow flies, and one degree of latitude 111.2 km', () => {
    const km = distanceMetres(at('Lusaka'), at('Kitwe')) / 1000;
    expect(km).toBeGreaterThan(289);
    expect(km).toBeLessThan(292);
    expect(distanceMetres({ latitude: -15, longitude: 28 }, { latitude: -16, longitude: 28 })).toBeCloseTo(
      111_195,
      -1,
    );
  });
});

describe('the region', () => {
  it('holds every town of the catalogue, from Dar es Salaam to Livingstone', () => {
    for (const place of PLACES) expect(isInRegion(at(place.name)), place.name).toBe(true);
  });

  it('leaves out what lies north of the Equator or off the continent, keeps the corridor ports', () => {
    expect(isInRegion({ latitude: 0.3476, longitude: 32.5825 })).toBe(false); // Kampala
    expect(isInRegion({ latitude: 51.5, longitude: -0.12 })).toBe(false); // London
    expect(isInRegion({ latitude: -33.92, longitude: 18.42 })).toBe(true); // Cape Town
    expect(isInRegion({ latitude: -22.95, longitude: 14.5 })).toBe(true); // Walvis Bay
  });
});

describe('isOnTheRoad', () => {
  it('is true from pickup until near the destination, false before pickup, after delivery and when cancelled', () => {
    expect(isOnTheRoad('AWAITING_PICKUP', 25)).toBe(true);
    expect(isOnTheRoad('IN_TRANSIT', 50)).toBe(true);
    expect(isOnTheRoad('IN_TRANSIT', 80)).toBe(true);
    expect(isOnTheRoad('PENDING_PICKUP', 10)).toBe(false);
    expect(isOnTheRoad('DELIVERED', 100)).toBe(false);
    expect(isOnTheRoad('CANCELLED', 10)).toBe(false);
  });
});

describe('takenAtProblem', () => {
  const now = new Date('2026-12-04T12:00:00Z');
  it('accepts now, a little clock skew ahead, and a fix queued six days', () => {
    expect(takenAtProblem(now, now)).toBeNull();
    expect(takenAtProblem(new Date(now.getTime() + POSITION_CLOCK_SKEW_MS), now)).toBeNull();
    expect(takenAtProblem(new Date(now.getTime() - 6 * 24 * 3600_000), now)).toBeNull();
  });

  it('refuses the future beyond the skew and older than seven days, naming takenAt', () => {
    expect(takenAtProblem(new Date(now.getTime() + POSITION_CLOCK_SKEW_MS + 1000), now)).toBe(
      TAKEN_AT_FUTURE,
    );
    expect(takenAtProblem(new Date(now.getTime() - POSITION_MAX_AGE_MS - 1000), now)).toBe(TAKEN_AT_TOO_OLD);
    expect(TAKEN_AT_FUTURE).toMatch(/^takenAt/);
  });
});

describe('positionReportSchema', () => {
  it('accepts a fix in the region', () => {
    expect(positionReportSchema.parse(report())).toEqual(report());
  });

  it('refuses a position outside the region, naming the field', () => {
    expect(firstMessage(report({ latitude: 51.5 }))).toMatch(/^latitude is outside the region/);
    expect(firstMessage(report({ longitude: -0.12 }))).toMatch(/^longitude is outside the region/);
  });

  it('refuses junk accuracy: zero, negative, over 5 km, not a number', () => {
    for (const accuracy of [0, -5, 5001, Number.POSITIVE_INFINITY, '20', null]) {
      expect(firstMessage(report({ accuracy })), String(accuracy)).toMatch(/^accuracy must be/);
    }
    expect(positionReportSchema.safeParse(report({ accuracy: 5000 })).success).toBe(true);
  });

  it('refuses a bad id, a zoneless or junk takenAt, a string latitude and unknown fields', () => {
    expect(firstMessage(report({ id: 'phone-1' }))).toMatch(/^id must be a UUID/);
    expect(firstMessage(report({ takenAt: '2026-12-04T10:00:00' }))).toMatch(/^takenAt must be/);
    expect(firstMessage(report({ takenAt: 'yesterday' }))).toMatch(/^takenAt must be/);
    expect(firstMessage(report({ latitude: '-15.4' }))).toMatch(/^latitude must be/);
    expect(positionReportSchema.safeParse(report({ speed: 3 })).success).toBe(false);
  });

  it('takes share: true or false only', () => {
    expect(locationSharingSchema.parse({ share: true })).toEqual({ share: true });
    expect(locationSharingSchema.safeParse({ share: 'yes' }).error?.issues[0]?.message).toBe(
      'share must be true or false',
    );
  });
});

describe('shouldReport (the client cadence)', () => {
  const start: Fix = { latitude: -15.4167, longitude: 28.2833, accuracy: 20, at: 0 };
  const north = (metres: number, ms: number, accuracy = 20): Fix => ({
    latitude: start.latitude + metres / 111_195,
    longitude: start.longitude,
    accuracy,
    at: ms,
  });

  it('reports the first fix, then waits for 5 minutes or 1 km', () => {
    expect(shouldReport(null, start)).toBe(true);
    expect(shouldReport(start, north(200, 60_000))).toBe(false);
    expect(shouldReport(start, north(200, REPORT_EVERY_MS))).toBe(true);
    expect(shouldReport(start, north(1_050, 45_000))).toBe(true);
  });

  it('does not count a jump within the new fix’s own error circle as a move', () => {
    expect(shouldReport(start, north(1_200, 30_000, 2_000))).toBe(false);
  });
});

describe('thinTrail', () => {
  const points = Array.from({ length: 1000 }, (_, i) => i);
  it('keeps a short trail whole', () => {
    expect(thinTrail([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('keeps at most 300 points of a long one, first and last among them, in order', () => {
    const thinned = thinTrail(points);
    expect(thinned).toHaveLength(300);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(999);
    expect([...thinned].sort((a, b) => a - b)).toEqual(thinned);
    expect(new Set(thinned).size).toBe(300);
  });

  it('honours a smaller maximum', () => {
    expect(thinTrail(points, 2)).toEqual([0, 999]);
    expect(thinTrail(points, 1)).toEqual([999]);
  });
});

describe('lastSeenText and accuracyText', () => {
  const now = new Date('2026-12-04T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('reads minutes in the first hour, then the app’s relative time', () => {
    expect(lastSeenText(ago(30_000), now)).toBe('Last seen just now');
    expect(lastSeenText(ago(12 * 60_000), now)).toBe('Last seen 12 min ago');
    expect(lastSeenText(ago(3 * 3600_000), now)).toBe('Last seen 3h ago');
    expect(lastSeenText(ago(30 * 3600_000), now)).toBe('Last seen yesterday');
    expect(lastSeenText(ago(4 * 24 * 3600_000), now)).toBe('Last seen 4 days ago');
    expect(lastSeenText(ago(20 * 24 * 3600_000), now)).toBe('Last seen 14 Nov 2026');
    expect(lastSeenText('junk', now)).toBe('');
  });

  it('says where, when it is known', () => {
    expect(lastSeenText(ago(12 * 60_000), now, 'near Kapiri Mposhi')).toBe(
      'Last seen 12 min ago near Kapiri Mposhi',
    );
    expect(lastSeenText(ago(3 * 3600_000), now, '48 km from Mpika')).toBe(
      'Last seen 3h ago 48 km from Mpika',
    );
    expect(lastSeenText(ago(30_000), now, null)).toBe('Last seen just now');
  });

  it('gives metres under a kilometre, else kilometres', () => {
    expect(accuracyText(24.6)).toBe('25 m');
    expect(accuracyText(1250)).toBe('1.3 km');
  });
});
