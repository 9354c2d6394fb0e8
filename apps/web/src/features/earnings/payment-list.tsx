import {
  EXPECTED_DELIVERY,
  formatDate,
  kwachaFormatter,
  type Payment,
  SHIPMENT_STATUS_LABELS,
  shortId,
} from '@njira/domain';
import { CheckCircle2, Hourglass, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { PaymentList } from './api/get-payment-list.ts';
import { ReceiptButton } from './receipt-button.tsx';

export const OWNER_SHIPMENT_PATH = (id: string) => `/dashboard/cargo-owner/shipment/${id}`;

const EMPTY: Record<PaymentList, { icon: typeof Hourglass; title: string; description: string }> = {
  paid: {
    icon: CheckCircle2,
    title: 'No payments yet',
    description: 'Each shipment appears here once its payment is released to the transporter.',
  },
  held: {
    icon: Lock,
    title: 'Nothing held in escrow',
    description: 'What you pay is held here until you confirm the delivery.',
  },
  pending: {
    icon: Hourglass,
    title: 'No pending payments',
    description: 'Accepted shipments appear here until you pay for them.',
  },
};

const LIST_NAMES: Record<PaymentList, string> = {
  paid: 'Paid shipments',
  held: 'Payments held in escrow',
  pending: 'Pending payments',
};

interface PaymentListProps {
  list: PaymentList;
  rows: Payment[];
  /** The shipment whose receipt is downloading, if any. */
  downloading: string | null;
  onReceipt: (row: Payment) => void;
}

type Kwacha = (amount: number) => string;

/**
 * A row's money: what was paid for the shipment (released once released, else what is held or to
 * pay) with the 20% fee as part of it; once released, the transporter's part, and what a dispute
 * refunded of what the owner paid in.
 */
function Amounts({ row, k }: { row: Payment; k: Kwacha }) {
  const released = row.released > 0;
  return (
    <div className="sm:text-right">
      <p className="text-lg font-bold text-gray-900">{k(released ? row.released : row.amount)}</p>
      <p className="text-xs text-muted-foreground">incl. {k(row.platformFee)} platform fee (20%)</p>
      {released && (
        <p className="text-xs text-muted-foreground">{k(row.transporterAmount)} to the transporter</p>
      )}
      {row.refunded > 0 && (
        <p className="text-xs font-medium text-gray-900">
          {k(row.refunded)} of {k(row.amount)} refunded to you
        </p>
      )}
    </div>
  );
}

/** The Paid, Held in escrow or Pending tab's rows: what the owner pays per shipment, the 20% fee shown as part of it. */
export function PaymentRows({ list, rows, downloading, onReceipt }: PaymentListProps) {
  if (rows.length === 0) {
    const empty = EMPTY[list];
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  const k = kwachaFormatter(
    rows.flatMap((row) => [row.amount, row.refunded, row.released, row.platformFee, row.transporterAmount]),
  );
  return (
    <ul className="divide-y divide-border" aria-label={LIST_NAMES[list]}>
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <span className="font-semibold text-gray-900">#{shortId(row.id)}</span>
              <Badge variant={list === 'paid' ? 'success' : 'warning'}>
                {SHIPMENT_STATUS_LABELS[row.status]}
              </Badge>
              <span>
                {list === 'paid' ? 'Released' : EXPECTED_DELIVERY} {formatDate(row.date)}
              </span>
            </p>
            <p className="font-semibold text-gray-900">
              {row.fromLocation} → {row.toLocation}
            </p>
            <p className="text-sm break-words text-muted-foreground">
              {row.cargo} · {row.transporterCompany}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <Amounts row={row} k={k} />
            <div className="flex flex-wrap gap-2">
              {/* A receipt exists once the payment was received, not before. */}
              {row.receiptAvailable && (
                <ReceiptButton shipmentId={row.id} downloading={downloading} onClick={() => onReceipt(row)} />
              )}
              <Link to={OWNER_SHIPMENT_PATH(row.id)} className={buttonClasses('outline', 'sm')}>
                View Details
                <span className="sr-only"> of shipment {shortId(row.id)}</span>
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
