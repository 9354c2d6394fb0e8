import {
  type Bid,
  effectiveQuoteStatus,
  formatDate,
  formatKwacha,
  formatTons,
  type Quote,
  shortId,
  splitKwacha,
} from '@njira/domain';
import { AlertTriangle, ArrowLeft, FileQuestion, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AcceptBidDialog } from './accept-bid-dialog.tsx';
import { useQuote } from './api/get-quote.ts';
import { bidsByAmount, countdownText, ratingText } from './bid-order.ts';
import { cargoDetail, distanceText } from './quote-text.ts';

const BASE = '/dashboard/cargo-owner';

/** Quote Details for the cargo owner (spec section 2): the load, a live countdown, the bids to choose from. */
export function OwnerQuoteDetailsPage() {
  const { id = '' } = useParams();
  const handle = useRouteHandle();
  const quote = useQuote(id);
  const notFound = quote.error instanceof ApiError && quote.error.status === 404;
  useErrorToast(quote.error, 'Error loading quote details', { skip: notFound });

  const header = (
    <PageHeader title={handle?.title ?? 'Quote Details'} description={handle?.description}>
      <Link to={`${BASE}/quotes`} className={buttonClasses('outline', 'md')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Quotes
      </Link>
    </PageHeader>
  );

  if (quote.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading quote details...
        </span>
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-96 rounded-xl lg:col-span-2" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      </>
    );
  }
  if (notFound) {
    return (
      <Card>
        <EmptyState
          icon={FileQuestion}
          title="Quote not found"
          description="The quote you're looking for doesn't exist or has been removed."
          action={
            <Link to={BASE} className={buttonClasses('primary', 'md')}>
              Back to Dashboard
            </Link>
          }
        />
      </Card>
    );
  }
  if (quote.isError) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={AlertTriangle}
            title="Error loading quote details"
            description="This quote could not be loaded. Check your connection and try again."
            action={
              <Button loading={quote.isFetching} onClick={() => void quote.refetch()}>
                Try Again
              </Button>
            }
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <LoadCard quote={quote.data} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ExpiryCard quote={quote.data} />
          <BidSummaryCard quote={quote.data} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <BidsCard quote={quote.data} onStale={() => void quote.refetch()} />
        </div>
      </div>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-gray-900">{children}</dd>
    </div>
  );
}

