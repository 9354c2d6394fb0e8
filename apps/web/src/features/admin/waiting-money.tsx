import { formatDateTime, formatKwacha, shortId, type WaitingMoney } from '@njira/domain';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { useRefundShortDeposit } from './api/refund-short-deposit.ts';

/** Refund a short deposit, after an "are you sure": what it brought goes back to the payer's wallet. */
function RefundButton({ item, onDone }: { item: WaitingMoney; onDone: () => void }) {
  const refund = useRefundShortDeposit();
  async function confirm(): Promise<boolean> {
    try {
      await refund.mutateAsync(item.depositId ?? '');
      toast.success('Short deposit refunded', `${formatKwacha(item.amount)} is on its way back.`);
      onDone();
      return true;
    } catch (error) {
      toast.error('Not refunded', errorMessage(error, 'Request failed'));
      onDone();
      // Refused (refunded meanwhile): the list refreshes; a lost answer keeps the dialog.
      return error instanceof ApiError && error.status > 0;
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={`Refund the short deposit of shipment #${shortId(item.shipmentId)}`}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          Refund
        </Button>
      }
      title="Refund the short deposit?"
      description={`${formatKwacha(item.amount)} goes back to ${item.party.name}’s wallet it came from. The shipment stays unpaid until the full amount is paid.`}
      confirmLabel="Refund"
      onConfirm={confirm}
    />
  );
}

function WaitingItem({ item, onDone }: { item: WaitingMoney; onDone: () => void }) {
  const payout = item.kind === 'no_wallet';
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={payout ? 'warning' : 'danger'}>{item.reason}</Badge>
          <span className="font-semibold text-gray-900">{formatKwacha(item.amount)}</span>
          <span className="break-words text-gray-700">
            {payout ? 'owed to' : 'owed back to'} {item.party.name}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          <Link
            className="font-mono underline-offset-2 hover:underline"
            to={adminPaths.shipment(item.shipmentId)}
          >
            Shipment #{shortId(item.shipmentId)}
          </Link>{' '}
          · since {formatDateTime(item.since)}
          {payout && ' · paid out once the transporter saves a mobile-money wallet'}
        </p>
      </div>
      {!payout && item.depositId && (
        <div className="shrink-0">
          <RefundButton item={item} onDone={onDone} />
        </div>
      )}
    </li>
  );
}

/**
 * Money waiting for someone (issue 39): payouts with no wallet to go to, and short deposits (nothing
 * of them held) to refund. `onDone` runs the check again after a refund.
 */
export function WaitingMoneyList({ items, onDone }: { items: WaitingMoney[]; onDone: () => void }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b border-border">
        <CardTitle as="h2">Money waiting</CardTitle>
        <p className="text-sm text-muted-foreground">
          Payouts with no wallet to go to, and deposits that brought less than asked
        </p>
      </CardHeader>
      {items.length === 0 ? (
        <EmptyState icon={CheckCircle2} title="Nothing is waiting" />
      ) : (
        <ul aria-label="Money waiting" className="divide-y divide-border">
          {items.map((item) => (
            <WaitingItem
              key={`${item.kind}:${item.depositId ?? item.shipmentId}`}
              item={item}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
