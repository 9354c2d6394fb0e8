import { AlertTriangle, CheckCircle2, Clock, Gavel } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useQuoteStats } from './api/get-quote-stats.ts';

/** Active, Accepted, Total Bids and Expired, counted by the server over all the owner's quotes. */
export function QuoteStatCards() {
  // A failure here is the list's too: the list's toast says it once.
  const stats = useQuoteStats();
  const value = (n: number | undefined) => (stats.isPending ? '…' : stats.isError ? '—' : n);
  return (
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard title="Active" value={value(stats.data?.active)} icon={Clock} subText="open for bids" />
      <StatCard
        title="Accepted"
        value={value(stats.data?.accepted)}
        icon={CheckCircle2}
        subText="became shipments"
      />
      <StatCard
        title="Total Bids"
        value={value(stats.data?.totalBids)}
        icon={Gavel}
        subText="on all your loads"
      />
      <StatCard
        title="Expired"
        value={value(stats.data?.expired)}
        icon={AlertTriangle}
        subText="closed without a bid accepted"
      />
    </section>
  );
}
