import { formatDate, formatKwacha, type Shipment, shortId } from '@njira/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { adminPaths } from './admin-paths.ts';

const parties = (s: Shipment) =>
  `${s.cargoOwner.companyName} → ${s.transporter?.companyName ?? 'Not assigned'}`;

function DetailsLink({ shipment }: { shipment: Shipment }) {
  return (
    <Link to={adminPaths.shipment(shipment.id)} className={buttonClasses('outline', 'sm')}>
      View <span className="sr-only">shipment #{shortId(shipment.id)}</span>
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * Every shipment of a page: a table from 768 px, a card per shipment below (one of the two is
 * shown; the other is display:none, so screen readers meet one).
 */
export function ShipmentList({ shipments, label }: { shipments: Shipment[]; label: string }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border bg-gray-50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Shipment
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Route
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cargo owner → Transporter
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shipments.map((s) => (
            <tr key={s.id} className="align-top">
              <td className="px-4 py-3">
                <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(s.id)}</p>
                <p className="max-w-56 break-words text-gray-800">{s.cargo}</p>
                <p className="text-xs text-muted-foreground">Pickup {formatDate(s.pickupDate)}</p>
              </td>
              <td className="px-4 py-3 text-gray-800">
                {s.fromLocation} → {s.toLocation}
              </td>
              <td className="max-w-64 px-4 py-3 break-words text-gray-800">{parties(s)}</td>
              <td className="px-4 py-3">
                <ShipmentStatusBadge status={s.status} />
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900">
                {formatKwacha(s.amount)}
              </td>
              <td className="px-4 py-3 text-right">
                <DetailsLink shipment={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-border md:hidden" aria-label={label}>
        {shipments.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(s.id)}</p>
                <p className="font-medium break-words text-gray-900">{s.cargo}</p>
              </div>
              <ShipmentStatusBadge status={s.status} />
            </div>
            <p className="text-sm text-gray-800">
              {s.fromLocation} → {s.toLocation}
            </p>
            <p className="text-xs break-words text-muted-foreground">{parties(s)}</p>
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold text-gray-900">{formatKwacha(s.amount)}</p>
              <DetailsLink shipment={s} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
