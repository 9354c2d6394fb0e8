import { type AdminAnalytics, formatKwacha } from '@njira/domain';
import { Gavel, Target, Wallet } from 'lucide-react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { CargoTypes, TopRoutes, TrendChart } from './analytics-parts.tsx';
import { useAnalytics } from './api/get-analytics.ts';

const LOAD_ERROR = 'Error loading analytics';

function RateCards({ analytics }: { analytics: AdminAnalytics }) {
  const { successRate, averageBids, averageTransaction } = analytics;
  return (
    <section aria-label="Platform rates" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Success Rate"
        value={`${successRate.rate.toFixed(1)}%`}
        icon={Target}
        subText={`${successRate.delivered} of ${successRate.quotes} quotes delivered`}
      />
      <StatCard
        title="Avg. Bids per Quote"
        value={averageBids.average.toFixed(1)}
        icon={Gavel}
        subText={`${averageBids.totalBids} total ${averageBids.totalBids === 1 ? 'bid' : 'bids'}`}
      />
      <StatCard
        title="Avg. Transaction Value"
        value={formatKwacha(averageTransaction.shipments > 0 ? averageTransaction.average : 0)}
        icon={Wallet}
        subText="Per shipment"
      />
    </section>
  );
}

/** /dashboard/admin/analytics: trends, routes, cargo and the platform's rates, computed by the server. */
export function AnalyticsPage() {
  const analytics = useAnalytics();
  useErrorToast(analytics.error, LOAD_ERROR, { failedAt: analytics.errorUpdatedAt });
  return (
    <>
      <PageHeader title="Platform Analytics" description="Comprehensive insights and trends" />
      {analytics.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <span className="sr-only" role="status">
            Loading analytics...
          </span>
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : analytics.isError ? (
        <LoadFailedPanel title={LOAD_ERROR} query={analytics} />
      ) : (
        <div className="space-y-6">
          <RateCards analytics={analytics.data} />
          <TrendChart trend={analytics.data.trend} />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopRoutes routes={analytics.data.topRoutes} />
            <CargoTypes types={analytics.data.cargoTypes} />
          </div>
        </div>
      )}
    </>
  );
}
