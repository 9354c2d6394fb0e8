import { formatDate, kwachaFormatter, type PlatformFeeRecord, shortId } from '@njira/domain';
import { AdminTable, type Column } from './admin-table.tsx';

function Details({ row }: { row: PlatformFeeRecord }) {
  return (
    <>
      <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(row.shipmentId)}</p>
      <p className="font-medium break-words text-gray-900">{row.cargo}</p>
      <p className="text-xs break-words text-muted-foreground">
        {row.cargoOwner} → {row.transporter}
      </p>
      <p className="text-xs text-muted-foreground">{formatDate(row.date)}</p>
    </>
  );
}

type Kwacha = (amount: number) => string;

function Fee({ row, k }: { row: PlatformFeeRecord; k: Kwacha }) {
  return (
    <>
      <span className="block font-semibold text-green-800">{k(row.platformFee)}</span>
      <span className="block text-xs text-muted-foreground">Transporter: {k(row.transporterAmount)}</span>
    </>
  );
}

/** The amount released; beside it, what a dispute refunded of the same payment to the cargo owner. */
function Amount({ row, k }: { row: PlatformFeeRecord; k: Kwacha }) {
  return (
    <>
      <span className="block">{k(row.originalAmount)}</span>
      {row.refunded > 0 && (
        <span className="block text-xs font-normal text-muted-foreground">
          {k(row.refunded)} refunded to the owner
        </span>
      )}
    </>
  );
}

const columns = (k: Kwacha): Column<PlatformFeeRecord>[] => [
  { header: 'Transaction Details', cell: (row) => <Details row={row} /> },
  {
    header: 'Original Amount',
    cell: (row) => <Amount row={row} k={k} />,
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-gray-900',
  },
  {
    header: 'Platform Fee (20%)',
    cell: (row) => <Fee row={row} k={k} />,
    align: 'right',
    className: 'whitespace-nowrap',
  },
];

function PhoneCard({ row, k }: { row: PlatformFeeRecord; k: Kwacha }) {
  return (
    <>
      <div className="min-w-0">
        <Details row={row} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Original Amount</dt>
          <dd className="font-semibold text-gray-900">
            <Amount row={row} k={k} />
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted-foreground">Platform Fee (20%)</dt>
          <dd>
            <Fee row={row} k={k} />
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The Platform Fee Breakdown rows (spec: Platform Revenue): '#' and the short id, cargo, 'cargo
 * owner → transporter', date; the original amount (what was released, and what a dispute refunded
 * of the payment), the 20% fee and 'Transporter: amount', all with the same decimals (kwachaFormatter).
 */
export function TransactionList({ rows, label }: { rows: PlatformFeeRecord[]; label: string }) {
  const k = kwachaFormatter(
    rows.flatMap((r) => [r.originalAmount, r.platformFee, r.transporterAmount, r.refunded]),
  );
  return (
    <AdminTable
      rows={rows}
      rowKey={(row) => row.shipmentId}
      label={label}
      columns={columns(k)}
      card={(row) => <PhoneCard row={row} k={k} />}
    />
  );
}
