import { QUOTE_VALIDITY_DAYS } from './statuses.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A quote expiring within this long is "expiring soon". */
export const EXPIRING_SOON_MS = 48 * 60 * 60 * 1000;
const SOON_MS = EXPIRING_SOON_MS;

/** Whole days until expiry, rounded up; NaN for a date that cannot be read. */
export function daysLeft(expiresAt: Date | string, now: Date = new Date()): number {
  const days = Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0
}

/** Spec section 4's thresholds, as the spec words them (one day left reads 'Expires today'). */
export function expiryLabel(expiresAt: Date | string, now: Date = new Date()): string {
  const days = daysLeft(expiresAt, now);
  if (Number.isNaN(days) || days <= 0) return 'Expired';
  if (days <= 1) return 'Expires today';
  if (days <= 2) return 'Expires tomorrow';
  return `${days} days left`;
}

export function quoteExpiresAt(postedAt: Date): Date {
  return new Date(postedAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
}

/** Not yet expired, but within the next 48 hours. */
export function isExpiringSoon(expiresAt: Date | string, now: Date = new Date()): boolean {
  const remaining = new Date(expiresAt).getTime() - now.getTime();
  return remaining > 0 && remaining <= SOON_MS;
}
