import { formatDate, formatKwacha, formatTons, type QuoteSummary, shortId } from '@njira/domain';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useCancelQuote } from './api/cancel-quote.ts';
import { ExpiryBadge } from './quote-badges.tsx';

const BASE = '/dashboard/cargo-owner';

/** One of the owner's loads in My Quotes: its bids so far and what can be done with it. */
export function OwnerQuoteCard({ quote }: { quote: QuoteSummary }) {
  const name = `${quote.cargo}, ${quote.fromLocation} to ${quote.toLocation}`;
  return (
    <Card className="flex w-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-gray-900">{quote.cargo}</h3>
            <p className="font-mono text-xs text-muted-foreground">Quote #{shortId(quote.id)}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <QuoteStatusBadge status={quote.status} />
            {quote.status === 'ACTIVE' && <ExpiryBadge expiresAt={quote.expiresAt} />}
          </div>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-gray-800">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {quote.fromLocation} → {quote.toLocation}
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Weight</dt>
            <dd className="font-semibold text-gray-900">{formatTons(quote.weight)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Pickup</dt>
            <dd className="font-semibold text-gray-900">{formatDate(quote.pickupDate)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Lowest bid</dt>
            <dd className="font-semibold text-gray-900">
              {quote.lowestBid === null ? 'No bids yet' : formatKwacha(quote.lowestBid)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Bids</dt>
            <dd className="font-semibold text-gray-900">{quote.bidCount}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {quote.bidCount > 0 ? (
            <Link
              to={`${BASE}/quote/${quote.id}`}
              className={buttonClasses('primary', 'sm')}
              aria-label={`Review Bids (${quote.bidCount}): ${name}`}
            >
              Review Bids ({quote.bidCount})
            </Link>
          ) : (
            <Button size="sm" disabled>
              Waiting for Bids
            </Button>
          )}
          <Link
            to={`${BASE}/quote/${quote.id}`}
            className={buttonClasses('outline', 'sm')}
            aria-label={`View Details: ${name}`}
          >
            View Details
          </Link>
          {quote.status === 'ACTIVE' && <CancelQuoteButton quote={quote} name={name} />}
        </div>
      </CardContent>
    </Card>
  );
}

/** Cancel, after a confirmation: transporters can no longer bid on the load. */
function CancelQuoteButton({ quote, name }: { quote: QuoteSummary; name: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelQuote();
  const confirm = () =>
    cancel.mutate(quote.id, {
      onSuccess: () => {
        toast.success('Quote cancelled', 'Transporters can no longer bid on this load.');
        setOpen(false);
      },
      onError: (error) => {
        toast.error('Error cancelling quote', errorMessage(error, 'Request failed'));
        setOpen(false);
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Cancel this quote?"
      description={`${name}. Transporters will no longer be able to bid on it. This cannot be undone.`}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Cancel quote: ${name}`}>
          Cancel
        </Button>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)}>
          Keep Quote
        </Button>
        <Button variant="destructive" loading={cancel.isPending} onClick={confirm}>
          Cancel Quote
        </Button>
      </div>
    </Dialog>
  );
}
