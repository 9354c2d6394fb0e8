import { lastMonthsKeys } from '@njira/domain';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { downloadPaymentStatement, downloadReceipt } from './api/download-documents.ts';
import { type PaymentList, usePaymentList } from './api/get-payment-list.ts';
import { usePayments } from './api/get-payments.ts';
import { PaymentCards } from './payment-cards.tsx';
import { PaymentTab } from './payment-tab.tsx';
import { StatementDownload } from './statement-download.tsx';
import { useDocumentDownload } from './use-document-download.ts';

const LOAD_ERROR = 'Error loading payments';
/** The months a statement can be asked for: this Lusaka month and the eleven before it. */
const STATEMENT_MONTHS = 12;

/** /dashboard/cargo-owner/payments: what the owner has paid, what escrow holds, what is pending, and the papers for it. */
export function PaymentsPage() {
  const summary = usePayments();
  const [tab, setTab] = useState<PaymentList>('paid');
  const paid = usePaymentList('paid', true);
  const held = usePaymentList('held', tab === 'held');
  const pending = usePaymentList('pending', tab === 'pending');
  const months = useMemo(() => lastMonthsKeys(STATEMENT_MONTHS).reverse(), []);
  const receipts = useDocumentDownload('Error downloading receipt');

  useErrorToast(summary.error, LOAD_ERROR, { failedAt: summary.errorUpdatedAt });
  useErrorToast(paid.error, LOAD_ERROR, { failedAt: paid.errorUpdatedAt });
  useErrorToast(held.error, LOAD_ERROR, { failedAt: held.errorUpdatedAt });
  useErrorToast(pending.error, LOAD_ERROR, { failedAt: pending.errorUpdatedAt });

  const counts = summary.data?.counts;
  const onReceipt = (id: string) => void receipts.run(id, () => downloadReceipt(id));

  return (
    <>
      <PageHeader title="Payments" description="What you have paid, what escrow holds and what is pending">
        <StatementDownload
          months={months}
          defaultMonth={summary.data?.currentMonth ?? months[0] ?? null}
          download={downloadPaymentStatement}
        />
      </PageHeader>

      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy="true">
          <Spinner label="Loading payments..." className="sr-only" />
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <Skeleton key={k} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : summary.isError ? (
        <Card>
          <LoadFailedPanel title="Unable to load payments" query={summary} />
        </Card>
      ) : (
        <PaymentCards summary={summary.data} />
      )}

      <Tabs value={tab} onValueChange={(v) => setTab(v as PaymentList)} className="mt-6">
        <TabsList aria-label="Payments">
          <TabsTrigger value="paid">Paid ({counts?.paid ?? '…'})</TabsTrigger>
          <TabsTrigger value="held">Held in escrow ({counts?.held ?? '…'})</TabsTrigger>
          <TabsTrigger value="pending">Pending ({counts?.pending ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="paid">
          <Card>
            <PaymentTab list="paid" query={paid} downloading={receipts.busy} onReceipt={onReceipt} />
          </Card>
        </TabsContent>
        <TabsContent value="held">
          <Card>
            <PaymentTab list="held" query={held} downloading={receipts.busy} onReceipt={onReceipt} />
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
