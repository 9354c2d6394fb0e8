import type { Bid, Quote } from '@njira/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { isStaleQuoteError, useAcceptBid } from './api/accept-bid.ts';

const SHIPMENTS = '/dashboard/cargo-owner/shipments';

/** Accept This Bid → a confirmation (amount, days, transporter) → the shipment is made. */
export function AcceptBidDialog({
  quote,
  bid,
  amount,
  transporterName,
  onStale,
}: {
  quote: Quote;
  bid: Bid;
  /** The bid's amount as its row in the list reads it (the list's decimals), so the two agree. */
  amount: string;
  transporterName: string;
  onStale: () => void;
}) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptBid(quote.id);
  const navigate = useNavigate();

  // Awaited rather than mutate's callbacks: the acceptance's own live event refetches the quote,
  // which closes the load and unmounts this dialog, and mutate's callbacks do not run after that.
  const confirm = async () => {
    try {
      await accept.mutateAsync(bid.id);
    } catch (error) {
      toast.error('Error accepting bid', errorMessage(error, 'Request failed'));
      if (isStaleQuoteError(error)) {
        // Someone else moved first (or the quote closed): show the page as it now is.
        setOpen(false);
        onStale();
      }
      return;
    }
    toast.success(
      'Bid accepted successfully!',
      'A shipment has been created and the transporter has been notified.',
    );
    setOpen(false);
    void navigate(SHIPMENTS);
  };

  const company = bid.transporter?.companyName;
  return (
    <Dialog
      open={open}
      // Not closed while the acceptance is on its way (like its Cancel): it would land unseen.
      onOpenChange={(next) => !accept.isPending && setOpen(next)}
      title="Accept this bid?"
      description={`A shipment will be created and the transporter notified; the load then takes no more bids. Payment comes next: you pay ${amount} into escrow by mobile money, and the transporter picks the load up once it is secured.`}
      trigger={
        <Button size="sm" aria-label={`Accept This Bid: ${amount} from ${transporterName}`}>
          Accept This Bid
        </Button>
      }
    >
      <dl className="mb-5 flex flex-col gap-2 rounded-lg bg-muted p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">Amount</dt>
          <dd className="font-semibold text-gray-900">{amount}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">Estimated delivery</dt>
          <dd className="font-semibold text-gray-900">
            {bid.estimatedDays} {bid.estimatedDays === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">Transporter</dt>
          <dd className="text-right font-semibold text-gray-900">
            {transporterName}
            {company ? `, ${company}` : ''}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={accept.isPending}>
          Cancel
        </Button>
        <Button loading={accept.isPending} onClick={() => void confirm()}>
          Accept Bid
        </Button>
      </div>
    </Dialog>
  );
}
