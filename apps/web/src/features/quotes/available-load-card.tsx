import { formatDate, formatTons, type QuoteSummary, relativeTime, shortId } from '@njira/domain';
import { Building2, CalendarDays, Route, Weight } from 'lucide-react';
import { Link } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadCard } from '../../components/ui/load-card.tsx';
import { VerifiedOnlyNote } from '../../components/ui/verified-badge.tsx';
import { ExpiryBadge, PriorityBadge } from './quote-badges.tsx';
import { cargoDetail, distanceText } from './quote-text.ts';

/**
 * One open load on the Available Loads screen (spec section 2): its facts, the bids so far, Place Bid.
 * `k` is the list's formatter: every budget and lowest bid on the screen has the same decimals.
 */
export function AvailableLoadCard({ quote, k }: { quote: QuoteSummary; k: (amount: number) => string }) {
  const detail = cargoDetail(quote);
  return (
    <LoadCard
      id={quote.id}
      title={`Quote #${shortId(quote.id)}`}
      subtitle={quote.id}
      badges={
        <>
          <PriorityBadge load={quote} />
          <ExpiryBadge expiresAt={quote.expiresAt} />
          {quote.verifiedOnly && <VerifiedOnlyNote />}
        </>
      }
      about={
        <>
          <p className="mt-1 text-xs text-muted-foreground">Posted {relativeTime(quote.createdAt)}</p>
          <p className="mt-3 font-semibold text-gray-900">{quote.cargo}</p>
          {detail && <p className="mt-0.5 text-sm text-gray-700">{detail}</p>}
        </>
      }
      from={quote.fromLocation}
      to={quote.toLocation}
      facts={[
        { label: 'Weight', value: formatTons(quote.weight), icon: Weight },
        { label: 'Distance', value: distanceText(quote.distance), icon: Route },
        { label: 'Pickup', value: formatDate(quote.pickupDate), icon: CalendarDays },
        { label: 'Cargo owner', value: quote.cargoOwner.companyName, icon: Building2 },
      ]}
      summary={
        <div className="mt-1 grid grid-cols-2 gap-3 rounded-lg bg-brand-50 p-3">
          <div>
            <p className="text-xs font-medium text-brand-800">Budget</p>
            <p className="text-lg font-bold text-gray-900">{k(quote.maxBudget)}</p>
          </div>
          <div className="text-right">
            <p className="text-xs font-medium text-brand-800">
              {quote.bidCount} {quote.bidCount === 1 ? 'bid' : 'bids'}
            </p>
            <p className="text-sm font-semibold text-gray-900">
              {quote.lowestBid === null ? 'No bids yet' : `Lowest: ${k(quote.lowestBid)}`}
            </p>
          </div>
        </div>
      }
      actions={
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <PlaceBidDialog load={quote} placed={Boolean(quote.myBid)} triggerClassName="sm:flex-1" />
          <Link
            to={`/dashboard/transporter/quote/${quote.id}`}
            className={buttonClasses('outline', 'md', 'sm:flex-1')}
            aria-label={`View Details of Quote #${shortId(quote.id)}`}
          >
            View Details
          </Link>
        </div>
      }
    />
  );
}
