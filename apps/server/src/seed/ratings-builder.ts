import { shipmentRated } from '../activity/shipment-entries.ts';
import type { Rng } from './random.ts';
import type { SeedRows, UserInsert } from './rows.ts';

const HOUR_MS = 3_600_000;
/** Mostly good, as a working marketplace's are; a few middling. */
const STARS = [3, 4, 4, 4, 5, 5, 5, 5, 5] as const;
const ABOUT_TRANSPORTER = [
  'Arrived on time and kept us informed.',
  'Careful with the load, paperwork in order.',
  'A day late, but called ahead.',
  'Professional driver, clean truck.',
];
const ABOUT_OWNER = [
  'Cargo ready at the gate, quick loading.',
  'Clear instructions and prompt payment.',
  'Had to wait a few hours at pickup.',
];

/**
 * The ratings of delivered demo shipments: most owners rate their transporter and most transporters
 * their owner, a few hours after delivery (never after `now`); the ratees' running totals and the
 * activity log move with them, as `RatingService.rate` does. Uses its own random source, so the
 * rest of the marketplace comes out as before.
 */
export function addRatings(rows: SeedRows, rng: Rng, now: Date): void {
  const users = new Map(rows.users.map((u) => [u.id, u]));
  for (const s of rows.shipments) {
    if (s.status !== 'DELIVERED' || !s.completedAt) continue;
    const owner = users.get(s.ownerId);
    const transporter = users.get(s.transporterId);
    if (!owner || !transporter) continue;
    const sides: [UserInsert, UserInsert, number, readonly string[]][] = [
      [owner, transporter, 0.85, ABOUT_TRANSPORTER],
      [transporter, owner, 0.7, ABOUT_OWNER],
    ];
    for (const [rater, ratee, chance, comments] of sides) {
      if (!rng.chance(chance)) continue;
      const stars = rng.pick(STARS);
      const createdAt = new Date(Math.min(now.getTime(), s.completedAt.getTime() + rng.int(1, 48) * HOUR_MS));
      rows.ratings.push({
        id: rng.uuid(),
        shipmentId: s.id,
        raterId: rater.id,
        rateeId: ratee.id,
        stars,
        comment: rng.chance(0.6) ? rng.pick(comments) : null,
        createdAt,
      });
      ratee.ratingSum = (ratee.ratingSum ?? 0) + stars;
      ratee.ratingCount = (ratee.ratingCount ?? 0) + 1;
      rows.activities.push(
        shipmentRated(
          { id: s.id, quoteId: s.quoteId },
          { id: rater.id, role: rater.role, fullName: rater.fullName, companyName: rater.companyName },
          ratee.companyName,
          stars,
          createdAt,
        ),
      );
    }
  }
}
