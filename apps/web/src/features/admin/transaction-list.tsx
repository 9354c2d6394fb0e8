import { formatDate, formatKwacha, type PlatformFeeRecord, shortId } from '@njira/domain';

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

/**
 * The Platform Fee Breakdown rows (spec: Platform Revenue): '#' and the short id, cargo, 'cargo
 * owner → transporter', date; the original amount, the 20% fee and 'Transporter: amount'. A table
 * from 768 px; a card per transaction below.
 */
export function TransactionList({ rows, label }: { rows: PlatformFeeRecord[]; label: string }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border bg-gray-50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Transaction Details
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Original Amount
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Platform Fee (20%)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.shipmentId} className="align-top">
              <td className="px-4 py-3">
                <Details row={row} />
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900">
                {formatKwacha(row.originalAmount)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Fee row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-border md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.shipmentId} className="flex flex-col gap-2 p-4">
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
          </li>
        ))}
      </ul>
    </>
  );
}
