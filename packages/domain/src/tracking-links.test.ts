import { describe, expect, it } from 'vitest';
import {
  isTrackingLinkExpired,
  TRACKING_LINK_AFTER_DELIVERY_MS,
  TRACKING_TOKEN_PATTERN,
  trackingLinkExpiry,
} from './tracking-links.ts';

describe('tracking link expiry', () => {
  const delivered = new Date('2026-12-01T08:00:00Z');
  it('has no expiry before delivery, and a week after it once delivered', () => {
    expect(trackingLinkExpiry(null)).toBeNull();
    expect(trackingLinkExpiry(delivered)?.toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(isTrackingLinkExpired(null, new Date('2030-01-01'))).toBe(false);
  });

  it('works until the week is out, not after', () => {
    const justBefore = new Date(delivered.getTime() + TRACKING_LINK_AFTER_DELIVERY_MS - 1);
    expect(isTrackingLinkExpired(delivered, justBefore)).toBe(false);
    expect(
      isTrackingLinkExpired(delivered, new Date(delivered.getTime() + TRACKING_LINK_AFTER_DELIVERY_MS)),
    ).toBe(true);
  });

  it('takes 43-character base64url tokens only', () => {
    expect(TRACKING_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(TRACKING_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(TRACKING_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
