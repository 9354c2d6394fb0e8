import {
  CONTACT_ADMIN_ASSISTS,
  CONTACT_FULL_PROTECTED,
  CONTACT_PROTECTED,
  formatKwacha,
  SHIPMENT_STATUS_LABELS,
  type Shipment,
} from '@njira/domain';
import { Building2 } from 'lucide-react';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PartyContact } from '../../components/ui/party-contact.tsx';
import { ProfileLink } from '../../components/ui/profile-link.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

/**
 * The other party's card: the transporter sees the cargo owner's company, the cargo owner the
 * transporter's, with its phone and e-mail as the server sent them (once paid), or why not in the
 * spec's words (ADR 023).
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
          {party ? <ProfileLink userId={party.id}>{company}</ProfileLink> : 'Not assigned'}
          {!transporterView && <VerifiedBadge verified={party?.verified} />}
        </p>
        {party?.rating && (
          <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm">
            <span className="text-muted-foreground">Rating:</span>
            <RatingSummary rating={party.rating} />
          </p>
        )}
        {party && (
          <PartyContact
            party={party}
            notYet={[transporterView ? CONTACT_FULL_PROTECTED : CONTACT_PROTECTED, CONTACT_ADMIN_ASSISTS]}
          />
        )}
        <RateShipmentButton shipment={shipment} viewer={viewer} className="self-start" />
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
