import type { PaidEarning } from '@njira/domain';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { downloadReceipt } from './api/download-documents.ts';
import type { usePaidEarnings } from './api/get-paid-earnings.ts';
import type { usePendingEarnings } from './api/get-pending-earnings.ts';
import { PaidList } from './paid-list.tsx';
import { PendingList } from './pending-list.tsx';
import type { useDocumentDownload } from './use-document-download.ts';

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

/** Earnings' Pending tab: deliveries not yet paid, each with when it is expected. */
export function PendingTab({ pending, now }: { pending: ReturnType<typeof usePendingEarnings>; now: Date }) {
  return pending.isPending ? (
    <div className="flex justify-center p-10">
      <Spinner label="Loading pending payments..." className="size-6 text-brand-700" />
    </div>
  ) : pending.isError ? (
    <LoadFailedPanel title="Unable to load earnings" query={pending} />
  ) : (
    <>
      <PendingList rows={pending.data.pages.flat()} now={now} />
      <LoadMore
        show={pending.hasNextPage}
        loading={pending.isFetchingNextPage}
        onClick={() => void pending.fetchNextPage()}
      />
    </>
  );
}

/** Earnings' Paid tab: delivered and paid, each with its receipt. */
export function PaidTab({
  paid,
  receipts,
}: {
  paid: ReturnType<typeof usePaidEarnings>;
  receipts: ReturnType<typeof useDocumentDownload>;
}) {
  return paid.isPending ? (
    <div className="flex justify-center p-10">
      <Spinner label="Loading paid deliveries..." className="size-6 text-brand-700" />
    </div>
  ) : paid.isError ? (
    <LoadFailedPanel title="Unable to load earnings" query={paid} />
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
  );
}
