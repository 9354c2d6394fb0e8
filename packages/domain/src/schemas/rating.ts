import { z } from 'zod';
import { MAX_STARS, MIN_STARS, RATING_COMMENT_MAX } from '../ratings.ts';
import { optionalText } from './text.ts';

const STARS_RANGE = `Stars must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;

/** `POST /api/shipments/:id/rating`: one party of a delivered shipment rates the other. */
export const ratingInputSchema = z.object({
  stars: z
    .number({ error: 'Stars must be a number' })
    .int(STARS_RANGE)
    .min(MIN_STARS, STARS_RANGE)
    .max(MAX_STARS, STARS_RANGE),
  comment: optionalText(RATING_COMMENT_MAX, 'Comment', true),
});
/** The body as the web sends it. */
export type RatingInput = z.input<typeof ratingInputSchema>;
export type RatingBody = z.output<typeof ratingInputSchema>;

/** A user's ratings from others: the mean of the stars (one decimal) and how many; null mean when none. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The rating the caller gave on a shipment (final once given). */
export const myRatingSchema = z.object({
  stars: z.number().int().min(MIN_STARS).max(MAX_STARS),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;
