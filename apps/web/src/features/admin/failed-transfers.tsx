import {
  type AdminTransfer,
  formatDateTime,
  formatKwacha,
  formatMsisdn,
  MOBILE_MONEY_LABELS,
  shortId,
} from '@njira/domain';
import { CircleCheckBig, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { useFailedTransfers } from './api/get-failed-transfers.ts';
import { useRetryTransfer } from './api/retry-transfer.ts';

export const FAILED_TRANSFERS_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading failed transfers';

const KIND_LABEL = { payout: 'Payout', refund: 'Refund' } as const;

/** Retry, after an "are you sure": the money goes out again, to the wallet as it is now. */
function RetryButton({ transfer }: { transfer: AdminTransfer }) {
  const retry = useRetryTransfer();
  const to =
    transfer.kind === 'payout'
      ? `to ${transfer.party.name}’s mobile-money wallet as saved now`
      : `back to ${transfer.party.name}’s wallet the payment came from`;

  async function confirm(): Promise<boolean> {
    try {
      await retry.mutateAsync(transfer.id);
      toast.success(
        `${KIND_LABEL[transfer.kind]} retried`,
        `${formatKwacha(transfer.amount)} is on its way.`,
      );
      return true;
    } catch (error) {
      toast.error(`${KIND_LABEL[transfer.kind]} not retried`, errorMessage(error, 'Request failed'));
      // Refused (retried meanwhile, no wallet): the list refreshes; a lost answer keeps the dialog.
      return error instanceof ApiError && error.status > 0;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={`Retry ${transfer.kind} for shipment #${shortId(transfer.shipmentId)}`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      }
      title={`Retry the ${transfer.kind}?`}
      description={`${formatKwacha(transfer.amount)} is sent again ${to}, as a new transfer.`}
      confirmLabel="Retry"
      onConfirm={confirm}
    />
  );
}

function TransferItem({ transfer }: { transfer: AdminTransfer }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={transfer.kind === 'payout' ? 'accent' : 'info'}>{KIND_LABEL[transfer.kind]}</Badge>
          <span className="font-semibold text-gray-900">{formatKwacha(transfer.amount)}</span>
          <span className="break-words text-gray-700">
            {transfer.kind === 'payout' ? 'to' : 'back to'} {transfer.party.name}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          <Link
            className="font-mono underline-offset-2 hover:underline"
            to={adminPaths.shipment(transfer.shipmentId)}
          >
            Shipment #{shortId(transfer.shipmentId)}
          </Link>{' '}
          · {formatMsisdn(transfer.phoneNumber)} ({MOBILE_MONEY_LABELS[transfer.provider]}) · failed{' '}
          {formatDateTime(transfer.finishedAt)}
        </p>
        <p className="break-words text-destructive">
          <span className="font-mono text-xs">{transfer.failureCode ?? 'FAILED'}</span>
          {transfer.failureMessage && transfer.failureMessage !== transfer.failureCode
            ? `: ${transfer.failureMessage}`
            : ''}
        </p>
      </div>
      <div className="shrink-0">
        <RetryButton transfer={transfer} />
      </div>
    </li>
  );
}

/**
 * The Revenue screen's failed payouts and refunds (issue 26, ADR 021): the money stays owed until
 * one is retried; a passing failure was already retried by the system up to three times.
 */
export function FailedTransfers() {
  const transfers = useFailedTransfers(FAILED_TRANSFERS_PAGE_SIZE);
  return (
    <Card className="mb-6 overflow-hidden">
      <CardHeader className="border-b border-border">
        <CardTitle as="h2">Failed Transfers</CardTitle>
        <p className="text-sm text-muted-foreground">
          Payouts and refunds the mobile-money provider failed: the money stays owed until you retry
        </p>
      </CardHeader>
      {transfers.isPending ? (
        <div
          className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
          role="status"
        >
          <Spinner className="size-5 text-brand-700" />
          Loading failed transfers...
        </div>
      ) : transfers.isError && transfers.rows.length === 0 ? (
        <div className="p-4">
          <LoadFailedPanel title={LOAD_ERROR} query={transfers} />
        </div>
      ) : transfers.rows.length === 0 ? (
        <EmptyState icon={CircleCheckBig} title="No failed transfers" />
      ) : (
        <>
          <ul aria-label="Failed transfers" className="divide-y divide-border">
            {transfers.rows.map((t) => (
              <TransferItem key={t.id} transfer={t} />
            ))}
          </ul>
          <ListFooter
            placement="in-card"
            shown={transfers.rows.length}
            total={transfers.total}
            noun="failed transfers"
            hasMore={transfers.hasNextPage}
            loading={transfers.isFetchingNextPage}
            onMore={() => void transfers.fetchNextPage()}
          />
        </>
      )}
    </Card>
  );
}
