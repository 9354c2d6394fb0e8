import {
  formatKwacha,
  formatMsisdn,
  MOBILE_MONEY_LABELS,
  MOBILE_MONEY_PROVIDERS,
  type ShipmentPayment,
  type WalletInput,
  walletInputSchema,
} from '@njira/domain';
import { CircleAlert, ShieldCheck, Smartphone, Wallet } from 'lucide-react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePayShipment, useShipmentPayment } from './api/shipment-payment.ts';
import type { ShipmentViewer } from './progress-tracker.tsx';

/** The owner pays the accepted bid from a mobile-money wallet (issue 26). What was typed stays on failure. */
function PayForm({ payment }: { payment: ShipmentPayment }) {
  const pay = usePayShipment(payment.shipmentId);
  const form = useZodForm(walletInputSchema, {
    provider: payment.attempt?.provider ?? 'MTN_MOMO_ZMB',
    phoneNumber: '',
  } satisfies WalletInput);
  const errors = form.formState.errors;

  const submit = form.submit(async (wallet) => {
    try {
      await pay.mutateAsync(wallet);
    } catch (error) {
      toast.error('Payment not started', errorMessage(error, 'Request failed'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-md flex-col gap-4"
      aria-label="Pay by mobile money"
    >
      <Field label="Mobile money" error={errors.provider?.message} required>
        <Select required {...form.field('provider')}>
          {MOBILE_MONEY_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {MOBILE_MONEY_LABELS[provider]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Wallet number"
        error={errors.phoneNumber?.message}
        hint="The number the payment request goes to, e.g. 097 123 4567"
        required
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" required {...form.field('phoneNumber')} />
      </Field>
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? <Spinner className="size-4" /> : <Wallet className="size-4" aria-hidden="true" />}
        Pay {formatKwacha(payment.amount)}
      </Button>
    </form>
  );
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

function Body({ payment, viewer }: { payment: ShipmentPayment; viewer: ShipmentViewer }) {
  switch (payment.status) {
    case 'held':
      return (
        <p className="flex gap-2 text-sm text-gray-700">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            <span className="font-semibold text-gray-900">Payment secured.</span> {formatKwacha(payment.held)}{' '}
            is held in escrow until delivery is confirmed.
          </span>
        </p>
      );
    case 'released':
      return <p className="text-sm text-gray-700">The payment was released to the transporter.</p>;
    case 'refunded':
      return <p className="text-sm text-gray-700">The payment was refunded to the cargo owner.</p>;
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
          <PayForm payment={payment} />
        </div>
      );
  }
}

/** The shipment's payment, for its owner (pay, follow the approval) and its transporter (whether it is secured). */
export function PaymentCard({ shipmentId, viewer }: { shipmentId: string; viewer: ShipmentViewer }) {
  const query = useShipmentPayment(shipmentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <Body payment={query.data} viewer={viewer} />
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
