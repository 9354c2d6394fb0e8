import {
  CONTACT_AFTER_ACCEPTANCE,
  CONTACT_AFTER_PAYMENT,
  effectiveQuoteStatus,
  kwachaFormatter,
  type Quote,
  splitKwacha,
} from '@njira/domain';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import {
  MESSAGES_ANCHOR,
  TransporterLoadConversation,
} from '../../components/messages/load-conversations.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PartyContact } from '../../components/ui/party-contact.tsx';
import { BidCard } from './bid-card.tsx';
import { ExpiryBadge, PriorityBadge } from './quote-badges.tsx';
import { BidCountBadge, QuoteFactsCard } from './quote-facts-card.tsx';
import { QuotePageFallback, useQuoteForPage } from './quote-page-fallback.tsx';

const LOADS_PATH = '/dashboard/transporter/loads';

/** Quote Details for a transporter (spec section 2): everything about a load, then the bid. */
export function QuoteDetailsPage() {
  const { id = '' } = useParams();
  const handle = useRouteHandle();
  const quote = useQuoteForPage(id);

  const header = (
    <PageHeader title={handle?.title ?? 'Quote Details'} description={handle?.description}>
      <Link to={LOADS_PATH} className={buttonClasses('outline', 'md')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Available Loads
      </Link>
    </PageHeader>
  );

  if (quote.isPending || quote.isError) {
    return (
      <QuotePageFallback
        quote={quote}
        header={header}
        back={{ to: LOADS_PATH, label: 'Back to Available Loads' }}
        noun="load"
      />
    );
  }
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <QuoteFactsCard
            quote={quote.data}
            badges={
              <>
                <BidCountBadge count={quote.data.bidCount} />
                <ExpiryBadge expiresAt={quote.data.expiresAt} />
                <PriorityBadge load={quote.data} />
              </>
            }
          />
          <TransporterLoadConversation
            quoteId={quote.data.id}
            ownerName={quote.data.cargoOwner.companyName || quote.data.cargoOwner.fullName}
            open={effectiveQuoteStatus(quote.data.status, quote.data.expiresAt) === 'ACTIVE'}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CargoOwnerCard quote={quote.data} />
          <PaymentCard quote={quote.data} />
          <BidCard quote={quote.data} />
        </div>
      </div>
    </>
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
        {/* Only the transporter whose bid was accepted, once paid, is sent the contact (issue 39). */}
        <PartyContact
          party={owner}
          notYet={[quote.shipmentId === null ? CONTACT_AFTER_ACCEPTANCE : CONTACT_AFTER_PAYMENT]}
        />
        {/* Before acceptance the way to reach the owner is platform messaging (ADR 025). */}
        {effectiveQuoteStatus(quote.status, quote.expiresAt) === 'ACTIVE' && (
          <a href={`#${MESSAGES_ANCHOR}`} className="text-sm font-medium text-primary underline">
            Contact via platform messaging
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentCard({ quote }: { quote: Quote }) {
  // Once this transporter's bid is accepted, the split is of that bid, not of the budget (issue 40).
  const accepted = quote.bids.find((bid) => bid.isOwn && bid.isAccepted);
  const { platformFee, transporterAmount } = splitKwacha(accepted?.amount ?? quote.maxBudget);
  // Read together: the 80/20 split of a whole budget often has ngwee, and so can a bid.
  const k = kwachaFormatter(
    [quote.maxBudget, platformFee, transporterAmount, quote.lowestBid, accepted?.amount ?? null].filter(
      (n) => n !== null,
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Cargo owner's budget</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">{k(quote.maxBudget)}</dd>
          </div>
          {accepted && (
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">Your accepted bid</dt>
              <dd className="font-semibold whitespace-nowrap text-gray-900">{k(accepted.amount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Platform fee (20%)</dt>
            <dd className="whitespace-nowrap text-gray-900">{k(platformFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">
              {accepted ? 'You receive (80% of your bid)' : 'You receive at this budget (80%)'}
            </dt>
            <dd className="font-semibold whitespace-nowrap text-green-800">{k(transporterAmount)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">Lowest bid</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">
              {quote.lowestBid === null ? 'No bids yet' : k(quote.lowestBid)}
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
