import { formatKwacha, isCancellableShipment, type Shipment, shortId } from '@njira/domain';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxRow } from '../../components/ui/checkbox-row.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useCancelShipment } from './api/cancel-shipment.ts';
import { ShipmentDetailsPage } from './shipment-details-page.tsx';

/** What cancelling does to the money: a paid shipment's payment comes back (issue 39). */
function cancelDescription(shipment: Shipment): string {
  const what = `Shipment #${shortId(shipment.id)} (${shipment.cargo}, ${shipment.fromLocation} to ${shipment.toLocation}) will be called off before pickup and the transporter told. This cannot be undone.`;
  return shipment.receiptAvailable
    ? `${what} Your payment of ${formatKwacha(shipment.amount)} is refunded to your mobile-money wallet.`
    : what;
}

/**
 * Cancel Shipment, offered before pickup, with the choice to open the load to bids again (issue 39).
 * The server's rule decides: if the transporter picked the cargo up meanwhile, its refusal is shown
 * and the page reloads to the true state.
 */
function CancelShipmentButton({ shipment }: { shipment: Shipment }) {
  const [reopen, setReopen] = useState(true);
  const cancel = useCancelShipment(reopen);
  if (!isCancellableShipment(shipment.status)) return null;

  async function confirm(): Promise<boolean> {
    try {
      await cancel.mutateAsync(shipment.id);
      toast.success(
        'Shipment cancelled',
        reopen
          ? `Shipment #${shortId(shipment.id)} will not be picked up. The load is open to bids again.`
          : `Shipment #${shortId(shipment.id)} will not be picked up.`,
      );
      return true;
    } catch (error) {
      toast.error('Error cancelling shipment', errorMessage(error, 'Request failed'));
      // A refusal (it moved on, or is no longer ours) closes the dialog; a lost connection keeps it open.
      return error instanceof ApiError && error.status > 0;
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
      description={cancelDescription(shipment)}
      confirmLabel="Cancel Shipment"
      onConfirm={confirm}
    >
      <CheckboxRow checked={reopen} onChange={setReopen} className="mb-3">
        Reopen the load to bids (without this transporter’s bid)
      </CheckboxRow>
    </ConfirmDialog>
  );
}

/** /dashboard/cargo-owner/shipment/:id: the transporter's progress, read-only, live (the events stream). */
export function CargoOwnerShipmentPage() {
  return (
    <ShipmentDetailsPage
      viewer="cargo-owner"
      actions={(shipment) => <CancelShipmentButton shipment={shipment} />}
    />
  );
}
