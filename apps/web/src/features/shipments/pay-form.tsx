import {
  formatKwacha,
  formatLocalMsisdn,
  formatMsisdn,
  MOBILE_MONEY_LABELS,
  type SavedWallet,
  type ShipmentPayment,
  toMsisdn,
  type WalletInput,
  walletInputSchema,
} from '@njira/domain';
import { CircleAlert, Smartphone, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { WalletFields } from '../../components/forms/wallet-fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxRow } from '../../components/ui/checkbox-row.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useWallet } from '../../lib/account/get-wallet.ts';
import { useSaveWallet } from '../../lib/account/save-wallet.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePayShipment } from './api/shipment-payment.ts';
import type { ShipmentViewer } from './progress-tracker.tsx';

/**
 * The wallet the form starts from: the one a failed payment went to (what the owner typed last, issue
 * 39), else the wallet saved in Settings.
 */
function startingWallet(payment: ShipmentPayment, saved: SavedWallet | null): WalletInput {
  const failed = payment.status === 'failed' ? payment.attempt : null;
  if (failed?.phoneNumber) {
    return { provider: failed.provider, phoneNumber: formatLocalMsisdn(failed.phoneNumber) };
  }
  return {
    provider: saved?.provider ?? payment.attempt?.provider ?? 'MTN_MOMO_ZMB',
    phoneNumber: saved?.phoneNumber ?? '',
  };
}

/**
 * The owner pays the accepted bid from a mobile-money wallet (issue 26), the form starting from
 * `startingWallet`; a number typed here can be saved for next time. What was typed stays on failure.
 * Come by "Pay now" (`#pay`), the wallet number has the focus.
 */
function PayForm({ payment, saved }: { payment: ShipmentPayment; saved: SavedWallet | null }) {
  const pay = usePayShipment(payment.shipmentId);
  const saveWallet = useSaveWallet();
  const form = useZodForm(walletInputSchema, startingWallet(payment, saved));
  const { hash } = useLocation();
  const { setFocus } = form;
  useEffect(() => {
    if (hash === '#pay') setFocus('phoneNumber');
  }, [hash, setFocus]);
  const errors = form.formState.errors;
  const [remember, setRemember] = useState(false);
  const typed = toMsisdn(form.watch('phoneNumber') ?? '');
  const isSaved = saved !== null && typed === saved.msisdn && form.watch('provider') === saved.provider;

  const submit = form.submit(async (wallet) => {
    try {
      await pay.mutateAsync(wallet);
    } catch {
      // Said beside the form (below), where the owner is looking; what was typed stays.
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
        <CheckboxRow checked={remember} onChange={setRemember}>
          Save this number for next time
        </CheckboxRow>
      )}
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? <Spinner className="size-4" /> : <Wallet className="size-4" aria-hidden="true" />}
        Pay {formatKwacha(payment.amount)}
      </Button>
      {pay.error && (
        <p role="alert" className="flex gap-2 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Payment not started: {errorMessage(pay.error, 'Request failed')}</span>
        </p>
      )}
    </form>
  );
}

/** The pay form once the saved wallet is known (a failed read leaves the form empty, still usable). */
export function PayFormFromWallet({ payment }: { payment: ShipmentPayment }) {
  const wallet = useWallet();
  if (wallet.isLoading) return <Skeleton className="h-40 w-full max-w-md" />;
  return <PayForm payment={payment} saved={wallet.data?.wallet ?? null} />;
}

/** A payment waiting for the owner's approval on the phone (the transporter sees only that it waits). */
export function PaymentWaiting({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
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
