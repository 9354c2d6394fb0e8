import {
  awaitingPayment,
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatDateTime,
  type Shipment,
  shortId,
} from '@njira/domain';
import { Building2, CalendarClock, Navigation, Phone, Truck, User } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PayNowLink } from '../../components/ui/pay-now-link.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { CardTop, CargoAndRoute, Detail, OWNER_SHIPMENT_PATH } from './owner-shipment-card-parts.tsx';

/** A dialable number: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** My Shipments, Active tab (spec section 2, Cargo owner screens). */
export function ActiveShipmentCard({ shipment, k }: { shipment: Shipment; k: (amount: number) => string }) {
  const path = OWNER_SHIPMENT_PATH(shipment.id);
  const lastUpdateAt = shipment.lastUpdateTime ?? shipment.updatedAt;
  const hasDriver = shipment.driverName || shipment.driverPhone || shipment.truckNumber;
  const unpaid = awaitingPayment(shipment.status, shipment.receiptAvailable);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} k={k} />
      {unpaid && <PayNowLink to={`${path}#pay`} what={`shipment ${shortId(shipment.id)}`} />}
      <div className="grid gap-2 sm:grid-cols-2">
        <CargoAndRoute shipment={shipment} />
        <Detail icon={Building2} label="Transporter">
          {shipment.transporter?.companyName ?? 'Not assigned'}
        </Detail>
        <Detail icon={CalendarClock}>
          {EXPECTED_DELIVERY}: {formatDate(expectedDelivery(shipment))}
        </Detail>
      </div>
      {shipment.progress > 0 && !unpaid && (
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
