import type { Shipment, ShipmentPaymentStatus } from '@njira/domain';
import { PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ShipmentConversation } from '../../components/messages/load-conversations.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { RouteDetailsCard, ScheduleCard } from '../../components/ui/shipment-detail-cards.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useShipment } from './api/get-shipment.ts';
import { useShipmentDelivery } from './api/shipment-delivery.ts';
import { useShipmentPayment } from './api/shipment-payment.ts';
import { DeliveryCodeCard } from './delivery-code-card.tsx';
import { DeliveryProofCard } from './delivery-proof-card.tsx';
import { DisputeCard } from './dispute-card.tsx';
import { DriverVehicleCard } from './driver-vehicle.tsx';
import { LocationSharingCard } from './location-sharing-card.tsx';
import { PaymentCard } from './payment-card.tsx';
import { ProgressTracker, type ShipmentViewer } from './progress-tracker.tsx';
import { BackLink, HOME, ShipmentHeader } from './shipment-header.tsx';
import { PartyContactCard } from './shipment-info-cards.tsx';
import { TruckPositionCard } from './truck-position-card.tsx';
import { WithdrawFromShipment } from './withdraw-shipment.tsx';

const LOAD_FAILED = 'Error loading shipment details';
/** The payment states in which the owner has something to do (and a delivered one held: confirm it). */
const OWNER_TO_ACT = new Set<ShipmentPaymentStatus>(['awaiting_payment', 'failed', 'processing']);
/** The payment states a dispute can be behind: open, or resolved by a release or a refund. */
const MAY_HAVE_DISPUTE = new Set<ShipmentPaymentStatus>(['disputed', 'released', 'refunded']);

/** The page's heading while there is no shipment to name it after (loading, not found, failed). */
function HiddenHeading() {
  return <h1 className="sr-only">Shipment Details</h1>;
}

function LoadingView() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only" role="status">
        Loading shipment…
      </span>
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * Shipment Details for whoever is looking (spec section 2): the transporter moves it along and
 * sets the driver; the cargo owner watches the same page read-only.
 */
export function ShipmentDetailsPage({
  viewer,
  actions,
}: {
  viewer: ShipmentViewer;
  /** Buttons under the amount in the header, for what this viewer may do (cancel, withdraw). */
  actions?: (shipment: Shipment) => ReactNode;
}) {
  const id = useParams().id ?? '';
  const query = useShipment(id);
  // What the owner has to do (pay, approve on the phone) comes first, on a phone above everything.
  const paymentStatus = useShipmentPayment(id).data?.status;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(query.error, LOAD_FAILED, { skip: notFound, failedAt: query.errorUpdatedAt });

  if (query.isPending) {
    return (
      <>
        <HiddenHeading />
        <BackLink viewer={viewer} />
        <LoadingView />
      </>
    );
  }
  if (notFound) {
    return (
      <Card>
        <HiddenHeading />
        <EmptyState
          icon={PackageX}
          title="Shipment not found"
          description="The shipment you're looking for doesn't exist or is not one of yours."
          action={
            <Link to={HOME[viewer]} className={buttonClasses('primary', 'md')}>
              Back to Dashboard
            </Link>
          }
        />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <>
        <HiddenHeading />
        <BackLink viewer={viewer} />
        <LoadFailedPanel title={LOAD_FAILED} query={query} />
      </>
    );
  }

  const shipment = query.data;
  const delivered = shipment.status === 'DELIVERED';
  const paymentFirst =
    viewer === 'cargo-owner' &&
    paymentStatus !== undefined &&
    (OWNER_TO_ACT.has(paymentStatus) || (delivered && paymentStatus === 'held'));
  return (
    <>
      <BackLink viewer={viewer} />
      <ShipmentHeader shipment={shipment} actions={actions} />
      {paymentFirst && (
        <div className="mb-6">
          <PaymentCard shipmentId={shipment.id} viewer={viewer} delivered={delivered} />
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ProgressTracker shipment={shipment} viewer={viewer} />
          <PositionCards shipment={shipment} viewer={viewer} />
          <div className="grid gap-6 md:grid-cols-2">
            <RouteDetailsCard shipment={shipment} />
            <ScheduleCard shipment={shipment} />
          </div>
          {shipment.transporter && (
            <ShipmentConversation
              quoteId={shipment.quoteId}
              transporterId={shipment.transporter.id}
              viewerIsOwner={viewer === 'cargo-owner'}
              otherPartyName={
                viewer === 'cargo-owner'
                  ? shipment.transporter.companyName || shipment.transporter.fullName
                  : shipment.cargoOwner.companyName || shipment.cargoOwner.fullName
              }
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <DeliveryCards shipment={shipment} viewer={viewer} paymentStatus={paymentStatus} />
          {!paymentFirst && <PaymentCard shipmentId={shipment.id} viewer={viewer} delivered={delivered} />}
          <DisputeCard
            shipmentId={shipment.id}
            wanted={paymentStatus !== undefined && MAY_HAVE_DISPUTE.has(paymentStatus)}
          />
          <PartyContactCard shipment={shipment} viewer={viewer} />
          <DriverVehicleCard shipment={shipment} viewer={viewer} />
        </div>
      </div>
    </>
  );
}

/**
 * The receiver's code (the owner's, while the payment is held and the goods on their way) and the
 * proof once delivered (both parties). Asked for only when there can be one of them.
 */
function DeliveryCards({
  shipment,
  viewer,
  paymentStatus,
}: {
  shipment: Shipment;
  viewer: ShipmentViewer;
  paymentStatus: ShipmentPaymentStatus | undefined;
}) {
  const delivered = shipment.status === 'DELIVERED';
  const paid = paymentStatus === 'held' || paymentStatus === 'disputed';
  const wanted = delivered || (viewer === 'cargo-owner' && paid && shipment.status !== 'CANCELLED');
  const delivery = useShipmentDelivery(shipment.id, wanted).data;
  if (!wanted || !delivery) return null;
  if (delivery.proof)
    return <DeliveryProofCard shipmentId={shipment.id} proof={delivery.proof} viewer={viewer} />;
  return delivered ? null : <DeliveryCodeCard shipmentId={shipment.id} delivery={delivery} />;
}

/**
 * Where the truck is (issue 41): the owner reads the last position and shares a tracking link; the
 * transporter turns 'Share my location' on or off until delivery.
 */
function PositionCards({ shipment, viewer }: { shipment: Shipment; viewer: ShipmentViewer }) {
  if (shipment.status === 'CANCELLED') return null;
  if (viewer === 'cargo-owner') return <TruckPositionCard shipment={shipment} />;
  if (shipment.status === 'DELIVERED') return null;
  return <LocationSharingCard shipment={shipment} />;
}

/** /dashboard/transporter/shipment/:id: with the way out of one its owner left unpaid for 24 hours. */
export function TransporterShipmentPage() {
  return (
    <ShipmentDetailsPage
      viewer="transporter"
      actions={(shipment) => <WithdrawFromShipment shipment={shipment} />}
    />
  );
}
