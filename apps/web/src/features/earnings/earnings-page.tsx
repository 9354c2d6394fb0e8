import { monthLabel, type PaidEarning } from '@njira/domain';
import { AlertTriangle, Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadReceipt, downloadStatement } from './api/download-documents.ts';
import { useEarnings } from './api/get-earnings.ts';
import { usePaidEarnings } from './api/get-paid-earnings.ts';
import { usePendingEarnings } from './api/get-pending-earnings.ts';
import { EarningsCards } from './earnings-cards.tsx';
import { EarningsChart } from './earnings-chart.tsx';
import { PaidList } from './paid-list.tsx';
import { PendingList } from './pending-list.tsx';
import { useDocumentDownload } from './use-document-download.ts';

const LOAD_ERROR = 'Error loading earnings data';

/** Spec section 8: a toast for each failed load, with the server's message. */
function useLoadErrorToast(error: Error | null, at: number) {
  useEffect(() => {
    // `at` changes on every failure, so a second failure of the same kind toasts again.
    if (error && at > 0) toast.error(LOAD_ERROR, errorMessage(error, 'Unknown error occurred'));
  }, [error, at]);
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertTriangle className="size-8 text-red-700" aria-hidden="true" />
      <p className="font-semibold text-gray-900">Unable to load earnings</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}

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

/** 'Load more' under a list, when the server may have more rows. */
function LoadMore({ show, loading, onClick }: { show: boolean; loading: boolean; onClick: () => void }) {
  if (!show) return null;
  return (
    <div className="border-t border-border p-4 text-center">
      <Button variant="outline" loading={loading} onClick={onClick}>
        Load more
      </Button>
    </div>
  );
}

/** /dashboard/transporter/earnings: what the transporter has earned, is owed, and the papers for it. */
export function EarningsPage() {
  const summary = useEarnings();
  const [tab, setTab] = useState('pending');
  const pending = usePendingEarnings(true);
  const paid = usePaidEarnings(tab === 'paid');
  const [month, setMonth] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const statement = useDocumentDownload('Error downloading statement');
  const receipts = useDocumentDownload('Error downloading receipt');

  useLoadErrorToast(summary.error, summary.errorUpdatedAt);
  useLoadErrorToast(pending.error, pending.errorUpdatedAt);
  useLoadErrorToast(paid.error, paid.errorUpdatedAt);

  const months = summary.data ? [...summary.data.monthly].reverse().map((m) => m.month) : [];
  const statementMonth = month ?? summary.data?.currentMonth ?? null;
  const counts = summary.data?.counts;

  return (
    <>
      <PageHeader title="Earnings" description="Track your income and payments">
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="statement-month" className="text-xs">
              Statement month
            </Label>
            <Select
              id="statement-month"
              value={statementMonth ?? ''}
              disabled={months.length === 0}
              onChange={(e) => setMonth(e.target.value)}
              className="w-36"
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </Select>
          </div>
          <Button
            disabled={!statementMonth}
            loading={statement.busy !== null}
            onClick={() => {
              if (statementMonth) void statement.run('statement', () => downloadStatement(statementMonth));
            }}
          >
            {statement.busy === null && <Download className="size-4" aria-hidden="true" />}
            Download Statement
          </Button>
        </div>
      </PageHeader>

      {summary.isPending ? (
        <SummarySkeleton />
      ) : summary.isError ? (
        <Card>
          <LoadFailed onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
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
            {pending.isPending ? (
              <div className="flex justify-center p-10">
                <Spinner label="Loading pending payments..." className="size-6 text-brand-700" />
              </div>
            ) : pending.isError ? (
              <LoadFailed onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
            ) : (
              <>
                <PendingList rows={pending.data.pages.flat()} now={now} />
                <LoadMore
                  show={pending.hasNextPage}
                  loading={pending.isFetchingNextPage}
                  onClick={() => void pending.fetchNextPage()}
                />
              </>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="paid">
          <Card>
            {paid.isPending ? (
              <div className="flex justify-center p-10">
                <Spinner label="Loading paid deliveries..." className="size-6 text-brand-700" />
              </div>
            ) : paid.isError ? (
              <LoadFailed onRetry={() => void paid.refetch()} retrying={paid.isFetching} />
            ) : (
              <>
                <PaidList
                  rows={paid.data.pages.flat()}
                  downloading={receipts.busy}
                  onReceipt={(row: PaidEarning) => void receipts.run(row.id, () => downloadReceipt(row.id))}
                />
                <LoadMore
                  show={paid.hasNextPage}
                  loading={paid.isFetchingNextPage}
                  onClick={() => void paid.fetchNextPage()}
                />
              </>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
