import { formatKwacha, type ProfileStats } from '@njira/domain';
import { CircleCheck, CreditCard, Package, Target, Truck, Wallet } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useProfileStats } from './api/get-profile-stats.ts';

type Card = { title: string; value: string; icon: typeof Truck };

/** The four cards for each role; both read delivered ÷ total (cancelled shipments left out). */
export function statCards(stats: ProfileStats): Card[] {
  const rate = { title: 'Success Rate', value: `${stats.successRate}%`, icon: Target };
  const completed = { title: 'Completed', value: String(stats.completed), icon: CircleCheck };
  if (stats.role === 'transporter') {
    return [
      { title: 'Total Deliveries', value: String(stats.totalDeliveries), icon: Truck },
      completed,
      rate,
      { title: 'Total Earned', value: formatKwacha(stats.totalEarned), icon: Wallet },
    ];
  }
  return [
    { title: 'Total Shipments', value: String(stats.totalShipments), icon: Package },
    completed,
    rate,
    { title: 'Total Spent', value: formatKwacha(stats.totalSpent), icon: CreditCard },
  ];
}

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

export function ProfileStatsCards() {
  const stats = useProfileStats();
  return (
    <section aria-labelledby="profile-figures" className="flex flex-col gap-3">
      <h2 id="profile-figures" className="sr-only">
        Your figures
      </h2>
      {stats.isPending && (
        <div className={grid} aria-busy="true">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="h-28 rounded-xl" />
          ))}
        </div>
      )}
      {stats.isError && (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-border bg-white p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-gray-800">
            Unable to load your figures. {errorMessage(stats.error, 'Unknown error occurred')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()} loading={stats.isFetching}>
            Try Again
          </Button>
        </div>
      )}
      {stats.data && (
        <>
          <div className={grid}>
            {statCards(stats.data).map((card) => (
              <StatCard key={card.title} title={card.title} value={card.value} icon={card.icon} />
            ))}
          </div>
          {stats.data.rating && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-border bg-white px-4 py-3 text-sm">
              <span className="font-medium text-gray-900">Your rating</span>
              <RatingSummary rating={stats.data.rating} />
              <span className="text-xs text-muted-foreground">
                {stats.data.role === 'transporter'
                  ? 'From cargo owners you delivered for'
                  : 'From transporters who carried your loads'}
              </span>
            </p>
          )}
        </>
      )}
    </section>
  );
}
