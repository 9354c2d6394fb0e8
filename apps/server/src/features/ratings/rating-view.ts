import { type RatingSummary, ratingSummary } from '@njira/domain';

/** A party's running rating totals and whether they let others see them (`user_settings.show_ratings`). */
export interface RatingTotals {
  id: string;
  ratingSum: number;
  ratingCount: number;
  showRatings: boolean;
}

/**
 * The party's rating as this viewer may see it: always its own; someone else's only when that
 * user shows ratings (the setting hides them from everyone else, admins included).
 */
export function visibleRating(party: RatingTotals, viewerId: string): RatingSummary | undefined {
  if (party.id !== viewerId && !party.showRatings) return undefined;
  return ratingSummary(party.ratingSum, party.ratingCount);
}
