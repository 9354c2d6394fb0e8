import { formatKwacha, kwachaFormatter, type ShipmentPayment, splitKwacha } from '@njira/domain';
import { CircleCheckBig } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import type { useConfirmDelivery } from './api/shipment-payment.ts';

/** The owner confirms a delivered shipment: escrow goes 80% to the transporter, 20% to the platform. */
export function ConfirmDeliveryButton({
  payment,
  release,
}: {
  payment: ShipmentPayment;
  /** Held by the card, which stays on screen when the released payment replaces this button. */
  release: ReturnType<typeof useConfirmDelivery>;
}) {
  const { platformFee, transporterAmount } = splitKwacha(payment.held);
  // The three amounts of the one sentence below read with the same decimals.
  const k = kwachaFormatter([payment.held, platformFee, transporterAmount]);

  async function confirm(): Promise<boolean> {
    try {
      await release.mutateAsync();
      toast.success(
        'Delivery confirmed',
        `${formatKwacha(transporterAmount)} is on its way to the transporter.`,
      );
      return true;
    } catch (error) {
      toast.error('Delivery not confirmed', errorMessage(error, 'Request failed'));
      return error instanceof ApiError && error.status > 0;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button size="sm">
          <CircleCheckBig className="size-4" aria-hidden="true" />
          Confirm Delivery
        </Button>
      }
      title="Confirm delivery?"
      description={`Confirm that the load arrived in good order. ${k(payment.held)} is released from escrow: ${k(transporterAmount)} to the transporter’s mobile-money wallet and ${k(platformFee)} platform fee. This cannot be undone.`}
      confirmLabel="Confirm Delivery"
      onConfirm={confirm}
    />
  );
}
