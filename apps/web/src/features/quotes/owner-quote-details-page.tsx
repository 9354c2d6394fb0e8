import { effectiveQuoteStatus } from '@njira/domain';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { OwnerLoadConversations } from '../../components/messages/load-conversations.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { OwnerBidList } from './owner-bid-list.tsx';
import { BidSummaryCard, ExpiryCard } from './owner-quote-side-cards.tsx';
import { BidCountBadge, QuoteFactsCard } from './quote-facts-card.tsx';
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
            withBudget
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ExpiryCard quote={quote.data} />
          <BidSummaryCard quote={quote.data} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <OwnerBidList quote={quote.data} onStale={() => void quote.refetch()} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <OwnerLoadConversations
            quoteId={quote.data.id}
            bidders={quote.data.bids.flatMap((bid) =>
              bid.transporter
                ? [
                    {
                      transporterId: bid.transporter.id,
                      name: bid.transporter.companyName || bid.transporter.fullName,
                    },
                  ]
                : [],
            )}
          />
        </div>
      </div>
    </>
  );
}
