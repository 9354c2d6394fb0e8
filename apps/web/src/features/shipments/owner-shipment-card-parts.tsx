import { formatTons, type Shipment, shortId } from '@njira/domain';
import { ArrowRight, MapPin, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';

// The pieces both of My Shipments' card kinds (active and completed) are built from.

export const OWNER_SHIPMENT_PATH = (id: string) => `/dashboard/cargo-owner/shipment/${id}`;

/** A fact with its icon; `label` is said to screen readers only, for facts whose text does not name itself. */
export function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Package;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm text-gray-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {label && <span className="sr-only">{label}: </span>}
        {children}
      </p>
    </div>
  );
}

/** `k` is the list's formatter: every amount in the list has the same decimals. */
export function CardTop({ shipment, k }: { shipment: Shipment; k: (amount: number) => string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-gray-900">Shipment #{shortId(shipment.id)}</h3>
        <ShipmentStatusBadge status={shipment.status} paid={shipment.receiptAvailable} />
      </div>
      <p className="text-lg font-bold text-brand-800">{k(shipment.amount)}</p>
    </div>
  );
}

/** Cargo, weight in tons and route: the middle of both card kinds. */
export function CargoAndRoute({ shipment }: { shipment: Shipment }) {
  return (
    <>
      <Detail icon={Package} label="Cargo">
        {shipment.cargo} · {formatTons(shipment.weight)}
      </Detail>
      <Detail icon={MapPin} label="Route">
        {shipment.fromLocation} <ArrowRight className="inline size-3.5" aria-label="to" />{' '}
        {shipment.toLocation}
      </Detail>
    </>
  );
}
