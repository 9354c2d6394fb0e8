import {
  effectiveQuoteStatus,
  formatDate,
  formatKwacha,
  formatTons,
  type Quote,
  shortId,
  splitKwacha,
} from '@njira/domain';
import {
  AlertTriangle,
  ArrowLeft,
  CheckCircle2,
  FileQuestion,
  MessageSquare,
  ShieldCheck,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useQuote } from './api/get-quote.ts';
import { ExpiryBadge, PriorityBadge } from './quote-badges.tsx';
import { cargoDetail, distanceText } from './quote-text.ts';

const LOADS_PATH = '/dashboard/transporter/loads';

/** Quote Details for a transporter (spec section 2): everything about a load, then the bid. */
export function QuoteDetailsPage() {
  const { id = '' } = useParams();
  const handle = useRouteHandle();
  const quote = useQuote(id);
  const notFound = quote.error instanceof ApiError && quote.error.status === 404;
  useErrorToast(quote.error, 'Error loading quote details', { skip: notFound });

  const header = (
    <PageHeader title={handle?.title ?? 'Quote Details'} description={handle?.description}>
      <Link to={LOADS_PATH} className={buttonClasses('outline', 'md')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Available Loads
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
            <Link to={LOADS_PATH} className={buttonClasses('primary', 'md')}>
              Back to Available Loads
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
            description="This load could not be loaded. Check your connection and try again."
            action={<Button onClick={() => void quote.refetch()}>Try Again</Button>}
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <QuoteDetails quote={quote.data} />
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

function QuoteDetails({ quote }: { quote: Quote }) {
  const detail = cargoDetail(quote);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
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
                <Badge variant="info">
                  {quote.bidCount} {quote.bidCount === 1 ? 'bid' : 'bids'}
                </Badge>
                <ExpiryBadge expiresAt={quote.expiresAt} />
                <PriorityBadge load={quote} />
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
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <CargoOwnerCard quote={quote} />
        <PaymentCard quote={quote} />
        <BidCard quote={quote} />
      </div>
    </div>
  );
}

function CargoOwnerCard({ quote }: { quote: Quote }) {
  const owner = quote.cargoOwner;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Cargo Owner</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Avatar name={owner.fullName} />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{owner.fullName}</p>
            <p className="text-sm text-gray-700">{owner.companyName}</p>
          </div>
        </div>
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <MessageSquare className="size-4 text-brand-700" aria-hidden="true" />
          Contact via platform messaging
        </p>
        <p className="text-xs text-muted-foreground">Contact details will be shared after bid acceptance</p>
      </CardContent>
    </Card>
  );
}

function PaymentCard({ quote }: { quote: Quote }) {
  const { platformFee, transporterAmount } = splitKwacha(quote.maxBudget);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Cargo owner's budget</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">{formatKwacha(quote.maxBudget)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Platform fee (20%)</dt>
            <dd className="whitespace-nowrap text-gray-900">{formatKwacha(platformFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">You receive at this budget (80%)</dt>
            <dd className="font-semibold whitespace-nowrap text-green-800">
              {formatKwacha(transporterAmount)}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">Lowest bid</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">
              {quote.lowestBid === null ? 'No bids yet' : formatKwacha(quote.lowestBid)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Paid through the platform once the delivery is complete.
        </p>
      </CardContent>
    </Card>
  );
}

/** 'Ready to bid on this load?' with the dialog, or this transporter's bid once placed. */
function BidCard({ quote }: { quote: Quote }) {
  // An open dialog stays while the page refreshes under it (a bid placed elsewhere, the load closed).
  const [bidding, setBidding] = useState(false);
  const ownBid = quote.bids.find((bid) => bid.isOwn);
  if (ownBid && !bidding) {
    return (
      <Card className="border-green-200 bg-green-50">
        <CardContent className="flex flex-col gap-3 pt-5">
          <p className="flex items-center gap-2 font-semibold text-green-900">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Your bid on this load
          </p>
          <dl className="grid grid-cols-2 gap-3">
            <Detail label="Your bid">{formatKwacha(ownBid.amount)}</Detail>
            <Detail label="Delivery time">
              {ownBid.estimatedDays} {ownBid.estimatedDays === 1 ? 'day' : 'days'}
            </Detail>
          </dl>
          <Button disabled className="w-full">
            Bid Already Placed
          </Button>
        </CardContent>
      </Card>
    );
  }
  const open = effectiveQuoteStatus(quote.status, quote.expiresAt) === 'ACTIVE';
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col gap-3 pt-5">
        <h2 className="font-semibold text-gray-900">Ready to bid on this load?</h2>
        {open || bidding ? (
          <>
            <p className="text-sm text-gray-700">
              Bid up to {formatKwacha(quote.maxBudget)}. You receive 80% of your bid after the platform fee.
            </p>
            <PlaceBidDialog
              load={quote}
              triggerSize="lg"
              triggerClassName="w-full"
              onOpenChange={setBidding}
            />
          </>
        ) : (
          <p className="text-sm text-gray-700">This load is no longer accepting bids.</p>
        )}
      </CardContent>
    </Card>
  );
}
