import { type Bid, effectiveQuoteStatus, kwachaFormatter, type Quote } from '@njira/domain';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES_ANCHOR, WITH_PARAM } from '../../components/messages/load-conversations.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PartyContact } from '../../components/ui/party-contact.tsx';
import { ProfileLink } from '../../components/ui/profile-link.tsx';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { AcceptBidDialog } from './accept-bid-dialog.tsx';
import { bidsByAmount, ratingText } from './bid-order.ts';

const BASE = '/dashboard/cargo-owner';

/** Every bid on the owner's quote, cheapest first, each with Accept while the quote is open. */
export function OwnerBidList({ quote, onStale }: { quote: Quote; onStale: () => void }) {
  const open = effectiveQuoteStatus(quote.status, quote.expiresAt) === 'ACTIVE';
  const bids = bidsByAmount(quote.bids);
  const k = kwachaFormatter(bids.map((bid) => bid.amount));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bids ({bids.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {bids.length === 0 ? (
          <EmptyState
            icon={FileQuestion}
            title="No bids yet"
            description="Transporters are reviewing your load. Bids will appear here."
            className="py-8"
          />
        ) : (
          <ol className="flex flex-col gap-4">
            {bids.map((bid, index) => (
              <BidRow
                key={bid.id}
                quote={quote}
                bid={bid}
                rank={index + 1}
                open={open}
                onStale={onStale}
                k={k}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function BidRow({
  quote,
  bid,
  rank,
  open,
  onStale,
  k,
}: {
  quote: Quote;
  bid: Bid;
  rank: number;
  open: boolean;
  onStale: () => void;
  /** The list's formatter: every bid in it has the same decimals. */
  k: (amount: number) => string;
}) {
  const rating = ratingText(bid.transporter?.rating);
  const name = bid.transporter?.fullName ?? 'Transporter';
  const amount = k(bid.amount);
  return (
    <li
      className={`rounded-lg border p-4 ${rank === 1 ? 'border-green-300 bg-green-50' : 'border-border'}`}
      aria-label={`Bid ${rank}${rank === 1 ? ', Best Bid' : ''}: ${amount} from ${name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-muted-foreground">#{rank}</span>
            {rank === 1 && <Badge variant="success">Best Bid</Badge>}
            {bid.isAccepted && <Badge variant="primary">Accepted</Badge>}
          </div>
          <p className="mt-1 text-2xl font-bold text-gray-900">{amount}</p>
          <p className="text-sm text-gray-700">
            {bid.estimatedDays} {bid.estimatedDays === 1 ? 'day' : 'days'} estimated delivery
          </p>
        </div>
        <div className="min-w-0 text-sm sm:text-right">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900 sm:justify-end">
            {bid.transporter ? <ProfileLink userId={bid.transporter.id}>{name}</ProfileLink> : name}
            <VerifiedBadge verified={bid.transporter?.verified} />
          </p>
          {bid.transporter && <p className="text-gray-700">{bid.transporter.companyName}</p>}
          {rating && <p className="text-amber-800">{rating}</p>}
        </div>
      </div>
      {bid.notes && <p className="mt-3 text-sm whitespace-pre-line text-gray-800">{bid.notes}</p>}
      <div className="mt-3 flex flex-col gap-3 border-t border-border pt-3 sm:flex-row sm:items-center sm:justify-between">
        {(open || bid.isAccepted) && <PartyContact party={bid.transporter} />}
        {bid.transporter && (open || bid.isAccepted) && (
          <Link
            to={`?${WITH_PARAM}=${encodeURIComponent(bid.transporter.id)}#${MESSAGES_ANCHOR}`}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Message ${name}`}
          >
            Message
          </Link>
        )}
        {open && (
          <AcceptBidDialog quote={quote} bid={bid} amount={amount} transporterName={name} onStale={onStale} />
        )}
        {bid.isAccepted && quote.shipmentId && (
          <Link to={`${BASE}/shipment/${quote.shipmentId}`} className={buttonClasses('outline', 'sm')}>
            Track Shipment
          </Link>
        )}
      </div>
    </li>
  );
}
