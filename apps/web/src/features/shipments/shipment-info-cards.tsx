import { formatKwacha, SHIPMENT_STATUS_LABELS, type Shipment } from '@njira/domain';
import { Building2, ShieldCheck } from 'lucide-react';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

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
