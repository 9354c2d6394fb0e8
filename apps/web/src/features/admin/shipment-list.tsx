import { formatDate, kwachaFormatter, type Shipment } from '@njira/domain';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { adminPaths } from './admin-paths.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { RecordCard, RecordCell, ViewLink } from './table-cells.tsx';

const parties = (s: Shipment) =>
  `${s.cargoOwner.companyName} → ${s.transporter?.companyName ?? 'Not assigned'}`;

const view = (s: Shipment) => <ViewLink to={adminPaths.shipment(s.id)} noun="shipment" id={s.id} />;

const columns = (k: (amount: number) => string): Column<Shipment>[] => [
  {
    header: 'Shipment',
    cell: (s) => <RecordCell id={s.id} cargo={s.cargo} dated={`Pickup ${formatDate(s.pickupDate)}`} />,
  },
  { header: 'Route', cell: (s) => `${s.fromLocation} → ${s.toLocation}`, className: 'text-gray-800' },
  { header: 'Cargo owner → Transporter', cell: parties, className: 'max-w-64 break-words text-gray-800' },
  { header: 'Status', cell: (s) => <ShipmentStatusBadge status={s.status} paid={s.receiptAvailable} /> },
  {
    header: 'Amount',
    cell: (s) => k(s.amount),
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-gray-900',
  },
  { header: 'Details', hiddenHeader: true, cell: view, align: 'right' },
];

/** Every shipment of a page, as the admin's table (a card per shipment on a phone). */
export function ShipmentList({ shipments, label }: { shipments: Shipment[]; label: string }) {
  const k = kwachaFormatter(shipments.map((s) => s.amount));
  return (
    <AdminTable
      rows={shipments}
      rowKey={(s) => s.id}
      label={label}
      columns={columns(k)}
      card={(s) => (
        <RecordCard
          id={s.id}
          cargo={s.cargo}
          status={<ShipmentStatusBadge status={s.status} paid={s.receiptAvailable} />}
          route={`${s.fromLocation} → ${s.toLocation}`}
          who={parties(s)}
          money={k(s.amount)}
          view={view(s)}
        />
      )}
    />
  );
}
