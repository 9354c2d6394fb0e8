import { formatDate, formatTons, kwachaFormatter, type Quote, shortId } from '@njira/domain';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { VerifiedOnlyNote } from '../../components/ui/verified-badge.tsx';
import { cargoDetail, distanceText } from './quote-text.ts';

/** A label over its value, as a quote page lays out facts in a grid. */
export function QuoteFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** '3 bids', as a badge beside the quote's number. */
export function BidCountBadge({ count }: { count: number }) {
  return (
    <Badge variant="info">
      {count} {count === 1 ? 'bid' : 'bids'}
    </Badge>
  );
}

/**
 * Everything about a load, as both parties' Quote Details show it (spec section 2): number, cargo,
 * pickup and delivery places, weight, distance, dates, value, dimensions, insurance, instructions.
 * Each page brings its own badges, and the owner adds the budget.
 */
export function QuoteFactsCard({
  quote,
  badges,
  withBudget = false,
}: {
  quote: Quote;
  badges: ReactNode;
  /** The owner's page adds 'Your Budget' after the shared facts. */
  withBudget?: boolean;
}) {
  const detail = cargoDetail(quote);
  // The estimated value and the budget sit in one grid of facts: one decimals for both.
  const k = kwachaFormatter(
    [quote.estimatedValue, withBudget ? quote.maxBudget : null].filter((n) => n !== null),
  );
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
          <div className="flex flex-wrap gap-1.5">{badges}</div>
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
            <Stop
              label="Pickup"
              tone="text-green-800"
              city={quote.fromLocation}
              address={quote.fromAddress}
            />
            <Stop label="Delivery" tone="text-red-800" city={quote.toLocation} address={quote.toAddress} />
          </ol>
        </section>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <QuoteFact label="Weight">{formatTons(quote.weight)}</QuoteFact>
          <QuoteFact label="Distance">{distanceText(quote.distance)}</QuoteFact>
          <QuoteFact label="Pickup Date">{formatDate(quote.pickupDate)}</QuoteFact>
          <QuoteFact label="Delivery Date">{formatDate(quote.deliveryDate)}</QuoteFact>
          <QuoteFact label="Estimated Value">
            {quote.estimatedValue === null ? 'Not stated' : k(quote.estimatedValue)}
          </QuoteFact>
          <QuoteFact label="Dimensions">{quote.dimensions ?? 'Not stated'}</QuoteFact>
          {withBudget && <QuoteFact label="Your Budget">{k(quote.maxBudget)}</QuoteFact>}
        </dl>
        {quote.insuranceRequired && (
          <p>
            <Badge variant="warning">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Insurance Required
            </Badge>
          </p>
        )}
        {quote.verifiedOnly && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <VerifiedOnlyNote />
            Only carriers with every document approved can bid.
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

function Stop({
  label,
  tone,
  city,
  address,
}: {
  label: string;
  tone: string;
  city: string;
  address: string | null;
}) {
  return (
    <li className="rounded-lg border border-border p-3">
      <p className={`text-xs font-medium ${tone}`}>{label}</p>
      <p className="font-semibold text-gray-900">{city}</p>
      {address && <p className="text-sm text-gray-700">{address}</p>}
    </li>
  );
}
