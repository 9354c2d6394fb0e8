import { type Bid, formatKwacha, type Quote } from '@njira/domain';
import { Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useWithdrawBid } from '../../lib/bids/withdraw-bid.ts';

/**
 * A refusal (the server's 409 or 404 says why) closes the dialog on the refreshed page; a lost
 * connection keeps it open.
 */
const mayClose = (error: unknown) => error instanceof ApiError && error.status > 0;

/** Withdraw Bid, offered on an open load the transporter bid on; the server decides and says why not. */
export function WithdrawBidButton({ quote, bid }: { quote: Quote; bid: Bid }) {
  const withdraw = useWithdrawBid(quote.id);

  async function confirm(): Promise<boolean> {
    try {
      await withdraw.mutateAsync(bid.id);
      toast.success('Bid withdrawn', 'You can bid again while the load is open.');
      return true;
    } catch (error) {
      toast.error('Error withdrawing bid', errorMessage(error, 'Request failed'));
      return mayClose(error);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full text-red-800">
          <Undo2 className="size-4" aria-hidden="true" />
          Withdraw Bid
        </Button>
      }
      title="Withdraw your bid?"
      description={`Your bid of ${formatKwacha(bid.amount)} will be removed and the cargo owner will no longer see it. You can bid on this load again while it is open.`}
      confirmLabel="Withdraw Bid"
      confirmVariant="destructive"
      cancelLabel="Keep Bid"
      onConfirm={confirm}
    />
  );
}
