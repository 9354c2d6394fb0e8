import {
  type Bid,
  CARGO_TYPE_LABELS,
  formatDate,
  formatDateTime,
  formatDistance,
  formatTons,
  kwachaFormatter,
  type Quote,
} from '@njira/domain';
import { Gavel } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';

/** Every fact of the load, a row each, in the admin's detail-page style (see its shipment page). */
export function LoadDetailsCard({ quote }: { quote: Quote }) {
  const k = kwachaFormatter([quote.maxBudget, quote.estimatedValue].filter((n) => n !== null));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Load Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <InfoRow label="From">
            {quote.fromLocation}
            <span className="block text-xs font-normal text-muted-foreground">{quote.fromAddress}</span>
          </InfoRow>
          <InfoRow label="To">
            {quote.toLocation}
            <span className="block text-xs font-normal text-muted-foreground">{quote.toAddress}</span>
          </InfoRow>
          <InfoRow label="Cargo type">{CARGO_TYPE_LABELS[quote.cargoType]}</InfoRow>
          <InfoRow label="Weight">{formatTons(quote.weight)}</InfoRow>
          <InfoRow label="Distance">{formatDistance(quote.distance)}</InfoRow>
          <InfoRow label="Dimensions">{quote.dimensions || 'Not specified'}</InfoRow>
          <InfoRow label="Pickup Date">{formatDate(quote.pickupDate)}</InfoRow>
          <InfoRow label="Delivery Date">{formatDate(quote.deliveryDate)}</InfoRow>
          <InfoRow label="Posted">{formatDateTime(quote.createdAt)}</InfoRow>
          <InfoRow label="Expires">{formatDateTime(quote.expiresAt)}</InfoRow>
          <InfoRow label="Budget">{k(quote.maxBudget)}</InfoRow>
          <InfoRow label="Estimated value">
            {quote.estimatedValue === null ? 'Not given' : k(quote.estimatedValue)}
          </InfoRow>
          <InfoRow label="Insurance">{quote.insuranceRequired ? 'Required' : 'Not required'}</InfoRow>
          {quote.specialInstructions && (
            <InfoRow label="Special instructions">{quote.specialInstructions}</InfoRow>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function BidRow({ bid, k }: { bid: Bid; k: (amount: number) => string }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{k(bid.amount)}</p>
        {bid.isAccepted && <Badge variant="success">Accepted</Badge>}
      </div>
      <p className="text-sm text-gray-800">
        {bid.transporter ? `${bid.transporter.companyName} · ${bid.transporter.fullName}` : 'Transporter'}
      </p>
      <p className="text-xs text-muted-foreground">
        {bid.estimatedDays} {bid.estimatedDays === 1 ? 'day' : 'days'} · placed{' '}
        {formatDateTime(bid.createdAt)}
      </p>
      {bid.notes && <p className="text-sm whitespace-pre-line text-gray-700">{bid.notes}</p>}
    </li>
  );
}

/** Every bid on the load, lowest first. */
export function BidsCard({ quote }: { quote: Quote }) {
  const bids = [...quote.bids].sort((a, b) => a.amount - b.amount);
  const k = kwachaFormatter(bids.map((bid) => bid.amount));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bids ({quote.bidCount})</CardTitle>
      </CardHeader>
      <CardContent>
        {bids.length === 0 ? (
          <EmptyState icon={Gavel} title="No bids yet" className="py-6" />
        ) : (
          <ul className="divide-y divide-border">
            {bids.map((bid) => (
              <BidRow key={bid.id} bid={bid} k={k} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