function LoadCard({ quote }: { quote: Quote }) {
  const detail = cargoDetail(quote);
  const status = effectiveQuoteStatus(quote.status, quote.expiresAt);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle as="h2" className="text-lg">
              Quote #{shortId(quote.id)}
            </CardTitle>
            <p className="font-mono text-xs break-all text-muted-foreground">{quote.id}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <QuoteStatusBadge status={status} />
            <Badge variant="info">
              {quote.bidCount} {quote.bidCount === 1 ? 'bid' : 'bids'}
            </Badge>
          </div>
        </div>
        <p className="mt-2 text-base font-semibold text-gray-900">{quote.cargo}</p>
        {detail && <p className="text-sm text-gray-700">{detail}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section aria-labelledby="route-heading">
          <h3 id="route-heading" className="mb-2 text-sm font-semibold text-gray-900">
            Route
          </h3>
          <ol className="grid gap-3 sm:grid-cols-2">
            <li className="rounded-lg border border-border p-3">
              <p className="text-xs font-medium text-green-800">Pickup</p>
              <p className="font-semibold text-gray-900">{quote.fromLocation}</p>
              {quote.fromAddress && <p className="text-sm text-gray-700">{quote.fromAddress}</p>}
            </li>
            <li className="rounded-lg border border-border p-3">
              <p className="text-xs font-medium text-red-800">Delivery</p>
              <p className="font-semibold text-gray-900">{quote.toLocation}</p>
              {quote.toAddress && <p className="text-sm text-gray-700">{quote.toAddress}</p>}
            </li>
          </ol>
        </section>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Detail label="Weight">{formatTons(quote.weight)}</Detail>
          <Detail label="Distance">{distanceText(quote.distance)}</Detail>
          <Detail label="Pickup Date">{formatDate(quote.pickupDate)}</Detail>
          <Detail label="Delivery Date">{formatDate(quote.deliveryDate)}</Detail>
          <Detail label="Estimated Value">
            {quote.estimatedValue === null ? 'Not stated' : formatKwacha(quote.estimatedValue)}
          </Detail>
          <Detail label="Dimensions">{quote.dimensions ?? 'Not stated'}</Detail>
          <Detail label="Your Budget">{formatKwacha(quote.maxBudget)}</Detail>
        </dl>
        {quote.insuranceRequired && (
          <p>
            <Badge variant="warning">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Insurance Required
            </Badge>
          </p>
        )}
        {quote.specialInstructions && (
          <section aria-labelledby="instructions-heading" className="rounded-lg bg-amber-50 p-4">
            <h3 id="instructions-heading" className="text-sm font-semibold text-amber-900">
              Special Instructions
            </h3>
            <p className="mt-1 text-sm whitespace-pre-line text-amber-900">{quote.specialInstructions}</p>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** Ticks every second while the page is open; the text is read out only when asked (no live region). */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ExpiryCard({ quote }: { quote: Quote }) {
  const now = useNow(1000);
  const left = countdownText(quote.expiresAt, now);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quote expires</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="font-mono text-2xl font-bold text-gray-900">
          {left === null ? 'Expired' : <time dateTime={quote.expiresAt}>{left}</time>}
        </p>
        <p className="text-sm text-muted-foreground">{formatDate(quote.expiresAt)}</p>
      </CardContent>
    </Card>
  );
}

/** The budget against the best offer so far, and what the platform keeps of it (spec section 9). */
function BidSummaryCard({ quote }: { quote: Quote }) {
  const best = quote.lowestBid;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bid Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Your budget</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">{formatKwacha(quote.maxBudget)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Bids received</dt>
            <dd className="font-semibold text-gray-900">{quote.bidCount}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">Best bid</dt>
            <dd className="font-semibold whitespace-nowrap text-green-800">
              {best === null ? 'No bids yet' : formatKwacha(best)}
            </dd>
          </div>
          {best !== null && (
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">Platform fee in it (20%)</dt>
              <dd className="whitespace-nowrap text-gray-900">
                {formatKwacha(splitKwacha(best).platformFee)}
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function BidsCard({ quote, onStale }: { quote: Quote; onStale: () => void }) {
  const open = effectiveQuoteStatus(quote.status, quote.expiresAt) === 'ACTIVE';
  const bids = bidsByAmount(quote.bids);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bids ({bids.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {bids.length === 0 ? (
          <EmptyState
            icon={FileQuestion}
            title="No bids yet"
            description="Transporters are reviewing your load. Bids will appear here."
            className="py-8"
          />
        ) : (
          <ol className="flex flex-col gap-4">
            {bids.map((bid, index) => (
              <BidRow key={bid.id} quote={quote} bid={bid} rank={index + 1} open={open} onStale={onStale} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function BidRow({
  quote,
  bid,
  rank,
  open,
  onStale,
}: {
  quote: Quote;
  bid: Bid;
  rank: number;
  open: boolean;
  onStale: () => void;
}) {
  const rating = ratingText(bid.transporter?.rating);
  const name = bid.transporter?.fullName ?? 'Transporter';
  return (
    <li
      className={`rounded-lg border p-4 ${rank === 1 ? 'border-green-300 bg-green-50' : 'border-border'}`}
      aria-label={`Bid ${rank}${rank === 1 ? ', Best Bid' : ''}: ${formatKwacha(bid.amount)} from ${name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-muted-foreground">#{rank}</span>
            {rank === 1 && <Badge variant="success">Best Bid</Badge>}
            {bid.isAccepted && <Badge variant="primary">Accepted</Badge>}
          </div>
          <p className="mt-1 text-2xl font-bold text-gray-900">{formatKwacha(bid.amount)}</p>
          <p className="text-sm text-gray-700">
            {bid.estimatedDays} {bid.estimatedDays === 1 ? 'day' : 'days'} estimated delivery
          </p>
        </div>
        <div className="min-w-0 text-sm sm:text-right">
          <p className="font-semibold text-gray-900">{name}</p>
          {bid.transporter && <p className="text-gray-700">{bid.transporter.companyName}</p>}
          {rating && <p className="text-amber-800">{rating}</p>}
        </div>
      </div>
      {bid.notes && <p className="mt-3 text-sm whitespace-pre-line text-gray-800">{bid.notes}</p>}
      <div className="mt-3 flex flex-col gap-3 border-t border-border pt-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-xs text-muted-foreground">
          <p>Contact via platform</p>
          <p>Contact details shared after payment confirmation</p>
        </div>
        {open && <AcceptBidDialog quote={quote} bid={bid} transporterName={name} onStale={onStale} />}
        {bid.isAccepted && quote.shipmentId && (
          <Link to={`${BASE}/shipment/${quote.shipmentId}`} className={buttonClasses('outline', 'sm')}>
            Track Shipment
          </Link>
        )}
      </div>
    </li>
  );
}
