import { formatKwacha, lastMonthsKeys, type PaymentsSummary } from '@njira/domain';
import { CheckCircle2, Hourglass, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadPaymentStatement, downloadReceipt } from './api/download-documents.ts';
import { type PaymentList, usePaymentList } from './api/get-payment-list.ts';
import { usePayments } from './api/get-payments.ts';
import { PaymentRows } from './payment-list.tsx';
import { StatementDownload } from './statement-download.tsx';
import { useDocumentDownload } from './use-document-download.ts';

const LOAD_ERROR = 'Error loading payments';
/** The months a statement can be asked for: this Lusaka month and the eleven before it. */
const STATEMENT_MONTHS = 12;

function PaymentCards({ summary }: { summary: PaymentsSummary }) {
  return (
    <section aria-label="Payment summary" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        title="Paid (Completed)"
        value={formatKwacha(summary.paid)}
        icon={CheckCircle2}
        subText={`${summary.counts.paid} delivered ${summary.counts.paid === 1 ? 'shipment' : 'shipments'}`}
      />
      <StatCard
        title="Pending"
        value={formatKwacha(summary.pending)}
        icon={Hourglass}
        subText={`${summary.counts.pending} not yet delivered`}
      />
      <StatCard
        title="Total Spent"
        value={formatKwacha(summary.totalSpent)}
        icon={Wallet}
        subText={`incl. ${formatKwacha(summary.platformFees)} platform fees (20%)`}
      />
    </section>
  );
}

function PaymentTab({
  list,
  query,
  downloading,
  onReceipt,
}: {
  list: PaymentList;
  query: ReturnType<typeof usePaymentList>;
  downloading: string | null;
  onReceipt: (id: string) => void;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={`Loading ${list} payments...`} className="size-6 text-brand-700" />
      </div>
    );
  }
  if (query.isError && query.rows.length === 0) {
    return (
      <LoadFailedPanel
        title="Unable to load payments"
        message={errorMessage(query.error, 'Unknown error occurred')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      <PaymentRows
        list={list}
        rows={query.rows}
        downloading={downloading}
        onReceipt={(row) => onReceipt(row.id)}
      />
      {query.hasNextPage && (
        <div className="flex flex-col items-center gap-2 border-t border-border p-4">
          <p className="text-sm text-muted-foreground">
            Showing {query.rows.length} of {query.total}
          </p>
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

/** /dashboard/cargo-owner/payments: what the owner has paid, what is pending, and the papers for it. */
export function PaymentsPage() {
  const summary = usePayments();
  const [tab, setTab] = useState<PaymentList>('paid');
  const paid = usePaymentList('paid', true);
  const pending = usePaymentList('pending', tab === 'pending');
  const months = useMemo(() => lastMonthsKeys(STATEMENT_MONTHS).reverse(), []);
  const receipts = useDocumentDownload('Error downloading receipt');

  useErrorToast(summary.error, LOAD_ERROR, { failedAt: summary.errorUpdatedAt });
  useErrorToast(paid.error, LOAD_ERROR, { failedAt: paid.errorUpdatedAt });
  useErrorToast(pending.error, LOAD_ERROR, { failedAt: pending.errorUpdatedAt });

  const counts = summary.data?.counts;
  const onReceipt = (id: string) => void receipts.run(id, () => downloadReceipt(id));

  return (
    <>
      <PageHeader title="Payments" description="What you have paid and what is pending">
        <StatementDownload
          months={months}
          defaultMonth={summary.data?.currentMonth ?? months[0] ?? null}
          download={downloadPaymentStatement}
        />
      </PageHeader>

      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy="true">
          <Spinner label="Loading payments..." className="sr-only" />
          {['a', 'b', 'c'].map((k) => (
            <Skeleton key={k} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : summary.isError ? (
        <Card>
          <LoadFailedPanel
            title="Unable to load payments"
            message={errorMessage(summary.error, 'Unknown error occurred')}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        </Card>
      ) : (
        <PaymentCards summary={summary.data} />
      )}

      <Tabs value={tab} onValueChange={(v) => setTab(v as PaymentList)} className="mt-6">
        <TabsList aria-label="Payments">
          <TabsTrigger value="paid">Paid ({counts?.paid ?? '…'})</TabsTrigger>
          <TabsTrigger value="pending">Pending ({counts?.pending ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="paid">
          <Card>
            <PaymentTab list="paid" query={paid} downloading={receipts.busy} onReceipt={onReceipt} />
          </Card>
        </TabsContent>
        <TabsContent value="pending">
          <Card>
            <PaymentTab list="pending" query={pending} downloading={receipts.busy} onReceipt={onReceipt} />
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
