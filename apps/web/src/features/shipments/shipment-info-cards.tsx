import {
  formatDate,
  formatDateTime,
  formatDistance,
  formatKwacha,
  formatTons,
  SHIPMENT_STATUS_LABELS,
  type Shipment,
} from '@njira/domain';
import { Building2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

/** A label and its value, as a row of a description list. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words text-gray-900 sm:text-right">{children}</dd>
    </div>
  );
}

function Place({ city, address }: { city: string; address: string | null }) {
  return (
    <>
      {city}
      {address && <span className="block text-xs font-normal text-muted-foreground">{address}</span>}
    </>
  );
}

export function RouteDetailsCard({ shipment }: { shipment: Shipment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Route Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <InfoRow label="From">
            <Place city={shipment.fromLocation} address={shipment.fromAddress} />
          </InfoRow>
          <InfoRow label="To">
            <Place city={shipment.toLocation} address={shipment.toAddress} />
          </InfoRow>
          <InfoRow label="Weight">{formatTons(shipment.weight)}</InfoRow>
          <InfoRow label="Distance">{formatDistance(shipment.distance)}</InfoRow>
          <InfoRow label="Dimensions">{shipment.dimensions || 'Not specified'}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function ScheduleCard({ shipment }: { shipment: Shipment }) {
  const lastUpdateAt = shipment.lastUpdateTime ?? shipment.updatedAt;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Schedule</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <InfoRow label="Pickup Date">{formatDate(shipment.pickupDate)}</InfoRow>
          <InfoRow label="Expected Delivery">
            {formatDate(shipment.estimatedDeliveryDate ?? shipment.deliveryDate)}
          </InfoRow>
          <InfoRow label="Last Update">
            {formatDateTime(lastUpdateAt)}
            {shipment.lastUpdate && (
              <span className="block text-xs font-normal text-muted-foreground">{shipment.lastUpdate}</span>
            )}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * The other party's card: the transporter sees the cargo owner's company, the cargo owner the
 * transporter's; contact goes through the platform (spec section 2).
 */
export function PartyContactCard({ shipment, viewer }: { shipment: Shipment; viewer: ShipmentViewer }) {
  const transporterView = viewer === 'transporter';
  const party = transporterView ? shipment.cargoOwner : shipment.transporter;
  const company = party?.companyName;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{transporterView ? 'Cargo Owner Contact' : 'Transporter Contact'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <Building2 className="size-4 text-gray-500" aria-hidden="true" />
          {company ?? 'Not assigned'}
        </p>
        {party?.rating && (
          <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm">
            <span className="text-muted-foreground">Rating:</span>
            <RatingSummary rating={party.rating} />
          </p>
        )}
        <RateShipmentButton shipment={shipment} viewer={viewer} className="self-start" />
        <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            {transporterView
              ? 'Full contact details protected by platform'
              : 'Contact details protected by platform'}
          </p>
          <p className="mt-1 text-xs">Contact admin for coordination assistance</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Shipment Info</h3>
          <dl className="divide-y divide-border">
            <InfoRow label="Status">{SHIPMENT_STATUS_LABELS[shipment.status]}</InfoRow>
            <InfoRow label="Progress">{shipment.progress}%</InfoRow>
            <InfoRow label="Amount">{formatKwacha(shipment.amount)}</InfoRow>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
