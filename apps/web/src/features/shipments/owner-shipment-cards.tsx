import { formatDate, formatDateTime, formatKwacha, formatTons, type Shipment, shortId } from '@njira/domain';
import {
  ArrowRight,
  Building2,
  CalendarClock,
  CheckCircle2,
  Download,
  MapPin,
  Navigation,
  Package,
  Phone,
  Truck,
  User,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadPod } from './api/download-pod.ts';

export const OWNER_SHIPMENT_PATH = (id: string) => `/dashboard/cargo-owner/shipment/${id}`;

/** A dialable number: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Package;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm text-gray-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </p>
    </div>
  );
}

function CardTop({ shipment }: { shipment: Shipment }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-gray-900">Shipment #{shortId(shipment.id)}</h3>
        <ShipmentStatusBadge status={shipment.status} />
      </div>
      <p className="text-lg font-bold text-brand-800">{formatKwacha(shipment.amount)}</p>
    </div>
  );
}

/** Cargo, weight in tons and route: the middle of both card kinds. */
function CargoAndRoute({ shipment }: { shipment: Shipment }) {
  return (
    <>
      <Detail icon={Package} label="Cargo">
        {shipment.cargo} · {formatTons(shipment.weight)}
      </Detail>
      <Detail icon={MapPin} label="Route">
        {shipment.fromLocation} <ArrowRight className="inline size-3.5" aria-label="to" />{' '}
        {shipment.toLocation}
      </Detail>
    </>
  );
}

/** When the transporter expects to arrive: its ETA, else the estimated, else the requested delivery date. */
export function etaOf(shipment: Shipment): string {
  return shipment.eta ?? shipment.estimatedDeliveryDate ?? shipment.deliveryDate;
}

/** My Shipments, Active tab (spec section 2, Cargo owner screens). */
export function ActiveShipmentCard({ shipment }: { shipment: Shipment }) {
  const path = OWNER_SHIPMENT_PATH(shipment.id);
  const lastUpdateAt = shipment.lastUpdateTime ?? shipment.updatedAt;
  const hasDriver = shipment.driverName || shipment.driverPhone || shipment.truckNumber;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} />
      <div className="grid gap-2 sm:grid-cols-2">
        <CargoAndRoute shipment={shipment} />
        <Detail icon={Building2} label="Transporter">
          {shipment.transporter?.companyName ?? 'Not assigned'}
        </Detail>
        <Detail icon={CalendarClock} label="ETA">
          ETA: {formatDate(etaOf(shipment))}
        </Detail>
      </div>
      {shipment.progress > 0 && (
        <div>
          <ProgressBar value={shipment.progress} label="Delivery progress" showValue />
          <p className="mt-1 text-xs text-muted-foreground">
            Last update: {shipment.lastUpdate ? `${shipment.lastUpdate} · ` : ''}
            {formatDateTime(lastUpdateAt)}
          </p>
        </div>
      )}
      <div className="rounded-lg bg-gray-50 p-3">
        <p className="mb-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">Driver & Vehicle</p>
        {hasDriver ? (
          <div className="grid gap-1.5 sm:grid-cols-3">
            <Detail icon={User} label="Driver">
              {shipment.driverName ?? 'Driver not named yet'}
            </Detail>
            {shipment.driverPhone && (
              <Detail icon={Phone} label="Driver phone">
                {shipment.driverPhone}
              </Detail>
            )}
            {shipment.truckNumber && (
              <Detail icon={Truck} label="Truck number">
                {shipment.truckNumber}
              </Detail>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">The transporter has not named a driver yet.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={path} className={buttonClasses('primary', 'sm')}>
          <Navigation className="size-4" aria-hidden="true" />
          Track Live
          <span className="sr-only"> shipment {shortId(shipment.id)}</span>
        </Link>
        <Link to={path} className={buttonClasses('outline', 'sm')}>
          View Details
          <span className="sr-only"> of shipment {shortId(shipment.id)}</span>
        </Link>
        {shipment.driverPhone && (
          <a href={telHref(shipment.driverPhone)} className={buttonClasses('outline', 'sm')}>
            <Phone className="size-4" aria-hidden="true" />
            Call Driver
            <span className="sr-only">
              {' '}
              {shipment.driverName ?? ''} on {shipment.driverPhone}
            </span>
          </a>
        )}
      </div>
    </Card>
  );
}

function DownloadPodButton({ shipment }: { shipment: Shipment }) {
  const [busy, setBusy] = useState(false);
  if (shipment.status !== 'DELIVERED') return null;
  async function download() {
    setBusy(true);
    try {
      await downloadPod(shipment.id);
    } catch (error) {
      toast.error('Error downloading POD', errorMessage(error, 'Request failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      Download POD
      <span className="sr-only"> of shipment {shortId(shipment.id)}</span>
    </Button>
  );
}

/**
 * My Shipments, Completed tab. `children` are further actions after View Details and Download POD:
 * the place for Rate Service (the shared rating button, issue 11 item 8).
 */
export function CompletedShipmentCard({ shipment, children }: { shipment: Shipment; children?: ReactNode }) {
  const completed = shipment.completedAt ?? shipment.actualDeliveryDate ?? shipment.updatedAt;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} />
      <div className="grid gap-2 sm:grid-cols-2">
        <CargoAndRoute shipment={shipment} />
        <Detail icon={CheckCircle2} label="Completed">
          Completed: {formatDate(completed)}
        </Detail>
        <Detail icon={Building2} label="Transporter">
          {shipment.transporter?.companyName ?? 'Not assigned'}
        </Detail>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={OWNER_SHIPMENT_PATH(shipment.id)} className={buttonClasses('outline', 'sm')}>
          View Details
          <span className="sr-only"> of shipment {shortId(shipment.id)}</span>
        </Link>
        <DownloadPodButton shipment={shipment} />
        {children}
      </div>
    </Card>
  );
}
