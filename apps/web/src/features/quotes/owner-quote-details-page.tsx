import { effectiveQuoteStatus, formatDate, formatKwacha, type Quote, splitKwacha } from '@njira/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { countdownText } from './bid-order.ts';
import { OwnerBidList } from './owner-bid-list.tsx';
import { BidCountBadge, QuoteFact, QuoteFactsCard } from './quote-facts-card.tsx';
import { QuotePageFallback, useQuoteForPage } from './quote-page-fallback.tsx';

const BASE = '/dashboard/cargo-owner';

/** Quote Details for the cargo owner (spec section 2): the load, a live countdown, the bids to choose from. */
export function OwnerQuoteDetailsPage() {
  const { id = '' } = useParams();
  const handle = useRouteHandle();
  const quote = useQuoteForPage(id);

  const header = (
    <PageHeader title={handle?.title ?? 'Quote Details'} description={handle?.description}>
      <Link to={`${BASE}/quotes`} className={buttonClasses('outline', 'md')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to My Quotes
      </Link>
    </PageHeader>
  );

  if (quote.isPending || quote.isError) {
    return (
      <QuotePageFallback
        quote={quote}
        header={header}
        back={{ to: BASE, label: 'Back to Dashboard' }}
        noun="quote"
      />
    );
  }
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <QuoteFactsCard
            quote={quote.data}
            badges={
              <>
                <QuoteStatusBadge status={effectiveQuoteStatus(quote.data.status, quote.data.expiresAt)} />
                <BidCountBadge count={quote.data.bidCount} />
              </>
            }
            more={<QuoteFact label="Your Budget">{formatKwacha(quote.data.maxBudget)}</QuoteFact>}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ExpiryCard quote={quote.data} />
          <BidSummaryCard quote={quote.data} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <OwnerBidList quote={quote.data} onStale={() => void quote.refetch()} />
        </div>
      </div>
    </>
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
