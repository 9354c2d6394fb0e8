import { kwachaFormatter, type PaymentsSummary } from '@njira/domain';
import { CheckCircle2, Hourglass, Lock, Undo2, Wallet } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';

const shipments = (n: number) => `${n} ${n === 1 ? 'shipment' : 'shipments'}`;

/**
 * Paid, Held in escrow, Pending, Refunded and Total Spent, read from the ledger (ADR 021): paid is
 * money released to the transporter, held is what escrow keeps until delivery is confirmed.
 */
export function PaymentCards({ summary }: { summary: PaymentsSummary }) {
  const k = kwachaFormatter([
    summary.paid,
    summary.held,
    summary.pending,
    summary.refunded,
    summary.totalSpent,
    summary.platformFees,
  ]);
  return (
    <section aria-label="Payment summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <StatCard
        title="Paid (Completed)"
        value={k(summary.paid)}
        icon={CheckCircle2}
        subText={`${shipments(summary.counts.paid)} released to the transporter`}
      />
      <StatCard
        title="Held in escrow"
        value={k(summary.held)}
        icon={Lock}
        subText={`${shipments(summary.counts.held)} until delivery is confirmed`}
      />
      <StatCard
        title="Pending"
        value={k(summary.pending)}
        icon={Hourglass}
        subText={`${shipments(summary.counts.pending)} not yet paid`}
      />
      <StatCard
        title="Refunded"
        value={k(summary.refunded)}
        icon={Undo2}
        subText={`${shipments(summary.counts.refunded)} returned to you`}
      />
      <StatCard
        title="Total Spent"
        value={k(summary.totalSpent)}
        icon={Wallet}
        subText={`Paid and held; incl. ${k(summary.platformFees)} platform fees (20%) on what was paid`}
      />
    </section>
  );
}
