import { SHIPMENT_STATUSES, type ShipmentStatus, shipmentStatusLabel } from '@njira/domain';
import { Badge, type BadgeVariant } from './badge.tsx';

const VARIANTS: Record<ShipmentStatus, BadgeVariant> = {
  PENDING_PICKUP: 'warning',
  AWAITING_PICKUP: 'info',
  PICKED_UP: 'info',
  IN_TRANSIT: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'danger',
};

/**
 * The spec's status words ('Picked Up' for AWAITING_PICKUP), each in its own colour, on every screen
 * that shows a shipment; 'Awaiting payment' for one its owner has not paid yet (`paid`: the deposit
 * was received); a status this build does not know is shown as it came.
 */
export function ShipmentStatusBadge({ status, paid }: { status: ShipmentStatus | string; paid: boolean }) {
  const known = SHIPMENT_STATUSES.find((s) => s === status);
  if (!known) return <Badge>{status}</Badge>;
  return <Badge variant={VARIANTS[known]}>{shipmentStatusLabel(known, paid)}</Badge>;
}
