import { formatDate, formatTons, kwachaFormatter, type TransporterDashboard } from '@njira/domain';
import { PackageOpen, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { PlaceBidDialog } from '../../components/forms/place-bid-dialog.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { SectionHeader } from './dashboard-parts.tsx';

const BASE = '/dashboard/transporter';

export function RecentDeliveries({ deliveries }: { deliveries: TransporterDashboard['recentDeliveries'] }) {
  const k = kwachaFormatter(deliveries.map((d) => d.amount));
  return (
    <Card>
      <SectionHeader title="Recent Deliveries" to={`${BASE}/deliveries`} linkLabel="All deliveries" />
      <CardContent>
        {deliveries.length === 0 ? (
          <EmptyState
            icon={Truck}
            title="No Recent Deliveries"
            description="Deliveries appear here once a cargo owner accepts one of your bids."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-gray-900">{delivery.cargo}</p>
                    <ShipmentStatusBadge status={delivery.status} paid={delivery.paid} />
                  </div>
                  <p className="text-sm text-gray-700">
                    {delivery.fromLocation} → {delivery.toLocation}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Pickup {formatDate(delivery.pickupDate)} · {k(delivery.amount)}
                  </p>
                </div>
                <Link
                  to={`${BASE}/shipment/${delivery.id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`View Details of ${delivery.cargo}, ${delivery.fromLocation} to ${delivery.toLocation}`}
                >
                  View Details
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type Load = TransporterDashboard['availableLoads'][number];

const lowestBid = (load: Load) => (load.bids.length > 0 ? Math.min(...load.bids.map((b) => b.amount)) : null);

export function AvailableLoads({ loads }: { loads: Load[] }) {
  const k = kwachaFormatter(loads.flatMap((l) => [l.maxBudget, lowestBid(l) ?? l.maxBudget]));
  return (
    <Card>
      <SectionHeader title="Available Loads" to={`${BASE}/loads`} linkLabel="View all loads" />
      <CardContent>
        {loads.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No Available Loads"
            description="New loads appear here as cargo owners post them."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {loads.map((load) => {
              const lowest = lowestBid(load);
              return (
                <li key={load.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`${BASE}/quote/${load.id}`}
                      className="font-semibold text-gray-900 underline-offset-2 hover:underline"
                    >
                      {load.cargo}
                    </Link>
                    <p className="text-sm text-gray-700">
                      {load.fromLocation} → {load.toLocation}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatTons(load.weight)}
                      {load.distance === null ? '' : ` · ${load.distance} km`} · Pickup{' '}
                      {formatDate(load.pickupDate)} · Budget {k(load.maxBudget)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {load.bids.length} {load.bids.length === 1 ? 'bid' : 'bids'}
                      {lowest === null ? ' · No bids yet' : ` · Lowest ${k(lowest)}`}
                    </p>
                  </div>
                  <PlaceBidDialog
                    load={load}
                    placed={load.hasMyBid}
                    placedVariant="outline"
                    triggerLabel="Bid Now"
                    triggerSize="sm"
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
