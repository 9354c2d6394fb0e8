import {
  effectiveQuoteStatus,
  isCancellableShipment,
  type Quote,
  type Shipment,
  shortId,
} from '@njira/domain';
import { XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useCancelQuote } from '../../lib/quotes/cancel-quote.ts';
import { useCancelShipment } from './api/cancel-shipment.ts';

/** A refusal (the server's 409 says why) closes the dialog on the refreshed page; a lost connection keeps it open. */
const mayClose = (error: unknown) => error instanceof ApiError && error.status > 0;

/** Cancel Load, offered while the load is open for bids; the server decides and says why not. */
export function CancelLoadButton({ quote }: { quote: Quote }) {
  const cancel = useCancelQuote();
  if (effectiveQuoteStatus(quote.status, quote.expiresAt) !== 'ACTIVE') return null;

  async function confirm(): Promise<boolean> {
    try {
      await cancel.mutateAsync(quote.id);
      toast.success('Load cancelled', `Load #${shortId(quote.id)} is closed to bids.`);
      return true;
    } catch (error) {
      toast.error('Error cancelling load', errorMessage(error, 'Request failed'));
      return mayClose(error);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <XCircle className="size-4" aria-hidden="true" />
          Cancel Load
        </Button>
      }
      title="Cancel this load?"
      description={`Load #${shortId(quote.id)} (${quote.cargo}, ${quote.fromLocation} to ${quote.toLocation}) posted by ${quote.cargoOwner.companyName} will be closed to bids. This cannot be undone.`}
      confirmLabel="Cancel Load"
      onConfirm={confirm}
    />
  );
}

/** Cancel Shipment, offered before pickup; if the truck has collected it meanwhile the server says so. */
export function CancelShipmentButton({ shipment }: { shipment: Shipment }) {
  const cancel = useCancelShipment();
  if (!isCancellableShipment(shipment.status)) return null;

  async function confirm(): Promise<boolean> {
    try {
      await cancel.mutateAsync(shipment.id);
      toast.success('Shipment cancelled', `Shipment #${shortId(shipment.id)} will not be picked up.`);
      return true;
    } catch (error) {
      toast.error('Error cancelling shipment', errorMessage(error, 'Request failed'));
      return mayClose(error);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <XCircle className="size-4" aria-hidden="true" />
          Cancel Shipment
        </Button>
      }
      title="Cancel this shipment?"
      description={`Shipment #${shortId(shipment.id)} (${shipment.cargo}, ${shipment.fromLocation} to ${shipment.toLocation}) will be called off before pickup and both parties told. This cannot be undone.`}
      confirmLabel="Cancel Shipment"
      onConfirm={confirm}
    />
  );
}
