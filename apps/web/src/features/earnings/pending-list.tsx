import {
  ADD_WALLET_TO_BE_PAID,
  daysLeftLabel,
  deliveryDaysLeft,
  EXPECTED_DELIVERY,
  formatDate,
  kwachaFormatter,
  type PendingEarning,
  shortId,
  WALLET_SECTION_ID,
} from '@njira/domain';
import { CheckCircle2, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { EarningAmounts, earningAmounts } from './earning-amounts.tsx';

/** Where the 80% stands, for a row not yet paid out. */
const PAYOUT: Record<PendingEarning['payoutStatus'], { label: string; variant: BadgeVariant }> = {
  held: { label: 'Held in escrow', variant: 'info' },
  paying_out: { label: 'Released — paying out', variant: 'warning' },
  awaiting_wallet: { label: 'Released — no wallet', variant: 'danger' },
  payout_failed: { label: 'Payout failed', variant: 'danger' },
  paid_out: { label: 'Paid out', variant: 'success' },
};

function PendingRow({ row, now, k }: { row: PendingEarning; now: Date; k: (amount: number) => string }) {
  const days = deliveryDaysLeft(row.expectedDate, now);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">#{shortId(row.id)}</span>
          {/* Every row here holds the owner’s payment (in escrow or released). */}
          <ShipmentStatusBadge status={row.status} paid />
          <Badge variant={PAYOUT[row.payoutStatus].variant}>{PAYOUT[row.payoutStatus].label}</Badge>
        </div>
        <p className="text-xs break-all text-muted-foreground">Shipment ID: {row.id}</p>
        <p className="text-sm text-gray-900">{row.cargo}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>Pickup: {formatDate(row.pickupDate)}</span>
          <span>
            {EXPECTED_DELIVERY}: {formatDate(row.expectedDate)}
          </span>
          {row.status !== 'DELIVERED' && (
            <span className="font-medium text-amber-900">{daysLeftLabel(days)}</span>
          )}
        </p>
        {row.payoutStatus === 'awaiting_wallet' && (
          // Released, but nowhere to pay it (issue 39): the one thing to do about it.
          <Link
            to={`/dashboard/transporter/settings#${WALLET_SECTION_ID}`}
            className="text-sm font-medium text-destructive underline underline-offset-2"
          >
            {ADD_WALLET_TO_BE_PAID}
          </Link>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <EarningAmounts row={row} k={k} className="text-gray-900" />
        <Link to={`/dashboard/transporter/shipment/${row.id}`} className={buttonClasses('outline', 'sm')}>
          <Eye className="size-4" aria-hidden="true" />
          View Details
          <span className="sr-only"> of shipment {shortId(row.id)}</span>
        </Link>
      </div>
    </li>
  );
}

export function PendingList({ rows, now }: { rows: PendingEarning[]; now: Date }) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={CheckCircle2}
        title="No Pending Payments"
        description="Nothing is held in escrow or waiting to be paid out to you."
      />
    );
  }
  const k = kwachaFormatter(rows.flatMap(earningAmounts));
  return (
    <ul className="divide-y divide-border" aria-label="Pending payments">
      {rows.map((row) => (
        <PendingRow key={row.id} row={row} now={now} k={k} />
      ))}
    </ul>
  );
}
