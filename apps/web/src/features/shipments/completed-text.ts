import {
  deliveredAt,
  EARLY_DELIVERY,
  formatDate,
  isDeliveredBeforePickup,
  type Shipment,
} from '@njira/domain';

/**
 * 'Completed: 26 Nov 2026' on a completed card, when the delivery was recorded (else the shipment's
 * last change); a delivery before the planned pickup date says so, with that date.
 */
export function completedText(
  shipment: Pick<Shipment, 'completedAt' | 'actualDeliveryDate' | 'updatedAt' | 'pickupDate'>,
): string {
  const completed = deliveredAt(shipment);
  const text = `Completed: ${formatDate(completed)}`;
  return isDeliveredBeforePickup(completed, shipment.pickupDate)
    ? `${text}, ${EARLY_DELIVERY} (${formatDate(shipment.pickupDate)})`
    : text;
}
