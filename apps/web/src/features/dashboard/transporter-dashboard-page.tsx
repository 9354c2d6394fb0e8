import { kwachaFormatter } from '@njira/domain';
import { CheckCircle2, Package, Truck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useGreeting } from '../../components/layouts/greeting.ts';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTransporterDashboard } from './api/get-transporter-dashboard.ts';
import { DashboardUnavailable } from './dashboard-parts.tsx';
import { AvailableLoads, RecentDeliveries } from './transporter-dashboard-lists.tsx';

const BASE = '/dashboard/transporter';

// Growth badges only where there is an earlier period to compare with: this month's earnings and
// trips against last month's, computed by the server (none when last month had nothing). The spec's
// fixed figures (+15%, +8%, +23%, +5%) were placeholders users read as facts.

/** The transporter's home (spec section 2): four cards, recent deliveries, loads to bid on now. */
export function TransporterDashboardPage() {
  const handle = useRouteHandle();
  const session = useSession();
  const greeting = useGreeting(session?.user.fullName);
  const dashboard = useTransporterDashboard();
  useErrorToast(dashboard.error, 'Error loading dashboard');

  const header = (
    <PageHeader title={handle?.title ?? 'Transporter Dashboard'} description={greeting}>
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
        <DashboardUnavailable retrying={dashboard.isFetching} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }

  const { stats, recentDeliveries, availableLoads } = dashboard.data;
  const k = kwachaFormatter([stats.monthlyEarnings.value, stats.monthlyEarnings.pending]);
  return (
    <>
      {header}
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Active Deliveries"
          value={stats.activeDeliveries.value}
          icon={Truck}
          subText={`${stats.activeDeliveries.pendingPickup} pending pickup`}
        />
        <StatCard
          title="Available Loads"
          value={stats.availableLoads.value}
          icon={Package}
          subText="open for bids"
        />
        <StatCard
          title="This Month Earnings"
          value={k(stats.monthlyEarnings.value)}
          icon={Wallet}
          trend={stats.monthlyEarnings.growth ?? undefined}
          subText={`${k(stats.monthlyEarnings.pending)} pending`}
        />
        <StatCard
          title="Completed Trips"
          value={stats.completedTrips.value}
          icon={CheckCircle2}
          trend={stats.completedTrips.growth ?? undefined}
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
