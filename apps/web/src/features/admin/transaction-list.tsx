import { formatDate, formatKwacha, type PlatformFeeRecord, shortId } from '@njira/domain';
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

function Fee({ row }: { row: PlatformFeeRecord }) {
  return (
    <>
      <span className="block font-semibold text-green-800">{formatKwacha(row.platformFee)}</span>
      <span className="block text-xs text-muted-foreground">
        Transporter: {formatKwacha(row.transporterAmount)}
      </span>
    </>
  );
}

const COLUMNS: Column<PlatformFeeRecord>[] = [
  { header: 'Transaction Details', cell: (row) => <Details row={row} /> },
  {
    header: 'Original Amount',
    cell: (row) => formatKwacha(row.originalAmount),
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-gray-900',
  },
  {
    header: 'Platform Fee (20%)',
    cell: (row) => <Fee row={row} />,
    align: 'right',
    className: 'whitespace-nowrap',
  },
];

function PhoneCard({ row }: { row: PlatformFeeRecord }) {
  return (
    <>
      <div className="min-w-0">
        <Details row={row} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Original Amount</dt>
          <dd className="font-semibold text-gray-900">{formatKwacha(row.originalAmount)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-muted-foreground">Platform Fee (20%)</dt>
          <dd>
            <Fee row={row} />
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The Platform Fee Breakdown rows (spec: Platform Revenue): '#' and the short id, cargo, 'cargo
 * owner → transporter', date; the original amount, the 20% fee and 'Transporter: amount'.
 */
export function TransactionList({ rows, label }: { rows: PlatformFeeRecord[]; label: string }) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(row) => row.shipmentId}
      label={label}
      columns={COLUMNS}
      card={(row) => <PhoneCard row={row} />}
    />
  );
}
