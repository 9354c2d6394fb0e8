import {
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatDateTime,
  formatDistance,
  formatTons,
  type Shipment,
} from '@njira/domain';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';

// A shipment's Route Details and Schedule, as every role's shipment page shows them (the parties'
// pages in features/shipments, the admin's in features/admin).

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
          <InfoRow label={EXPECTED_DELIVERY}>{formatDate(expectedDelivery(shipment))}</InfoRow>
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
