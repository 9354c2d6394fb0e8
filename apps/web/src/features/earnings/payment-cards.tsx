import { kwachaFormatter, type PaymentsSummary } from '@njira/domain';
import { CheckCircle2, Hourglass, Wallet } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';

/** Paid, Pending and Total Spent, with the counts and fees behind them. */
export function PaymentCards({ summary }: { summary: PaymentsSummary }) {
  const k = kwachaFormatter([summary.paid, summary.pending, summary.totalSpent, summary.platformFees]);
  return (
    <section aria-label="Payment summary" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Paid (Completed)"
        value={k(summary.paid)}
        icon={CheckCircle2}
        subText={`${summary.counts.paid} delivered ${summary.counts.paid === 1 ? 'shipment' : 'shipments'}`}
      />
      <StatCard
        title="Pending"
        value={k(summary.pending)}
        icon={Hourglass}
        subText={`${summary.counts.pending} not yet delivered`}
      />
      <StatCard
        title="Total Spent"
        value={k(summary.totalSpent)}
        icon={Wallet}
        subText={`incl. ${k(summary.platformFees)} platform fees (20%)`}
      />
    </section>
  );
}
