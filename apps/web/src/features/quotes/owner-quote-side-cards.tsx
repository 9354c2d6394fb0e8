import { formatDate, kwachaFormatter, QUOTE_STATUS_LABELS, type Quote, splitKwacha } from '@njira/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useNow } from '../../lib/use-now.ts';
import { countdownText } from './bid-order.ts';

// Beside the owner's quote: how long it stays open, and the bids against the budget.

/** How long an open quote stays open; a closed one (accepted, cancelled, expired) says so, no countdown. */
export function ExpiryCard({ quote }: { quote: Quote }) {
  const open = quote.status === 'ACTIVE';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{open ? 'Quote expires' : 'Quote closed'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {open ? (
          <Countdown expiresAt={quote.expiresAt} />
        ) : (
          <>
            <p className="text-2xl font-bold text-gray-900">{QUOTE_STATUS_LABELS[quote.status]}</p>
            <p className="text-sm text-muted-foreground">No longer open for bids</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Countdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  const left = countdownText(expiresAt, now);
  return (
    <>
      <p className="font-mono text-2xl font-bold text-gray-900">
        {left === null ? 'Expired' : <time dateTime={expiresAt}>{left}</time>}
      </p>
      <p className="text-sm text-muted-foreground">{formatDate(expiresAt)}</p>
    </>
  );
}

/** The budget against the best offer so far, and what the platform keeps of it (spec section 9). */
export function BidSummaryCard({ quote }: { quote: Quote }) {
  const best = quote.lowestBid;
  const fee = best === null ? null : splitKwacha(best).platformFee;
  const k = kwachaFormatter([quote.maxBudget, best, fee].filter((n) => n !== null));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bid Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Your budget</dt>
            <dd className="font-semibold whitespace-nowrap text-gray-900">{k(quote.maxBudget)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Bids received</dt>
            <dd className="font-semibold text-gray-900">{quote.bidCount}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2">
            <dt className="text-gray-700">Best bid</dt>
            <dd className="font-semibold whitespace-nowrap text-green-800">
              {best === null ? 'No bids yet' : k(best)}
            </dd>
          </div>
          {fee !== null && (
            <div className="flex justify-between gap-3">
              <dt className="text-gray-700">Platform fee in it (20%)</dt>
              <dd className="whitespace-nowrap text-gray-900">{k(fee)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
