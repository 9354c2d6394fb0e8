import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { downloadStatement } from './api/download-documents.ts';
import { useEarnings } from './api/get-earnings.ts';
import { usePaidEarnings } from './api/get-paid-earnings.ts';
import { usePendingEarnings } from './api/get-pending-earnings.ts';
import { EarningsCards } from './earnings-cards.tsx';
import { EarningsChart } from './earnings-chart.tsx';
import { PaidTab, PendingTab } from './earnings-tabs.tsx';
import { StatementDownload } from './statement-download.tsx';
import { useDocumentDownload } from './use-document-download.ts';

const LOAD_ERROR = 'Error loading earnings data';

function SummarySkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Spinner label="Loading earnings..." className="sr-only" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** /dashboard/transporter/earnings: what the transporter has earned, is owed, and the papers for it. */
export function EarningsPage() {
  const summary = useEarnings();
  const [tab, setTab] = useState('pending');
  const pending = usePendingEarnings(true);
  const paid = usePaidEarnings(tab === 'paid');
  const now = useMemo(() => new Date(), []);
  const receipts = useDocumentDownload('Error downloading receipt');

  useErrorToast(summary.error, LOAD_ERROR, { failedAt: summary.errorUpdatedAt });
  useErrorToast(pending.error, LOAD_ERROR, { failedAt: pending.errorUpdatedAt });
  useErrorToast(paid.error, LOAD_ERROR, { failedAt: paid.errorUpdatedAt });

  const months = summary.data ? [...summary.data.monthly].reverse().map((m) => m.month) : [];
  const counts = summary.data?.counts;

  return (
    <>
      <PageHeader title="Earnings" description="Track your income and payments">
        <StatementDownload
          months={months}
          defaultMonth={summary.data?.currentMonth ?? null}
          download={downloadStatement}
        />
      </PageHeader>

      {summary.isPending ? (
        <SummarySkeleton />
      ) : summary.isError ? (
        <Card>
          <LoadFailedPanel title="Unable to load earnings" query={summary} />
        </Card>
      ) : (
        <div className="space-y-6">
          <EarningsCards summary={summary.data} />
          <EarningsChart monthly={summary.data.monthly} />
        </div>
      )}

      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Payments">
          <TabsTrigger value="pending">Pending ({counts?.pending ?? '…'})</TabsTrigger>
          <TabsTrigger value="paid">Paid ({counts?.paid ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <Card>
            <PendingTab pending={pending} now={now} />
          </Card>
        </TabsContent>
        <TabsContent value="paid">
          <Card>
            <PaidTab paid={paid} receipts={receipts} />
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
