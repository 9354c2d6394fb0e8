import { lusakaDayNumber } from './lusaka-time.ts';

type DateLike = Date | string | number;

/** How an early delivery is named, on screens and in the proof of delivery. */
export const EARLY_DELIVERY = 'before the planned pickup date';

/**
 * Delivered on a Lusaka day before the load's planned pickup date. It is allowed (the cargo was
 * ready sooner), but every screen and document shows it as early rather than printing a delivery
 * that seems to come before its pickup.
 */
export function isDeliveredBeforePickup(deliveredAt: DateLike, pickupDate: DateLike): boolean {
  return lusakaDayNumber(deliveredAt) < lusakaDayNumber(pickupDate);
}
