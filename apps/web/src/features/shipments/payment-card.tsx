import {
  formatKwacha,
  formatMsisdn,
  kwachaFormatter,
  MOBILE_MONEY_LABELS,
  type SavedWallet,
  type ShipmentPayment,
  splitKwacha,
  toMsisdn,
  type WalletInput,
  walletInputSchema,
} from '@njira/domain';
import { CircleAlert, CircleCheckBig, ShieldAlert, ShieldCheck, Smartphone, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { WalletFields } from '../../components/forms/wallet-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useWallet } from '../../lib/account/get-wallet.ts';
import { useSaveWallet } from '../../lib/account/save-wallet.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useConfirmDelivery, usePayShipment, useShipmentPayment } from './api/shipment-payment.ts';
import { OpenDisputeButton } from './open-dispute-dialog.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

/**
 * The owner pays the accepted bid from a mobile-money wallet (issue 26), the form starting from the
 * wallet saved in Settings; a number typed here can be saved for next time. What was typed stays on
 * failure.
 */
function PayForm({ payment, saved }: { payment: ShipmentPayment; saved: SavedWallet | null }) {
  const pay = usePayShipment(payment.shipmentId);
  const saveWallet = useSaveWallet();
  const form = useZodForm(walletInputSchema, {
    provider: saved?.provider ?? payment.attempt?.provider ?? 'MTN_MOMO_ZMB',
    phoneNumber: saved?.phoneNumber ?? '',
  } satisfies WalletInput);
  const errors = form.formState.errors;
  const [remember, setRemember] = useState(false);
  const typed = toMsisdn(form.watch('phoneNumber') ?? '');
  const isSaved = saved !== null && typed === saved.msisdn && form.watch('provider') === saved.provider;

  const submit = form.submit(async (wallet) => {
    try {
      await pay.mutateAsync(wallet);
    } catch (error) {
      toast.error('Payment not started', errorMessage(error, 'Request failed'));
      return;
    }
    if (!remember || isSaved) return;
    // Awaited rather than given callbacks: the form is gone once the payment is under way.
    try {
      await saveWallet.mutateAsync(wallet);
      toast.success('Number saved', 'The pay form starts from it next time.');
    } catch (error) {
      toast.error('Number not saved', errorMessage(error, 'Request failed'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-md flex-col gap-4"
      aria-label="Pay by mobile money"
    >
      <WalletFields
        provider={form.field('provider')}
        phoneNumber={form.field('phoneNumber')}
        errors={{ provider: errors.provider?.message, phoneNumber: errors.phoneNumber?.message }}
        providerLabel="Mobile money"
        numberHint="The number the payment request goes to, e.g. 097 123 4567"
      />
      {!isSaved && (
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          Save this number for next time
        </label>
      )}
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? <Spinner className="size-4" /> : <Wallet className="size-4" aria-hidden="true" />}
        Pay {formatKwacha(payment.amount)}
      </Button>
    </form>
  );
}

/** The pay form once the saved wallet is known (a failed read leaves the form empty, still usable). */
function PayFormFromWallet({ payment }: { payment: ShipmentPayment }) {
  const wallet = useWallet();
  if (wallet.isLoading) return <Skeleton className="h-40 w-full max-w-md" />;
  return <PayForm payment={payment} saved={wallet.data?.wallet ?? null} />;
}

function Waiting({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  const attempt = payment.attempt;
  if (viewer !== 'cargo-owner' || !attempt) {
    return <p className="text-sm text-gray-700">The cargo owner’s payment is waiting for approval.</p>;
  }
  return (
    <div role="status" className="flex gap-3 text-sm text-gray-700">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-gray-900">Approve the payment on your phone</p>
        <p>
          A request for {formatKwacha(payment.amount)} went to{' '}
          {attempt.phoneNumber ? formatMsisdn(attempt.phoneNumber) : 'your wallet'} (
          {MOBILE_MONEY_LABELS[attempt.provider]}). Enter your PIN to approve it; this page updates when it is
          confirmed.
        </p>
      </div>
    </div>
  );
}

/** The owner confirms a delivered shipment: escrow goes 80% to the transporter, 20% to the platform. */
function ConfirmDeliveryButton({
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

/** Where the transporter's 80% stands once escrow was released. */
function PayoutLine({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  const payout = payment.payout;
  if (!payout) {
    return viewer === 'transporter' ? (
      <p className="text-sm text-gray-700">
        Your share is kept for you until a mobile-money number is on your profile.
      </p>
    ) : null;
  }
  const to =
    payout.phoneNumber !== null
      ? `${formatMsisdn(payout.phoneNumber)} (${MOBILE_MONEY_LABELS[payout.provider]})`
      : `the transporter’s ${MOBILE_MONEY_LABELS[payout.provider]} wallet`;
  const amount = formatKwacha(payout.amount);
  if (payout.status === 'COMPLETED')
    return (
      <p className="text-sm text-gray-700">
        Paid out: {amount} to {to}.
      </p>
    );
  if (payout.status === 'FAILED')
    return (
      <p className="text-sm text-destructive">
        {viewer === 'transporter'
          ? `Payout failed — our team will retry it. ${amount} stays owed to you until it reaches ${to}.`
          : `The transporter’s payout failed — our team will retry it.`}
      </p>
    );
  return (
    <p className="text-sm text-gray-700">
      {amount} is on its way to {to}.
    </p>
  );
}

/**
 * Money on its way back to the owner: a cancellation's or a dispute's refund, or (while the payment
 * is held) a second payment that arrived after the first was secured. The owner's only.
 */
function RefundLine({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  const refund = payment.refund;
  if (!refund || viewer !== 'cargo-owner') return null;
  const amount = formatKwacha(refund.amount);
  const what =
    payment.status === 'held' || payment.status === 'disputed' ? 'Your second payment of' : 'The refund of';
  if (refund.status === 'FAILED')
    return (
      <p className="text-sm text-destructive">
        Refund failed — our team will retry it. {what} {amount} stays owed to you.
      </p>
    );
  if (refund.status === 'COMPLETED')
    return (
      <p className="text-sm text-gray-700">
        {what} {amount} is back in your mobile-money wallet.
      </p>
    );
  return (
    <p className="text-sm text-gray-700">
      {what} {amount} is on its way back to your mobile-money wallet.
    </p>
  );
}

function Body({
  payment,
  viewer,
  delivered,
  release,
}: {
  payment: ShipmentPayment;
  viewer: ShipmentViewer;
  delivered: boolean;
  release: ReturnType<typeof useConfirmDelivery>;
}) {
  switch (payment.status) {
    case 'held':
      return (
        <div className="flex flex-col gap-3">
          <p className="flex gap-2 text-sm text-gray-700">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              <span className="font-semibold text-gray-900">Payment secured.</span>{' '}
              {formatKwacha(payment.held)} is held in escrow until delivery is confirmed.
            </span>
          </p>
          {delivered && (
            <p className="text-sm text-gray-700">
              {viewer === 'cargo-owner'
                ? 'Confirm the delivery to release it to the transporter; without your confirmation it is released 72 hours after delivery.'
                : 'It is released to you when the cargo owner confirms the delivery, or 72 hours after delivery.'}
            </p>
          )}
          {viewer === 'cargo-owner' && (delivered || payment.disputable) && (
            <div className="flex flex-wrap gap-2">
              {delivered && <ConfirmDeliveryButton payment={payment} release={release} />}
              {payment.disputable && <OpenDisputeButton shipmentId={payment.shipmentId} />}
            </div>
          )}
          <RefundLine payment={payment} viewer={viewer} />
        </div>
      );
    case 'disputed':
      return (
        <div role="status" className="flex gap-2 text-sm text-gray-700">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-1">
            <p>
              <span className="font-semibold text-gray-900">Payment on hold: dispute open.</span>{' '}
              {formatKwacha(payment.held)} stays in escrow until an admin resolves the dispute.
            </p>
            {payment.dispute && <p className="break-words">Reason: {payment.dispute.reason}</p>}
            <RefundLine payment={payment} viewer={viewer} />
          </div>
        </div>
      );
    case 'released':
      return (
        <div className="flex flex-col gap-2">
          <p className="flex gap-2 text-sm text-gray-700">
            <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              <span className="font-semibold text-gray-900">Payment released.</span> The transporter is paid
              its 80% share; the platform keeps 20%.
            </span>
          </p>
          <PayoutLine payment={payment} viewer={viewer} />
          <RefundLine payment={payment} viewer={viewer} />
        </div>
      );
    case 'refunded':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-gray-700">
            The payment was refunded: it goes back to the cargo owner’s mobile-money wallet.
          </p>
          <RefundLine payment={payment} viewer={viewer} />
        </div>
      );
    case 'processing':
      return <Waiting payment={payment} viewer={viewer} />;
    default:
      if (viewer !== 'cargo-owner') {
        return (
          <p className="text-sm text-gray-700">
            <span className="font-semibold text-gray-900">Awaiting payment.</span> The cargo owner has not
            paid yet: pickup is possible once the payment is secured.
          </p>
        );
      }
      return (
        <div className="flex flex-col gap-4">
          {payment.status === 'failed' && payment.attempt?.failure && (
            <p role="alert" className="flex gap-2 text-sm text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Payment failed: {payment.attempt.failure}. You can try again.</span>
            </p>
          )}
          <p className="text-sm text-gray-700">
            Pay {formatKwacha(payment.amount)} into escrow by mobile money. The transporter can pick the load
            up once it is secured, and is paid when you confirm delivery.
          </p>
          <PayFormFromWallet payment={payment} />
        </div>
      );
  }
}

/** The shipment's payment, for its owner (pay, follow the approval) and its transporter (whether it is secured). */
export function PaymentCard({
  shipmentId,
  viewer,
  delivered,
}: {
  shipmentId: string;
  viewer: ShipmentViewer;
  /** Whether the shipment reached Delivered (the owner may then confirm it). */
  delivered: boolean;
}) {
  const query = useShipmentPayment(shipmentId);
  const release = useConfirmDelivery(shipmentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <Body payment={query.data} viewer={viewer} delivered={delivered} release={release} />
        ) : query.isError ? (
          <p className="text-sm text-destructive">
            {errorMessage(query.error, 'The payment could not be loaded')}
          </p>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
