import { formatKwacha, type ShipmentPayment, shortPaymentText } from '@njira/domain';
import { CircleAlert, CircleCheckBig, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useShipmentDelivery } from './api/shipment-delivery.ts';
import { useConfirmDelivery, useShipmentPayment } from './api/shipment-payment.ts';
import { ConfirmDeliveryButton } from './confirm-delivery-button.tsx';
import { OpenDisputeButton } from './open-dispute-dialog.tsx';
import { PayFormFromWallet, PaymentWaiting } from './pay-form.tsx';
import { PayoutLine, RefundLine } from './payment-lines.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

/** When held money is released after delivery (issue 39): by the owner, or by time only with the code. */
function releaseRule(viewer: ShipmentViewer, byCode: boolean): string {
  if (viewer === 'cargo-owner') {
    return byCode
      ? 'Confirm the delivery to release it to the transporter; without your confirmation it is released 72 hours after delivery.'
      : 'Delivered without the receiver’s code: it is released to the transporter only when you confirm the delivery.';
  }
  return byCode
    ? 'It is released to you when the cargo owner confirms the delivery, or 72 hours after delivery.'
    : 'Delivered without the receiver’s code: it is released to you when the cargo owner confirms the delivery (or an admin does).';
}

/** A payment that arrived short of the amount asked (issue 39): nothing is held, it is being reviewed. */
function ShortPayment({ payment }: { payment: ShipmentPayment }) {
  const received = payment.attempt?.status === 'COMPLETED' ? payment.attempt.received : null;
  if (received === null || received >= payment.amount) return null;
  return (
    <p role="status" className="flex gap-2 text-sm text-amber-900">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{shortPaymentText(received, payment.amount)}</span>
    </p>
  );
}

function Body({
  payment,
  viewer,
  delivered,
  release,
  byCode,
}: {
  payment: ShipmentPayment;
  viewer: ShipmentViewer;
  delivered: boolean;
  release: ReturnType<typeof useConfirmDelivery>;
  /** Whether the delivery was proven by the receiver's code (only then does it release itself). */
  byCode: boolean;
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
          {delivered && <p className="text-sm text-gray-700">{releaseRule(viewer, byCode)}</p>}
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
      return <PaymentWaiting payment={payment} viewer={viewer} />;
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
          <ShortPayment payment={payment} />
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
  const proof = useShipmentDelivery(shipmentId, delivered).data?.proof;
  return (
    // `#pay`: where "Pay now" on the owner's lists leads.
    <Card id="pay" className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <Body
            payment={query.data}
            viewer={viewer}
            delivered={delivered}
            release={release}
            byCode={proof?.codeMatched ?? false}
          />
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
