/** Tracking links for the consignee (issue 41, item 7): how long one lives, what its path is. */

/** A link works until a week after the shipment's delivery. */
export const TRACKING_LINK_AFTER_DELIVERY_MS = 7 * 24 * 60 * 60 * 1000;
/** The web path of the public page (the token follows). */
export const TRACKING_PATH = '/track/';
/** Opening tracking links: at most this many a minute from one IP address (429 beyond). */
export const TRACKING_READS_PER_MINUTE = 30;
export const TRACKING_THROTTLED = 'Too many requests for tracking pages. Try again in a minute.';
export const TRACKING_NOT_FOUND =
  'This tracking link is not valid: it was stopped, has expired, or is mistyped.';

/** When a link on a shipment delivered at `deliveredAt` stops working; null while not delivered. */
export function trackingLinkExpiry(deliveredAt: Date | string | null): Date | null {
  if (deliveredAt === null) return null;
  const at = new Date(deliveredAt).getTime();
  return Number.isNaN(at) ? null : new Date(at + TRACKING_LINK_AFTER_DELIVERY_MS);
}

/** Whether a link has expired at `now` (a week after delivery). */
export function isTrackingLinkExpired(deliveredAt: Date | string | null, now: Date = new Date()): boolean {
  const expiry = trackingLinkExpiry(deliveredAt);
  return expiry !== null && expiry.getTime() <= now.getTime();
}

/** A token as it may appear in a path: 32 random bytes in base64url are 43 characters. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
