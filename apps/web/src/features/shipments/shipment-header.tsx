import { formatKwacha, type Shipment, shortId } from '@njira/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import type { ShipmentViewer } from './progress-tracker.tsx';

export const HOME: Record<ShipmentViewer, string> = {
  transporter: '/dashboard/transporter',
  'cargo-owner': '/dashboard/cargo-owner',
};

export function BackLink({ viewer }: { viewer: ShipmentViewer }) {
  return (
    <Link to={HOME[viewer]} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
}

/** The shipment's number, status, cargo and value, with what this viewer may do beneath the value. */
export function ShipmentHeader({
  shipment,
  actions,
}: {
  shipment: Shipment;
  actions?: ((shipment: Shipment) => ReactNode) | undefined;
}) {
  return (
    <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">
            Shipment #{shortId(shipment.id)}
          </h1>
          <ShipmentStatusBadge status={shipment.status} paid={shipment.receiptAvailable} />
        </div>
        <p className="mt-1 text-base text-gray-800">{shipment.cargo}</p>
        <p className="mt-0.5 text-xs break-all text-muted-foreground">ID: {shipment.id}</p>
      </div>
      <div className="sm:text-right">
        <p className="text-sm text-muted-foreground">Delivery Value</p>
        <p className="text-2xl font-bold text-brand-800">{formatKwacha(shipment.amount)}</p>
        {actions && <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">{actions(shipment)}</div>}
      </div>
    </Card>
  );
}
