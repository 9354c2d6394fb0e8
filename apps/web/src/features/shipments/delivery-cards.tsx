import {
  deliveryCardActions,
  formatDate,
  formatKg,
  formatKwacha,
  type Shipment,
  shortId,
} from '@njira/domain';
import {
  ArrowRight,
  Building2,
  Calendar,
  CheckCircle2,
  Download,
  MapPin,
  Package,
  Phone,
  User,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadReceipt } from './api/download-receipt.ts';
import { useStageUpdate } from './use-stage-update.ts';

export const TRANSPORTER_SHIPMENT_PATH = (id: string) => `/dashboard/transporter/shipment/${id}`;

function Detail({ icon: Icon, children }: { icon: typeof Package; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-gray-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Short id, full id, status and amount: the top of both card kinds. */
function CardTop({ shipment }: { shipment: Shipment }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-gray-900">Shipment #{shortId(shipment.id)}</h3>
          <ShipmentStatusBadge status={shipment.status} />
        </div>
        <p className="mt-0.5 break-all text-xs text-muted-foreground">ID: {shipment.id}</p>
      </div>
      <p className="text-lg font-bold text-brand-800">{formatKwacha(shipment.amount)}</p>
    </div>
  );
}

function Route({ shipment }: { shipment: Shipment }) {
  return (
    <Detail icon={MapPin}>
      {shipment.fromLocation} <ArrowRight className="inline size-3.5" aria-label="to" /> {shipment.toLocation}
    </Detail>
  );
}

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

function MarkDeliveredButton({ shipment }: { shipment: Shipment }) {
  const { moveTo } = useStageUpdate();
  if (!deliveryCardActions(shipment.status).markDelivered) return null;
  return (
    <ConfirmDialog
      trigger={<Button size="sm">Mark Delivered</Button>}
      title="Mark as delivered?"
      description={`Confirm that shipment #${shortId(shipment.id)} has been delivered in ${shipment.toLocation}. This completes the delivery and cannot be undone.`}
      confirmLabel="Mark Delivered"
      onConfirm={() => moveTo(shipment, 'DELIVERED')}
    />
  );
}

/** My Deliveries, Active tab (spec section 2). */
export function ActiveDeliveryCard({ shipment }: { shipment: Shipment }) {
  const owner = shipment.cargoOwner;
  const path = TRANSPORTER_SHIPMENT_PATH(shipment.id);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Detail icon={Package}>
          {shipment.cargo} · {formatKg(shipment.weight)}
        </Detail>
        <Route shipment={shipment} />
        <Detail icon={Calendar}>Pickup: {formatDate(shipment.pickupDate)}</Detail>
        <Detail icon={Calendar}>Delivery: {formatDate(shipment.deliveryDate)}</Detail>
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
          {owner.phoneNumber && (
            <Detail icon={Phone}>
              <a
                className="text-brand-700 underline-offset-2 hover:underline"
                href={`tel:${owner.phoneNumber.replace(/[^\d+]/g, '')}`}
              >
                {owner.phoneNumber}
              </a>
            </Detail>
          )}
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

function DownloadReceiptButton({ shipmentId }: { shipmentId: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadReceipt(shipmentId);
    } catch (error) {
      toast.error('Error downloading receipt', errorMessage(error, 'Request failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      Download Receipt
    </Button>
  );
}

/** My Deliveries, Completed tab. */
export function CompletedDeliveryCard({ shipment }: { shipment: Shipment }) {
  const completed = shipment.completedAt ?? shipment.actualDeliveryDate ?? shipment.updatedAt;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Detail icon={Package}>
          {shipment.cargo} · {formatKg(shipment.weight)}
        </Detail>
        <Route shipment={shipment} />
        <Detail icon={CheckCircle2}>Completed: {formatDate(completed)}</Detail>
        <Detail icon={Building2}>{shipment.cargoOwner.companyName}</Detail>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={TRANSPORTER_SHIPMENT_PATH(shipment.id)} className={buttonClasses('outline', 'sm')}>
          View Details
        </Link>
        <DownloadReceiptButton shipmentId={shipment.id} />
        <RateShipmentButton shipment={shipment} viewer="transporter" />
      </div>
    </Card>
  );
}
