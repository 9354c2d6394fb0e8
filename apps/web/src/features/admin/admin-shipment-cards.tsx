import {
  formatDateTime,
  kwachaFormatter,
  type ProgressEntry,
  type Shipment,
  stageById,
  stageForShipment,
} from '@njira/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import { PartyBlock } from './detail-parts.tsx';

// The admin's shipment page cards beside the shared Route Details and Schedule.

/** The tracker's word for a history entry ('Near Destination' for in transit at 80%). */
function stageName(entry: ProgressEntry): string {
  const stage = stageForShipment(entry.status, entry.progress);
  return (stage && stageById(stage)?.label) ?? (entry.status === 'CANCELLED' ? 'Cancelled' : entry.status);
}

/** The progress bar and every stage update, newest first, read-only (only the transporter moves it). */
export function ProgressCard({ shipment }: { shipment: Shipment }) {
  const history = [...shipment.progressHistory].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Delivery Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ProgressBar value={shipment.progress} label="Delivery progress" showValue />
        <ol className="flex flex-col gap-3 border-l-2 border-brand-100 pl-4">
          {history.map((entry) => (
            <li key={`${entry.timestamp}-${entry.status}-${entry.progress}`} className="text-sm">
              <p className="font-medium text-gray-900">
                {stageName(entry)} · {entry.progress}%
              </p>
              <p className="text-xs text-muted-foreground">
                {entry.updatedBy || 'System'} · {formatDateTime(entry.timestamp)}
                {entry.location ? ` · ${entry.location}` : ''}
              </p>
              {entry.notes && (
                <p className="mt-0.5 text-xs whitespace-pre-line text-gray-700">{entry.notes}</p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function MoneyAndPartiesCard({ shipment }: { shipment: Shipment }) {
  const k = kwachaFormatter([shipment.amount, shipment.platformFee, shipment.transporterAmount]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Parties and Payment</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PartyBlock title="Cargo owner" party={shipment.cargoOwner} />
        <PartyBlock title="Transporter" party={shipment.transporter} />
        <dl className="divide-y divide-border border-t border-border">
          <InfoRow label="Amount">{k(shipment.amount)}</InfoRow>
          <InfoRow label="Platform fee (20%)">{k(shipment.platformFee)}</InfoRow>
          <InfoRow label="Transporter (80%)">{k(shipment.transporterAmount)}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function DriverCard({ shipment }: { shipment: Shipment }) {
  if (!shipment.driverName && !shipment.driverPhone && !shipment.truckNumber) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Driver &amp; Vehicle Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <InfoRow label="Driver">{shipment.driverName || 'Not given'}</InfoRow>
          <InfoRow label="Driver phone">{shipment.driverPhone || 'Not given'}</InfoRow>
          <InfoRow label="Truck number">{shipment.truckNumber || 'Not given'}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}
