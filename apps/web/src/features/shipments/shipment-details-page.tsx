import { formatKwacha, type Shipment, shortId } from '@njira/domain';
import { ArrowLeft, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { RouteDetailsCard, ScheduleCard } from '../../components/ui/shipment-detail-cards.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useShipment } from './api/get-shipment.ts';
import { DriverVehicleCard } from './driver-vehicle.tsx';
import { ProgressTracker, type ShipmentViewer } from './progress-tracker.tsx';
import { PartyContactCard } from './shipment-info-cards.tsx';

const HOME: Record<ShipmentViewer, string> = {
  transporter: '/dashboard/transporter',
  'cargo-owner': '/dashboard/cargo-owner',
};
const LOAD_FAILED = 'Error loading shipment details';

/** The page's heading while there is no shipment to name it after (loading, not found, failed). */
function HiddenHeading() {
  return <h1 className="sr-only">Shipment Details</h1>;
}

function BackLink({ viewer }: { viewer: ShipmentViewer }) {
  return (
    <Link to={HOME[viewer]} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
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
  /** Buttons under the amount in the header, for what this viewer may do (cancel). */
  actions?: (shipment: Shipment) => ReactNode;
}) {
  const id = useParams().id ?? '';
  const query = useShipment(id);
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
        <LoadFailedPanel
          title={LOAD_FAILED}
          message={errorMessage(query.error, 'Unknown error occurred')}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }

  const shipment = query.data;
  return (
    <>
      <BackLink viewer={viewer} />
      <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">
              Shipment #{shortId(shipment.id)}
            </h1>
            <ShipmentStatusBadge status={shipment.status} />
          </div>
          <p className="mt-1 text-base text-gray-800">{shipment.cargo}</p>
          <p className="mt-0.5 text-xs break-all text-muted-foreground">ID: {shipment.id}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-muted-foreground">Delivery Value</p>
          <p className="text-2xl font-bold text-brand-800">{formatKwacha(shipment.amount)}</p>
          {actions && <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">{actions(shipment)}</div>}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ProgressTracker shipment={shipment} viewer={viewer} />
          <div className="grid gap-6 md:grid-cols-2">
            <RouteDetailsCard shipment={shipment} />
            <ScheduleCard shipment={shipment} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PartyContactCard shipment={shipment} viewer={viewer} />
          <DriverVehicleCard shipment={shipment} viewer={viewer} />
        </div>
      </div>
    </>
  );
}

/** /dashboard/transporter/shipment/:id */
export function TransporterShipmentPage() {
  return <ShipmentDetailsPage viewer="transporter" />;
}
