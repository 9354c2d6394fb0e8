import {
  type AdminReconciliation,
  formatDateTime,
  formatKwacha,
  RECONCILIATION_PROBLEM_LABELS,
  RECONCILIATION_WINDOW_DAYS,
  type ReconciliationDifference,
  shortId,
} from '@njira/domain';
import { CheckCircle2, RefreshCw, Scale, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { adminPaths } from './admin-paths.ts';
import { useReconciliation } from './api/get-reconciliation.ts';
import { WaitingMoneyList } from './waiting-money.tsx';

const LOAD_ERROR = 'The check could not run';
const KIND_LABELS = { deposit: 'Deposit', payout: 'Payout', refund: 'Refund' } as const;

function LedgerSummary({ report }: { report: AdminReconciliation }) {
  const { ledger } = report;
  return (
    <section aria-label="Ledger" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Ledger"
        value={ledger.balanced ? 'Balanced' : 'Out of balance'}
        icon={ledger.balanced ? CheckCircle2 : TriangleAlert}
        subText="Every entry sums to zero; the provider holds what is held and owed"
      />
      <StatCard
        title="Held by the provider"
        value={formatKwacha(ledger.clearing)}
        icon={Scale}
        subText="Provider clearing account"
      />
      <StatCard
        title="Held and owed"
        value={formatKwacha(ledger.liabilities)}
        icon={Scale}
        subText="Escrow, owed to owners and transporters, and platform revenue"
      />
    </section>
  );
}

function DifferenceItem({ d }: { d: ReconciliationDifference }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{RECONCILIATION_PROBLEM_LABELS[d.problem]}</p>
        <p className="text-sm break-words text-gray-700">
          {KIND_LABELS[d.kind]} <span className="font-mono">{shortId(d.transferId)}</span> of{' '}
          <Link className="font-mono underline underline-offset-2" to={adminPaths.shipment(d.shipmentId)}>
            shipment #{shortId(d.shipmentId)}
          </Link>
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="inline text-muted-foreground">Ours: </dt>
          <dd className="inline">{d.ourStatus}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Provider: </dt>
          <dd className="inline">{d.providerStatus ?? 'No answer'}</dd>
        </div>
      </dl>
    </li>
  );
}

function Report({ report, recheck }: { report: AdminReconciliation; recheck: () => void }) {
  const n = report.transfersChecked;
  return (
    <div className="flex flex-col gap-6">
      <LedgerSummary report={report} />
      <WaitingMoneyList items={report.waiting} onDone={recheck} />
      <Card className="overflow-hidden">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2 border-b border-border">
          <CardTitle as="h2">Differences</CardTitle>
          <p className="text-sm text-muted-foreground">
            {n} {n === 1 ? 'transfer' : 'transfers'} checked on {formatDateTime(report.checkedAt)}
          </p>
        </CardHeader>
        {report.differences.length === 0 ? (
          <EmptyState icon={CheckCircle2} title="Everything matches" />
        ) : (
          <ul aria-label="Differences" className="divide-y divide-border">
            {report.differences.map((d) => (
              <DifferenceItem key={`${d.transferId}:${d.problem}`} d={d} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** /dashboard/admin/reconciliation: transfers, ledger and money waiting, checked when the admin asks. */
export function ReconciliationPage() {
  const check = useReconciliation();
  useErrorToast(check.error, LOAD_ERROR, { failedAt: check.errorUpdatedAt });
  return (
    <>
      <PageHeader title="Reconciliation" description="Our payments against the provider’s and the ledger’s">
        <Button onClick={() => void check.refetch()} loading={check.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Run check
        </Button>
      </PageHeader>
      {check.data ? (
        <Report report={check.data} recheck={() => void check.refetch()} />
      ) : check.isError ? (
        <LoadFailedPanel title={LOAD_ERROR} query={check} />
      ) : (
        <Card className="p-6 text-sm text-muted-foreground">
          Run a check to compare the payments with the provider’s records and the ledger. It asks the provider
          about every unfinished transfer and those changed in the last {RECONCILIATION_WINDOW_DAYS} days.
        </Card>
      )}
    </>
  );
}
