import {
  formatDate,
  formatKwacha,
  formatTons,
  type QuoteSummary,
  relativeTime,
  shortId,
} from '@njira/domain';
import { Building2, CalendarDays, MapPin, Route, Weight } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ExpiryBadge, PriorityBadge } from './quote-badges.tsx';
import { cargoDetail, distanceText } from './quote-text.ts';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0 text-gray-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="truncate text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** One open load on the Available Loads screen (spec section 2). */
export function LoadCard({ quote }: { quote: QuoteSummary }) {
  const headingId = `load-${quote.id}`;
  const detail = cargoDetail(quote);
  return (
    <Card className="flex w-full flex-col p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-gray-900">
            Quote #{shortId(quote.id)}
          </h3>
          <p className="font-mono text-xs break-all text-muted-foreground">{quote.id}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <PriorityBadge load={quote} />
          <ExpiryBadge expiresAt={quote.expiresAt} />
        </div>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">Posted {relativeTime(quote.createdAt)}</p>

      <p className="mt-3 font-semibold text-gray-900">{quote.cargo}</p>
      {detail && <p className="mt-0.5 text-sm text-gray-700">{detail}</p>}

      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-gray-900">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {quote.fromLocation} → {quote.toLocation}
      </p>

      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Fact icon={Weight} label="Weight">
          {formatTons(quote.weight)}
        </Fact>
        <Fact icon={Route} label="Distance">
          {distanceText(quote.distance)}
        </Fact>
        <Fact icon={CalendarDays} label="Pickup">
          {formatDate(quote.pickupDate)}
        </Fact>
        <Fact icon={Building2} label="Cargo owner">
          {quote.cargoOwner.companyName}
        </Fact>
      </dl>

      <div className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-brand-50 p-3">
        <div>
          <p className="text-xs font-medium text-brand-800">Budget</p>
          <p className="text-lg font-bold text-gray-900">{formatKwacha(quote.maxBudget)}</p>
        </div>
        <div className="text-right">
          <p className="text-xs font-medium text-brand-800">
            {quote.bidCount} {quote.bidCount === 1 ? 'bid' : 'bids'}
          </p>
          <p className="text-sm font-semibold text-gray-900">
            {quote.lowestBid === null ? 'No bids yet' : `Lowest: ${formatKwacha(quote.lowestBid)}`}
          </p>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <PlaceBidDialog load={quote} placed={Boolean(quote.myBid)} triggerClassName="sm:flex-1" />
        <Link
          to={`/dashboard/transporter/quote/${quote.id}`}
          className={buttonClasses('outline', 'md', 'sm:flex-1')}
          aria-label={`View Details of Quote #${shortId(quote.id)}`}
        >
          View Details
        </Link>
      </div>
    </Card>
  );
}
