import { Button } from '../../components/ui/button.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { PaymentList, usePaymentList } from './api/get-payment-list.ts';
import { PaymentRows } from './payment-list.tsx';

/** One tab of Payments: its first load, its failure, or its rows with 'Load more' while there are more. */
export function PaymentTab({
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
    return <LoadFailedPanel title="Unable to load payments" query={query} />;
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
