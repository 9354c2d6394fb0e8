import { formatKwacha } from '@njira/domain';
import { PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { RouteDetailsCard, ScheduleCard } from '../../components/ui/shipment-detail-cards.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { DriverCard, MoneyAndPartiesCard, ProgressCard } from './admin-shipment-cards.tsx';
import { useShipment } from './api/get-shipment.ts';
import { CancelShipmentButton } from './cancel-actions.tsx';
import { DetailHeader } from './detail-header.tsx';
import { BackLink, HiddenHeading } from './detail-parts.tsx';

const LOAD_ERROR = 'Error loading shipment details';

/** /dashboard/admin/shipments/:id: one shipment, both parties, the money split, and Cancel before pickup. */
export function AdminShipmentDetailsPage() {
  const id = useParams().id ?? '';
  const query = useShipment(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(query.error, LOAD_ERROR, { skip: notFound, failedAt: query.errorUpdatedAt });
  const back = <BackLink to={adminPaths.shipments} label="Back to Shipments" />;

  if (query.isPending)
    return (
      <>
        <HiddenHeading>Shipment Details</HiddenHeading>
        {back}
        <span className="sr-only" role="status">
          Loading shipment…
        </span>
        <Skeleton className="h-96 rounded-xl" />
      </>
    );
  if (notFound)
    return (
      <Card>
        <HiddenHeading>Shipment Details</HiddenHeading>
        <EmptyState
          icon={PackageX}
          title="Shipment not found"
          description="The shipment you're looking for doesn't exist."
          action={
            <Link to={adminPaths.shipments} className={buttonClasses('primary', 'md')}>
              Back to Shipments
            </Link>
          }
        />
      </Card>
    );
  if (query.isError)
    return (
      <>
        <HiddenHeading>Shipment Details</HiddenHeading>
        {back}
        <LoadFailedPanel title={LOAD_ERROR} query={query} />
      </>
    );

  const shipment = query.data;
  return (
    <>
      {back}
      <DetailHeader
        noun="Shipment"
        id={shipment.id}
        status={<ShipmentStatusBadge status={shipment.status} paid={shipment.receiptAvailable} />}
        cargo={shipment.cargo}
        figureLabel="Delivery Value"
        figure={formatKwacha(shipment.amount)}
        actions={
          <>
            <Link to={adminPaths.load(shipment.quoteId)} className={buttonClasses('outline', 'sm')}>
              View Load
            </Link>
            <CancelShipmentButton shipment={shipment} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ProgressCard shipment={shipment} />
          <div className="grid gap-6 md:grid-cols-2">
            <RouteDetailsCard shipment={shipment} />
            <ScheduleCard shipment={shipment} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <MoneyAndPartiesCard shipment={shipment} />
          <DriverCard shipment={shipment} />
        </div>
      </div>
    </>
  );
}
