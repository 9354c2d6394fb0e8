import {
  formatDateTime,
  type Shipment,
  shortId,
  unpaidWithdrawalFrom,
  unpaidWithdrawalRefusal,
  WITHDRAW_UNPAID_AFTER_HOURS,
} from '@njira/domain';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useShipmentPayment } from './api/shipment-payment.ts';
import { useWithdrawShipment } from './api/withdraw-shipment.ts';

/** Re-renders once `at` has come, so the line turns into the button without a reload. */
function useNowPassing(at: Date): Date {
  const [now, setNow] = useState(() => new Date());
  const wait = at.getTime() - now.getTime();
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), wait + 500);
    return () => clearTimeout(timer);
  }, [wait]);
  return now;
}

/**
 * The transporter's way out of a shipment its owner has not paid (issue 26): after 24 hours unpaid,
 * a button (the load reopens to bids, no penalty); before, a line saying from when. Nothing once
 * it is paid, a payment waits for approval, or it is past pickup. The server's rule decides: a
 * payment made meanwhile is its refusal, shown, and the page reloads.
 */
export function WithdrawFromShipment({ shipment }: { shipment: Shipment }) {
  const payment = useShipmentPayment(shipment.id).data;
  const withdraw = useWithdrawShipment();
  const from = unpaidWithdrawalFrom(shipment.createdAt);
  const now = useNowPassing(from);
  if (!payment || shipment.status !== 'PENDING_PICKUP') return null;
  if (payment.status !== 'awaiting_payment' && payment.status !== 'failed') return null;
  const refusal = unpaidWithdrawalRefusal({
    shipmentStatus: shipment.status,
    paymentStatus: payment.status,
    acceptedAt: shipment.createdAt,
    now,
  });
  if (refusal) {
    return (
      <p className="max-w-xs text-sm text-muted-foreground">
        Not paid yet. If it is still unpaid {WITHDRAW_UNPAID_AFTER_HOURS} hours after acceptance, you can
        withdraw from {formatDateTime(from)}.
      </p>
    );
  }

  async function confirm(): Promise<boolean> {
    try {
      await withdraw.mutateAsync(shipment.id);
      toast.success('You withdrew from the shipment', `Shipment #${shortId(shipment.id)} is cancelled.`);
      return true;
    } catch (error) {
      toast.error('Error withdrawing from the shipment', errorMessage(error, 'Request failed'));
      // A refusal (paid meanwhile) closes the dialog; a lost connection keeps it open.
      return error instanceof ApiError && error.status > 0;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <LogOut className="size-4" aria-hidden="true" />
          Withdraw from this shipment
        </Button>
      }
      title="Withdraw from this shipment?"
      description={`The cargo owner has not paid for shipment #${shortId(shipment.id)} (${shipment.cargo}, ${shipment.fromLocation} to ${shipment.toLocation}) within ${WITHDRAW_UNPAID_AFTER_HOURS} hours. If you withdraw, the shipment is cancelled and the load is open to bids again; you may bid on it again. There is no penalty: your rating and statistics are not affected.`}
      confirmLabel="Withdraw"
      onConfirm={confirm}
    />
  );
}
