/**
 * A shipment's dates, each defined once: the requested delivery (`deliveryDate`, the owner's, from
 * the load), the expected delivery (below) and the delivery itself (`completedAt`). Every screen and
 * document names the expected one with this label.
 */
export const EXPECTED_DELIVERY = 'Expected delivery';

/**
 * When the shipment is expected to arrive: the transporter's estimate (the pickup date plus the bid's
 * days, moved whenever they send a new ETA), else the owner's requested date.
 */
export function expectedDelivery<T>(s: { estimatedDeliveryDate?: T | null; deliveryDate: T }): T {
  return s.estimatedDeliveryDate ?? s.deliveryDate;
}
