import { lusakaDayNumber } from './lusaka-time.ts';

/**
 * A shipment's dates, each defined once: the requested delivery (`deliveryDate`, the owner's, from
 * the load), the expected delivery and the delivery itself (below). Every screen and document names
 * the expected one with this label.
 */
export const EXPECTED_DELIVERY = 'Expected Delivery';

/**
 * When the shipment is expected to arrive: the transporter's estimate (the pickup date plus the bid's
 * days, moved whenever they send a new ETA), else the owner's requested date.
 */
export function expectedDelivery<T>(s: { estimatedDeliveryDate?: T | null; deliveryDate: T }): T {
  return s.estimatedDeliveryDate ?? s.deliveryDate;
}

type DateLike = Date | string | number;

/** When a delivered shipment was delivered: its completion, else the recorded delivery, else its last change. */
export function deliveredAt<T>(s: {
  completedAt?: T | null;
  actualDeliveryDate?: T | null;
  updatedAt: T;
}): T {
  return s.completedAt ?? s.actualDeliveryDate ?? s.updatedAt;
}

/** How an early delivery is named, on screens and in the proof of delivery. */
export const EARLY_DELIVERY = 'before the planned pickup date';

/**
 * Delivered on a Lusaka day before the load's planned pickup date. It is allowed (the cargo was
 * ready sooner), but every screen and document shows it as early rather than printing a delivery
 * that seems to come before its pickup.
 */
export function isDeliveredBeforePickup(delivered: DateLike, pickupDate: DateLike): boolean {
  return lusakaDayNumber(delivered) < lusakaDayNumber(pickupDate);
}
