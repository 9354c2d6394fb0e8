import { formatDate, kwachaFormatter, type PaidEarning, shortId } from '@njira/domain';
import { Truck } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { EarningAmounts, earningAmounts } from './earning-amounts.tsx';
import { ReceiptButton } from './receipt-button.tsx';

interface PaidListProps {
  rows: PaidEarning[];
  /** The shipment whose receipt is downloading, if any. */
  downloading: string | null;
  onReceipt: (row: PaidEarning) => void;
}

export function PaidList({ rows, downloading, onReceipt }: PaidListProps) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        title="No Payouts Yet"
        description="Each delivery appears here once its 80% is paid out to your wallet."
      />
    );
  }
  const k = kwachaFormatter(rows.flatMap(earningAmounts));
  return (
    <ul className="divide-y divide-border" aria-label="Paid deliveries">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-xs text-muted-foreground">Paid out {formatDate(row.completedDate)}</p>
            <p className="font-semibold text-gray-900">
              {row.fromLocation} → {row.toLocation}
            </p>
            <p className="text-sm text-muted-foreground">
              #{shortId(row.id)} · {row.cargo}
            </p>
          </div>
          <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
            <EarningAmounts row={row} k={k} className="text-green-800" />
            {/* A receipt exists once the owner's payment was received, not before. */}
            {row.receiptAvailable && (
              <ReceiptButton shipmentId={row.id} downloading={downloading} onClick={() => onReceipt(row)} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
