import type { RatingSummary } from './schemas/rating.ts';

// Plain constants, free of zod: the web's rating dialog imports them without pulling schemas into
// its chunk (a schema built before `zod-without-eval` runs trips the CSP's no-eval rule).
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const RATING_COMMENT_MAX = 500;

/**
 * The average shown for a user: the mean of the stars it received, rounded half up to one decimal
 * (4.25 → 4.3), or null when it has none yet. Computed from a sum and a count kept on the user row.
 */
export function ratingAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

export function ratingSummary(sum: number, count: number): RatingSummary {
  return { average: ratingAverage(sum, count), count };
}

/** '4.3 (12 ratings)', '5.0 (1 rating)', 'No ratings yet'. */
export function ratingText(rating: RatingSummary): string {
  if (rating.average === null || rating.count === 0) return 'No ratings yet';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'})`;
}
