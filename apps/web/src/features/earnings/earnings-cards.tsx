import { type EarningsSummary, kwachaFormatter } from '@njira/domain';
import { CalendarClock, CalendarDays, Hourglass, Wallet } from 'lucide-react';
import { GrowthBadge } from '../../components/ui/growth-badge.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';

/**
 * The four cards: This Month (with growth), Last Month, Pending, Lifetime Earnings; the 80% share,
 * read from the ledger (ADR 021): the months and lifetime are what was paid out to the wallet.
 */
export function EarningsCards({ summary }: { summary: EarningsSummary }) {
  const k = kwachaFormatter([summary.thisMonth, summary.lastMonth, summary.pending, summary.lifetime]);
  return (
    <section aria-label="Earnings summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="This Month"
        value={k(summary.thisMonth)}
        icon={CalendarDays}
        subText={<GrowthBadge growth={summary.growth} />}
      />
      <StatCard
        title="Last Month"
        value={k(summary.lastMonth)}
        icon={CalendarClock}
        subText="Paid out to your wallet"
      />
      <StatCard
        title="Pending"
        value={k(summary.pending)}
        icon={Hourglass}
        subText={`${summary.counts.pending} held in escrow or being paid out`}
      />
      <StatCard
        title="Lifetime Earnings"
        value={k(summary.lifetime)}
        icon={Wallet}
        subText={`${summary.counts.paid} ${summary.counts.paid === 1 ? 'delivery' : 'deliveries'} paid out`}
      />
    </section>
  );
}
