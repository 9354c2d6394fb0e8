import { ChartColumn, Package, ScrollText, Truck, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { adminPaths } from './admin-paths.ts';
import { downloadSummaryReport } from './api/download-exports.ts';
import { useOverview } from './api/get-overview.ts';
import { DASHBOARD_LOAD_ERROR, DashboardTabs } from './dashboard-tabs.tsx';
import { ExportButton } from './export-button.tsx';
import { LoadFailed } from './load-failed.tsx';
import { OverviewCards, OverviewStatistics } from './overview-sections.tsx';

/**
 * The spec wraps this page in the transporter layout, so its menu is not the admin's: these links
 * are how the admin reaches the rest of the workspace from here.
 */
const WORKSPACE = [
  { label: 'Users', to: adminPaths.users, icon: Users },
  { label: 'Loads', to: adminPaths.loads, icon: Package },
  { label: 'Shipments', to: adminPaths.shipments, icon: Truck },
  { label: 'Revenue', to: adminPaths.revenue, icon: Wallet },
  { label: 'Analytics', to: adminPaths.analytics, icon: ChartColumn },
  { label: 'Logs', to: adminPaths.logs, icon: ScrollText },
];

function WorkspaceLinks() {
  return (
    <nav aria-label="Admin workspace" className="mb-6">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {WORKSPACE.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex flex-col items-center gap-1 rounded-lg border border-border bg-white px-2 py-3 text-sm font-medium text-gray-800 shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OverviewSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading admin dashboard...
      </span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} className="h-64 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** /dashboard/admin: the platform at a glance (spec section 2, Admin screens). */
export function AdminDashboardPage() {
  const handle = useRouteHandle();
  const overview = useOverview();
  useErrorToast(overview.error, DASHBOARD_LOAD_ERROR, { failedAt: overview.errorUpdatedAt });

  return (
    <>
      <PageHeader title={handle?.title ?? 'Admin Dashboard'} description={handle?.description}>
        <ExportButton label="Export Report" download={downloadSummaryReport} />
      </PageHeader>
      <WorkspaceLinks />

      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <LoadFailed title="Unable to load admin data" query={overview} />
      ) : (
        <div className="space-y-6">
          <OverviewCards overview={overview.data} />
          <OverviewStatistics overview={overview.data} />
        </div>
      )}

      <section aria-label="Platform activity" className="mt-6">
        <DashboardTabs />
      </section>
    </>
  );
}
