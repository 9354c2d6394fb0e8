import { effectiveQuoteStatus, formatKwacha, type Quote } from '@njira/domain';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { QuoteFact } from './quote-facts-card.tsx';
import { WithdrawBidButton } from './withdraw-bid-button.tsx';

/**
 * 'Ready to bid on this load?' with the dialog, or this transporter's bid once placed (with Withdraw
 * Bid while the load is open).
 */
export function BidCard({ quote }: { quote: Quote }) {
  // An open dialog stays while the page refreshes under it (a bid placed elsewhere, the load closed).
  const [bidding, setBidding] = useState(false);
  const ownBid = quote.bids.find((bid) => bid.isOwn);
  const open = effectiveQuoteStatus(quote.status, quote.expiresAt) === 'ACTIVE';
  if (ownBid?.isAccepted) return <AcceptedBidCard quote={quote} amount={ownBid.amount} />;
  if (ownBid && !bidding) {
    return (
      <Card className="border-green-200 bg-green-50">
        <CardContent className="flex flex-col gap-3 pt-5">
          <p className="flex items-center gap-2 font-semibold text-green-900">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Your bid on this load
          </p>
          <dl className="grid grid-cols-2 gap-3">
            <QuoteFact label="Your bid">{formatKwacha(ownBid.amount)}</QuoteFact>
            <QuoteFact label="Delivery time">
              {ownBid.estimatedDays} {ownBid.estimatedDays === 1 ? 'day' : 'days'}
            </QuoteFact>
          </dl>
          <Button disabled className="w-full">
            Bid Already Placed
          </Button>
          {open && <WithdrawBidButton quote={quote} bid={ownBid} />}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col gap-3 pt-5">
        <h2 className="font-semibold text-gray-900">Ready to bid on this load?</h2>
        {open || bidding ? (
          <>
            <p className="text-sm text-gray-700">
              Bid up to {formatKwacha(quote.maxBudget)}. You receive 80% of your bid after the platform fee.
            </p>
            <PlaceBidDialog
              load={quote}
              triggerSize="lg"
              triggerClassName="w-full"
              onOpenChange={setBidding}
            />
          </>
        ) : (
          <p className="text-sm text-gray-700">This load is no longer accepting bids.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The transporter whose bid was accepted (issue 40): says so, with the shipment it became. */
function AcceptedBidCard({ quote, amount }: { quote: Quote; amount: number }) {
  return (
    <Card className="border-green-200 bg-green-50">
      <CardContent className="flex flex-col gap-3 pt-5">
        <h2 className="flex items-center gap-2 font-semibold text-green-900">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Your bid was accepted
        </h2>
        <p className="text-sm text-gray-700">
          The cargo owner accepted your bid of {formatKwacha(amount)}. The load is now a shipment of yours.
        </p>
        {quote.shipmentId && (
          <Link
            to={`/dashboard/transporter/shipment/${quote.shipmentId}`}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            View Shipment
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
