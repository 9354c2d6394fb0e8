import {
  type Bid,
  CARGO_TYPE_LABELS,
  formatDate,
  formatDateTime,
  formatDistance,
  formatKwacha,
  formatTons,
  type Quote,
  shortId,
} from '@njira/domain';
import { FileQuestion, Gavel } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { useQuote } from './api/get-quote.ts';
import { CancelLoadButton } from './cancel-actions.tsx';
import { BackLink, HiddenHeading, PartyBlock } from './detail-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

const LOAD_ERROR = 'Error loading quote details';

/** Every fact of the load, a row each, in the admin's detail-page style (see its shipment page). */
function LoadDetailsCard({ quote }: { quote: Quote }) {
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
          <InfoRow label="Budget">{formatKwacha(quote.maxBudget)}</InfoRow>
          <InfoRow label="Estimated value">
            {quote.estimatedValue === null ? 'Not given' : formatKwacha(quote.estimatedValue)}
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

function BidRow({ bid }: { bid: Bid }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{formatKwacha(bid.amount)}</p>
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

function BidsCard({ quote }: { quote: Quote }) {
  const bids = [...quote.bids].sort((a, b) => a.amount - b.amount);
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
              <BidRow key={bid.id} bid={bid} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /dashboard/admin/loads/:id: one load with its owner, every bid, and Cancel Load while it is open. */
export function LoadDetailsPage() {
  const id = useParams().id ?? '';
  const query = useQuote(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(query.error, LOAD_ERROR, { skip: notFound, failedAt: query.errorUpdatedAt });
  const back = <BackLink to={adminPaths.loads} label="Back to Loads" />;

  if (query.isPending)
    return (
      <>
        <HiddenHeading>Load Details</HiddenHeading>
        {back}
        <span className="sr-only" role="status">
          Loading load details...
        </span>
        <Skeleton className="h-96 rounded-xl" />
      </>
    );
  if (notFound)
    return (
      <Card>
        <HiddenHeading>Load Details</HiddenHeading>
        <EmptyState
          icon={FileQuestion}
          title="Quote not found"
          description="The quote you're looking for doesn't exist or has been removed."
          action={
            <Link to={adminPaths.loads} className={buttonClasses('primary', 'md')}>
              Back to Loads
            </Link>
          }
        />
      </Card>
    );
  if (query.isError)
    return (
      <>
        <HiddenHeading>Load Details</HiddenHeading>
        {back}
        <LoadFailed title={LOAD_ERROR} query={query} />
      </>
    );

  const quote = query.data;
  return (
    <>
      {back}
      <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">Load #{shortId(quote.id)}</h1>
            <QuoteStatusBadge status={quote.status} />
          </div>
          <p className="mt-1 text-base break-words text-gray-800">{quote.cargo}</p>
          <p className="mt-0.5 text-xs break-all text-muted-foreground">ID: {quote.id}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-muted-foreground">Budget</p>
          <p className="text-2xl font-bold text-brand-800">{formatKwacha(quote.maxBudget)}</p>
          <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
            {quote.shipmentId && (
              <Link to={adminPaths.shipment(quote.shipmentId)} className={buttonClasses('outline', 'sm')}>
                View Shipment
              </Link>
            )}
            <CancelLoadButton quote={quote} />
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <LoadDetailsCard quote={quote} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="pt-5">
              <PartyBlock title="Cargo owner" party={quote.cargoOwner} />
            </CardContent>
          </Card>
          <BidsCard quote={quote} />
        </div>
      </div>
    </>
  );
}
