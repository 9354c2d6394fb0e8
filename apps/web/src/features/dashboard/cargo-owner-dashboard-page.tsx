import { formatKwacha } from '@njira/domain';
import { FileText, Package, Truck, Wallet } from 'lucide-react';
import { useGreeting } from '../../components/layouts/greeting.ts';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCargoOwnerDashboard } from './api/get-cargo-owner-dashboard.ts';
import { ActiveShipments, PendingQuotes } from './cargo-owner-dashboard-lists.tsx';
import { DashboardUnavailable } from './dashboard-parts.tsx';
import { PostLoadBanner } from './post-load-banner.tsx';

// No growth badges: each card is a count now or a total of all time, with no earlier period to
// compare with. The spec's fixed figures (+12%, +20%, +5%, +8%) were placeholders users read as facts.

/** The cargo owner's home (spec section 2): post a load, four cards, shipments moving, quotes waiting. */
export function CargoOwnerDashboardPage() {
  const handle = useRouteHandle();
  const session = useSession();
  const greeting = useGreeting(session?.user.fullName);
  const dashboard = useCargoOwnerDashboard();
  useErrorToast(dashboard.error, 'Error loading dashboard');

  const header = <PageHeader title={handle?.title ?? 'Cargo Owner Dashboard'} description={greeting} />;

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading dashboard...
        </span>
        <Skeleton className="mb-6 h-28 rounded-xl" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
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

  const { stats, activeShipments, recentQuotes } = dashboard.data;
  return (
    <>
      {header}
      <PostLoadBanner />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Active Shipments"
          value={stats.activeShipments.value}
          icon={Truck}
          subText={`${stats.activeShipments.awaitingPickup} awaiting pickup`}
        />
        <StatCard title="In Transit" value={stats.inTransit.value} icon={Package} subText="on the road" />
        <StatCard
          title="Total Spent"
          value={formatKwacha(stats.totalSpent.value)}
          icon={Wallet}
          subText={stats.totalSpent.period}
        />
        <StatCard
          title="Pending Quotes"
          value={stats.pendingQuotes.value}
          icon={FileText}
          subText={`${stats.pendingQuotes.expiringSoon} expiring soon`}
        />
      </section>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ActiveShipments shipments={activeShipments} />
        <PendingQuotes quotes={recentQuotes} />
      </div>
    </>
  );
}
