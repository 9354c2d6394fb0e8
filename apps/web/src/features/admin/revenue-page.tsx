import { type AdminRevenue, kwachaFormatter } from '@njira/domain';
import { AlertTriangle, CalendarClock, CalendarDays, Hourglass, Landmark, Lock, Receipt } from 'lucide-react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { GrowthBadge } from '../../components/ui/growth-badge.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { downloadRevenueReport } from './api/download-exports.ts';
import { useRevenue } from './api/get-revenue.ts';
import { useTransactions } from './api/get-transactions.ts';
import { ExportButton } from './export-button.tsx';
import { FailedTransfers } from './failed-transfers.tsx';
import { TransactionList } from './transaction-list.tsx';

/** The revenue list shows 20 rows, then more on request (spec section 10). */
export const REVENUE_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading revenue data';

function RevenueCards({ revenue }: { revenue: AdminRevenue }) {
  const k = kwachaFormatter([
    revenue.thisMonthFees,
    revenue.lastMonthFees,
    revenue.lifetimeFees,
    revenue.totalVolume,
  ]);
  return (
    <section aria-label="Revenue summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Platform Fees (This Month)"
        value={k(revenue.thisMonthFees)}
        icon={CalendarDays}
        subText={<GrowthBadge growth={revenue.growth} />}
      />
      <StatCard title="Last Month Fees" value={k(revenue.lastMonthFees)} icon={CalendarClock} />
      <StatCard
        title="Lifetime Platform Fees"
        value={k(revenue.lifetimeFees)}
        icon={Landmark}
        subText={`${revenue.transactions} ${revenue.transactions === 1 ? 'transaction' : 'transactions'}`}
      />
      <StatCard
        title="Total Transaction Volume"
        value={k(revenue.totalVolume)}
        icon={Receipt}
        subText="What cargo owners paid"
      />
    </section>
  );
}

const payouts = (n: number) => `${n} ${n === 1 ? 'payout' : 'payouts'}`;

/** Money not yet where it ends up, from the ledger and the transfers (ADR 021). */
function MoneyAtRest({ revenue }: { revenue: AdminRevenue }) {
  const k = kwachaFormatter([
    revenue.escrowHeld,
    revenue.payoutsPending.amount,
    revenue.payoutsFailed.amount,
  ]);
  return (
    <section aria-label="Money at rest" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Held in Escrow"
        value={k(revenue.escrowHeld)}
        icon={Lock}
        subText="Paid by cargo owners, not yet released or refunded"
      />
      <StatCard
        title="Payouts Pending"
        value={k(revenue.payoutsPending.amount)}
        icon={Hourglass}
        subText={`${payouts(revenue.payoutsPending.count)} on the way to transporters`}
      />
      <StatCard
        title="Payouts Failed"
        value={k(revenue.payoutsFailed.amount)}
        icon={AlertTriangle}
        subText={`${payouts(revenue.payoutsFailed.count)} to look into`}
      />
    </section>
  );
}

function Loading() {
  return (
    <div className="flex items-center justify-center gap-2 p-10 text-sm text-muted-foreground" role="status">
      <Spinner className="size-5 text-brand-700" />
      Loading revenue data...
    </div>
  );
}

/** /dashboard/admin/revenue: the platform's 20% of each escrow release, month by month and in all. */
export function RevenuePage() {
  const revenue = useRevenue();
  const transactions = useTransactions(REVENUE_PAGE_SIZE);
  useErrorToast(revenue.error, LOAD_ERROR, { failedAt: revenue.errorUpdatedAt });
  useErrorToast(transactions.error, LOAD_ERROR, { failedAt: transactions.errorUpdatedAt });

  return (
    <>
      <PageHeader title="Platform Revenue" description="Track platform fees and total transaction volume">
        <ExportButton label="Export Revenue Report" download={downloadRevenueReport} />
      </PageHeader>

      {revenue.isPending ? (
        <Card className="mb-6">
          <Loading />
        </Card>
      ) : revenue.isError ? (
        <div className="mb-6">
          <LoadFailedPanel title={LOAD_ERROR} query={revenue} />
        </div>
      ) : (
        <div className="mb-6">
          <RevenueCards revenue={revenue.data} />
          <MoneyAtRest revenue={revenue.data} />
        </div>
      )}

      <FailedTransfers />

      <Card className="overflow-hidden">
        <CardHeader className="border-b border-border">
          <CardTitle as="h2">Platform Fee Breakdown (20% from each transaction)</CardTitle>
        </CardHeader>
        {transactions.isPending ? (
          <Loading />
        ) : transactions.isError && transactions.rows.length === 0 ? (
          <div className="p-4">
            <LoadFailedPanel title={LOAD_ERROR} query={transactions} />
          </div>
        ) : transactions.rows.length === 0 ? (
          <EmptyState icon={Receipt} title="No completed transactions yet" />
        ) : (
          <>
            <TransactionList rows={transactions.rows} label="Platform fee breakdown" />
            <ListFooter
              placement="in-card"
              shown={transactions.rows.length}
              total={transactions.total}
              noun="transactions"
              hasMore={transactions.hasNextPage}
              loading={transactions.isFetchingNextPage}
              onMore={() => void transactions.fetchNextPage()}
            />
          </>
        )}
      </Card>
    </>
  );
}
