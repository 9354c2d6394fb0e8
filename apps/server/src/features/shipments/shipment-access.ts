import { isUuid } from '@njira/domain';
import { notFound } from '../../lib/http-errors.ts';

export const SHIPMENT_NOT_FOUND = 'Shipment not found';
export const ONLY_TRANSPORTERS = 'Only transporters can update shipment progress';
export const ONLY_OWNER_OR_ADMIN_CANCELS = 'Only the cargo owner or an admin can cancel a shipment';
export const CANCEL_ONLY_BEFORE_PICKUP = 'A shipment can only be cancelled before pickup';

/** A junk id is a shipment that does not exist: 404, like any other. */
export function assertShipmentId(id: string): void {
  if (!isUuid(id)) throw notFound(SHIPMENT_NOT_FOUND);
}
