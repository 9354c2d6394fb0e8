import { describe, expect, it } from 'vitest';
import { isPickupInPast } from './quote-input.ts';

describe('isPickupInPast', () => {
  // 22:30 UTC on 21 Nov is already 00:30 on 22 Nov in Lusaka (UTC+2).
  const lateEvening = new Date('2026-11-21T22:30:00Z');

  it('allows today, as the day is in Lusaka', () => {
    expect(isPickupInPast('2026-11-22', lateEvening)).toBe(false);
    expect(isPickupInPast('2026-11-21', new Date('2026-11-21T08:00:00Z'))).toBe(false);
  });

  it('refuses a day that has passed in Lusaka, even if not yet in UTC', () => {
    expect(isPickupInPast('2026-11-21T12:00:00Z', lateEvening)).toBe(true);
  });

  it('allows the future', () => {
    expect(isPickupInPast('2026-12-01', lateEvening)).toBe(false);
  });
});
