import { type Shipment, shortId } from '@njira/domain';
import { ArrowRight, MapPin, type Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';

// The pieces both of My Deliveries' card kinds (active and completed) are built from.

export const TRANSPORTER_SHIPMENT_PATH = (id: string) => `/dashboard/transporter/shipment/${id}`;

export function Detail({ icon: Icon, children }: { icon: typeof Package; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-gray-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Short id, full id, status and amount: the top of both card kinds. */
/** `k` is the list's formatter: every amount in the list has the same decimals. */
export function CardTop({ shipment, k }: { shipment: Shipment; k: (amount: number) => string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-gray-900">Shipment #{shortId(shipment.id)}</h3>
          <ShipmentStatusBadge status={shipment.status} paid={shipment.receiptAvailable} />
        </div>
        <p className="mt-0.5 break-all text-xs text-muted-foreground">ID: {shipment.id}</p>
      </div>
      <p className="text-lg font-bold text-brand-800">{k(shipment.amount)}</p>
    </div>
  );
}

export function Route({ shipment }: { shipment: Shipment }) {
  return (
    <Detail icon={MapPin}>
      {shipment.fromLocation} <ArrowRight className="inline size-3.5" aria-label="to" /> {shipment.toLocation}
    </Detail>
  );
}
