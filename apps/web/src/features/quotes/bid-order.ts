import type { Bid } from '@njira/domain';

/** Bids cheapest first (spec section 2); equal amounts by who bid first. The first is the Best Bid. */
export function bidsByAmount<T extends Pick<Bid, 'amount' | 'createdAt' | 'id'>>(bids: readonly T[]): T[] {
  return [...bids].sort(
    (a, b) => a.amount - b.amount || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** What is left until `expiresAt`, as '2d 4h 13m 5s' (days dropped when none); null once it has passed. */
export function countdownText(expiresAt: string, now: number): string | null {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const seconds = Math.floor(ms / 1000);
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${d > 0 ? `${d}d ` : ''}${h}h ${m}m ${s}s`;
}

/** The rating beside a transporter: '★ 4.5 (12)', 'No ratings yet', or nothing when not shown. */
export function ratingText(rating: { average: number | null; count: number } | undefined): string | null {
  if (!rating) return null;
  if (rating.count === 0 || rating.average === null) return 'No ratings yet';
  return `★ ${rating.average.toFixed(1)} (${rating.count})`;
}
