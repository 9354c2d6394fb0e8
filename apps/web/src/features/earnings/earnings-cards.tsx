import { type EarningsSummary, formatKwacha, growthBadge } from '@njira/domain';
import { CalendarClock, CalendarDays, Hourglass, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';

/** Up or down with the absolute growth to one decimal; nothing when growth is 0. */
function GrowthBadge({ growth }: { growth: number }) {
  const badge = growthBadge(growth);
  if (!badge) return null;
  const up = badge.direction === 'up';
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={
        up
          ? 'inline-flex items-center gap-0.5 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800'
          : 'inline-flex items-center gap-0.5 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800'
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{up ? 'Up' : 'Down'}</span>
      {badge.text}
      <span className="sr-only"> on last month</span>
    </span>
  );
}

/** The four cards: This Month (with growth), Last Month, Pending, Lifetime Earnings; the 80% share. */
export function EarningsCards({ summary }: { summary: EarningsSummary }) {
  return (
    <section aria-label="Earnings summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="This Month"
        value={formatKwacha(summary.thisMonth)}
        icon={CalendarDays}
        subText={<GrowthBadge growth={summary.growth} />}
      />
      <StatCard title="Last Month" value={formatKwacha(summary.lastMonth)} icon={CalendarClock} />
      <StatCard
        title="Pending"
        value={formatKwacha(summary.pending)}
        icon={Hourglass}
        subText={`${summary.counts.pending} not yet delivered`}
      />
      <StatCard
        title="Lifetime Earnings"
        value={formatKwacha(summary.lifetime)}
        icon={Wallet}
        subText={`${summary.counts.paid} ${summary.counts.paid === 1 ? 'delivery' : 'deliveries'} paid`}
      />
    </section>
  );
}
