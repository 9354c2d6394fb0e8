import {
  formatDateTime,
  formatKwacha,
  type ProgressEntry,
  type Shipment,
  shortId,
  stageById,
  stageForShipment,
} from '@njira/domain';
import { PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { InfoRow, RouteDetailsCard, ScheduleCard } from '../../components/ui/shipment-detail-cards.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { useShipment } from './api/get-shipment.ts';
import { CancelShipmentButton } from './cancel-actions.tsx';
import { BackLink, HiddenHeading, PartyBlock } from './detail-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

const LOAD_ERROR = 'Error loading shipment details';

/** The tracker's word for a history entry ('Near Destination' for in transit at 80%). */
function stageName(entry: ProgressEntry): string {
  const stage = stageForShipment(entry.status, entry.progress);
  return (stage && stageById(stage)?.label) ?? (entry.status === 'CANCELLED' ? 'Cancelled' : entry.status);
}

/** The progress bar and every stage update, newest first, read-only (only the transporter moves it). */
function ProgressCard({ shipment }: { shipment: Shipment }) {
  const history = [...shipment.progressHistory].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Delivery Progress</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ProgressBar value={shipment.progress} label="Delivery progress" showValue />
        <ol className="flex flex-col gap-3 border-l-2 border-brand-100 pl-4">
          {history.map((entry) => (
            <li key={`${entry.timestamp}-${entry.status}-${entry.progress}`} className="text-sm">
              <p className="font-medium text-gray-900">
                {stageName(entry)} · {entry.progress}%
              </p>
              <p className="text-xs text-muted-foreground">
                {entry.updatedBy || 'System'} · {formatDateTime(entry.timestamp)}
                {entry.location ? ` · ${entry.location}` : ''}
              </p>
              {entry.notes && (
                <p className="mt-0.5 text-xs whitespace-pre-line text-gray-700">{entry.notes}</p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MoneyAndPartiesCard({ shipment }: { shipment: Shipment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Parties and Payment</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PartyBlock title="Cargo owner" party={shipment.cargoOwner} />
        <PartyBlock title="Transporter" party={shipment.transporter} />
        <dl className="divide-y divide-border border-t border-border">
          <InfoRow label="Amount">{formatKwacha(shipment.amount)}</InfoRow>
          <InfoRow label="Platform fee (20%)">{formatKwacha(shipment.platformFee)}</InfoRow>
          <InfoRow label="Transporter (80%)">{formatKwacha(shipment.transporterAmount)}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function DriverCard({ shipment }: { shipment: Shipment }) {
  if (!shipment.driverName && !shipment.driverPhone && !shipment.truckNumber) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Driver &amp; Vehicle Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <InfoRow label="Driver">{shipment.driverName || 'Not given'}</InfoRow>
          <InfoRow label="Driver phone">{shipment.driverPhone || 'Not given'}</InfoRow>
          <InfoRow label="Truck number">{shipment.truckNumber || 'Not given'}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

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
        <LoadFailed title={LOAD_ERROR} query={query} />
      </>
    );

  const shipment = query.data;
  return (
    <>
      {back}
      <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">
              Shipment #{shortId(shipment.id)}
            </h1>
            <ShipmentStatusBadge status={shipment.status} />
          </div>
          <p className="mt-1 text-base break-words text-gray-800">{shipment.cargo}</p>
          <p className="mt-0.5 text-xs break-all text-muted-foreground">ID: {shipment.id}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-muted-foreground">Delivery Value</p>
          <p className="text-2xl font-bold text-brand-800">{formatKwacha(shipment.amount)}</p>
          <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
            <Link to={adminPaths.load(shipment.quoteId)} className={buttonClasses('outline', 'sm')}>
              View Load
            </Link>
            <CancelShipmentButton shipment={shipment} />
          </div>
        </div>
      </Card>
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
