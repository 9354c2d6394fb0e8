import { formatDate, formatKwacha, formatTons, type TransporterDashboard } from '@njira/domain';
import { AlertTriangle, ArrowRight, CheckCircle2, Package, PackageOpen, Truck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTransporterDashboard } from './api/get-transporter-dashboard.ts';

const BASE = '/dashboard/transporter';

/** The spec's trend figures on the four cards are fixed values (section 2). */
const TRENDS = { activeDeliveries: 15, availableLoads: 8, monthlyEarnings: 23, completedTrips: 5 } as const;

/** The transporter's home (spec section 2): four cards, recent deliveries, loads to bid on now. */
export function TransporterDashboardPage() {
  const handle = useRouteHandle();
  const session = useSession();
  const dashboard = useTransporterDashboard();
  useErrorToast(dashboard.error, 'Error loading dashboard');

  const header = (
    <PageHeader
      title={handle?.title ?? 'Transporter Dashboard'}
      description={session ? `Welcome back, ${session.user.fullName}!` : undefined}
    >
      <Link to={`${BASE}/loads`} className={buttonClasses('primary', 'md')}>
        <Package className="size-4" aria-hidden="true" />
        Find Loads
      </Link>
    </PageHeader>
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading dashboard...
        </span>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={AlertTriangle}
            title="Unable to load dashboard"
            description="Your figures could not be loaded. Check your connection and try again."
            action={
              <Button loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
                Try Again
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  const { stats, recentDeliveries, availableLoads } = dashboard.data;
  return (
    <>
      {header}
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Active Deliveries"
          value={stats.activeDeliveries.value}
          icon={Truck}
          trend={TRENDS.activeDeliveries}
          subText={`${stats.activeDeliveries.pendingPickup} pending pickup`}
        />
        <StatCard
          title="Available Loads"
          value={stats.availableLoads.value}
          icon={Package}
          trend={TRENDS.availableLoads}
          subText="open for bids"
        />
        <StatCard
          title="This Month Earnings"
          value={formatKwacha(stats.monthlyEarnings.value)}
          icon={Wallet}
          trend={TRENDS.monthlyEarnings}
          subText={`${formatKwacha(stats.monthlyEarnings.pending)} pending`}
        />
        <StatCard
          title="Completed Trips"
          value={stats.completedTrips.value}
          icon={CheckCircle2}
          trend={TRENDS.completedTrips}
          subText={`${stats.completedTrips.thisMonth} this month`}
        />
      </section>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <RecentDeliveries deliveries={recentDeliveries} />
        <AvailableLoads loads={availableLoads} />
      </div>
    </>
  );
}

function SectionHeader({ title, to, linkLabel }: { title: string; to: string; linkLabel: string }) {
  return (
    <CardHeader className="flex-row items-center justify-between">
      <CardTitle as="h2">{title}</CardTitle>
      <Link to={to} className={buttonClasses('link', 'sm')}>
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CardHeader>
  );
}

function RecentDeliveries({ deliveries }: { deliveries: TransporterDashboard['recentDeliveries'] }) {
  return (
    <Card>
      <SectionHeader title="Recent Deliveries" to={`${BASE}/deliveries`} linkLabel="All deliveries" />
      <CardContent>
        {deliveries.length === 0 ? (
          <EmptyState
            icon={Truck}
            title="No Recent Deliveries"
            description="Deliveries appear here once a cargo owner accepts one of your bids."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-gray-900">{delivery.cargo}</p>
                    <ShipmentStatusBadge status={delivery.status} />
                  </div>
                  <p className="text-sm text-gray-700">
                    {delivery.fromLocation} → {delivery.toLocation}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Pickup {formatDate(delivery.pickupDate)} · {formatKwacha(delivery.amount)}
                  </p>
                </div>
                <Link
                  to={`${BASE}/shipment/${delivery.id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`View Details of ${delivery.cargo}, ${delivery.fromLocation} to ${delivery.toLocation}`}
                >
                  View Details
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AvailableLoads({ loads }: { loads: TransporterDashboard['availableLoads'] }) {
  return (
    <Card>
      <SectionHeader title="Available Loads" to={`${BASE}/loads`} linkLabel="View all loads" />
      <CardContent>
        {loads.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No Available Loads"
            description="New loads appear here as cargo owners post them."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {loads.map((load) => {
              const lowest = load.bids.length > 0 ? Math.min(...load.bids.map((b) => b.amount)) : null;
              return (
                <li key={load.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`${BASE}/quote/${load.id}`}
                      className="font-semibold text-gray-900 underline-offset-2 hover:underline"
                    >
                      {load.cargo}
                    </Link>
                    <p className="text-sm text-gray-700">
                      {load.fromLocation} → {load.toLocation}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatTons(load.weight)}
                      {load.distance === null ? '' : ` · ${load.distance} km`} · Pickup{' '}
                      {formatDate(load.pickupDate)} · Budget {formatKwacha(load.maxBudget)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {load.bids.length} {load.bids.length === 1 ? 'bid' : 'bids'}
                      {lowest === null ? ' · No bids yet' : ` · Lowest ${formatKwacha(lowest)}`}
                    </p>
                  </div>
                  <PlaceBidDialog
                    load={load}
                    placed={load.hasMyBid}
                    placedVariant="outline"
                    triggerLabel="Bid Now"
                    triggerSize="sm"
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
