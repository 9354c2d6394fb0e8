import {
  CONTACT_AFTER_PAYMENT,
  deliveryCardActions,
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatKg,
  type Shipment,
  shortId,
} from '@njira/domain';
import { Building2, Calendar, CheckCircle2, Package, User } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PartyContact } from '../../components/ui/party-contact.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { CardTop, Detail, Route, TRANSPORTER_SHIPMENT_PATH } from './delivery-card-parts.tsx';
import { useStageUpdate } from './use-stage-update.ts';

/** Confirm Pickup, shown while pending pickup; at AWAITING_PICKUP it stands as a disabled 'Pickup Confirmed'. */
function PickupButton({ shipment }: { shipment: Shipment }) {
  const { moveTo } = useStageUpdate();
  const { pickup } = deliveryCardActions(shipment.status);
  if (pickup === null) return null;
  if (pickup === 'confirmed') {
    return (
      <Button variant="outline" size="sm" disabled>
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Pickup Confirmed
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={<Button size="sm">Confirm Pickup</Button>}
      title="Confirm pickup?"
      description={`Confirm that the cargo of shipment #${shortId(shipment.id)} (${shipment.cargo}) has been picked up in ${shipment.fromLocation}. The cargo owner will see it as Picked Up.`}
      confirmLabel="Confirm Pickup"
      onConfirm={() => moveTo(shipment, 'AWAITING_PICKUP')}
    />
  );
}

/**
 * Mark Delivered takes its proof (the receiver's code, a name, a photo; issue 39): it opens the
 * shipment's page with Delivered chosen and the proof's fields ready.
 */
function MarkDeliveredButton({ shipment }: { shipment: Shipment }) {
  if (!deliveryCardActions(shipment.status).markDelivered) return null;
  return (
    <Link
      to={`${TRANSPORTER_SHIPMENT_PATH(shipment.id)}?deliver=1#update-progress-heading`}
      className={buttonClasses('primary', 'sm')}
    >
      Mark Delivered
    </Link>
  );
}

/** Before pickup, whether escrow holds the owner's payment: the load may be collected only then. */
function PaymentState({ shipment }: { shipment: Shipment }) {
  if (shipment.status !== 'PENDING_PICKUP') return null;
  return shipment.paymentSecured ? (
    <Badge variant="success" className="self-start">
      Payment secured
    </Badge>
  ) : (
    // The card's status badge already reads 'Awaiting payment'.
    <p className="text-xs text-muted-foreground">Pickup is possible once the cargo owner has paid.</p>
  );
}

/** My Deliveries, Active tab (spec section 2). */
export function ActiveDeliveryCard({ shipment, k }: { shipment: Shipment; k: (amount: number) => string }) {
  const owner = shipment.cargoOwner;
  const path = TRANSPORTER_SHIPMENT_PATH(shipment.id);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} k={k} />
      <PaymentState shipment={shipment} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Detail icon={Package}>
          {shipment.cargo} · {formatKg(shipment.weight)}
        </Detail>
        <Route shipment={shipment} />
        <Detail icon={Calendar}>Pickup: {formatDate(shipment.pickupDate)}</Detail>
        <Detail icon={Calendar}>
          {EXPECTED_DELIVERY}: {formatDate(expectedDelivery(shipment))}
        </Detail>
      </div>
      {shipment.progress > 0 && (
        <div>
          <p className="mb-1 text-xs font-medium text-gray-700">Progress</p>
          <ProgressBar value={shipment.progress} label="Delivery progress" showValue />
        </div>
      )}
      <div className="rounded-lg bg-gray-50 p-3">
        <p className="mb-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">Customer</p>
        <div className="grid gap-1.5 sm:grid-cols-3">
          <Detail icon={User}>{owner.fullName}</Detail>
          <Detail icon={Building2}>{owner.companyName}</Detail>
          <PartyContact party={owner} notYet={[CONTACT_AFTER_PAYMENT]} phoneOnly />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={path} className={buttonClasses('outline', 'sm')}>
          View Details
        </Link>
        <Link to={path} className={buttonClasses('outline', 'sm')}>
          Track Shipment
        </Link>
        <PickupButton shipment={shipment} />
        <MarkDeliveredButton shipment={shipment} />
      </div>
    </Card>
  );
}
