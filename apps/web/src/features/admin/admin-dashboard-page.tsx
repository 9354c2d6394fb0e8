import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { downloadSummaryReport } from './api/download-exports.ts';
import { useOverview } from './api/get-overview.ts';
import { AttentionSection } from './attention-section.tsx';
import { DASHBOARD_LOAD_ERROR, DashboardTabs } from './dashboard-tabs.tsx';
import { ExportButton } from './export-button.tsx';
import { OverviewCards, OverviewStatistics } from './overview-sections.tsx';

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

      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <LoadFailedPanel title="Unable to load admin data" query={overview} />
      ) : (
        <div className="space-y-6">
          <AttentionSection attention={overview.data.attention} />
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
