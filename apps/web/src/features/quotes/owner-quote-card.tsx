import { formatDate, formatTons, type QuoteSummary, shortId } from '@njira/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadCard } from '../../components/ui/load-card.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useCancelQuote } from '../../lib/quotes/cancel-quote.ts';
import { ExpiryBadge } from './quote-badges.tsx';

const BASE = '/dashboard/cargo-owner';

/**
 * One of the owner's loads in My Quotes: its bids so far and what can be done with it. `k` is the
 * list's formatter: every lowest bid on the screen has the same decimals.
 */
export function OwnerQuoteCard({ quote, k }: { quote: QuoteSummary; k: (amount: number) => string }) {
  const name = `${quote.cargo}, ${quote.fromLocation} to ${quote.toLocation}`;
  return (
    <LoadCard
      id={quote.id}
      title={quote.cargo}
      subtitle={`Quote #${shortId(quote.id)}`}
      badges={
        <>
          <QuoteStatusBadge status={quote.status} />
          {quote.status === 'ACTIVE' && <ExpiryBadge expiresAt={quote.expiresAt} />}
        </>
      }
      from={quote.fromLocation}
      to={quote.toLocation}
      facts={[
        { label: 'Weight', value: formatTons(quote.weight) },
        { label: 'Pickup', value: formatDate(quote.pickupDate) },
        {
          label: 'Lowest bid',
          value: quote.lowestBid === null ? 'No bids yet' : k(quote.lowestBid),
        },
        { label: 'Bids', value: quote.bidCount },
      ]}
      factsInARow
      actions={
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
      }
    />
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
