import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@njira/domain';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

const VARIANTS: Record<ShipmentStatus, BadgeVariant> = {
  PENDING_PICKUP: 'warning',
  AWAITING_PICKUP: 'info',
  PICKED_UP: 'info',
  IN_TRANSIT: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'danger',
};

/** The spec's status words ('Picked Up' for AWAITING_PICKUP), each in its own colour. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return <Badge variant={VARIANTS[status]}>{SHIPMENT_STATUS_LABELS[status]}</Badge>;
}
