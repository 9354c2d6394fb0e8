import { describe, expect, it } from 'vitest';
import { isDeliveredBeforePickup } from './shipment-dates.ts';

describe('isDeliveredBeforePickup', () => {
  it('compares Lusaka days: a delivery the day before the pickup date is early, one on that day is not', () => {
    expect(isDeliveredBeforePickup('2026-11-26T10:00:00Z', '2026-12-10')).toBe(true);
    expect(isDeliveredBeforePickup('2026-12-09T21:59:00Z', '2026-12-10')).toBe(true);
    // 22:00 UTC on the 9th is midnight on the 10th in Lusaka.
    expect(isDeliveredBeforePickup('2026-12-09T22:00:00Z', '2026-12-10')).toBe(false);
    expect(isDeliveredBeforePickup('2026-12-12T08:00:00Z', '2026-12-10')).toBe(false);
  });
});
