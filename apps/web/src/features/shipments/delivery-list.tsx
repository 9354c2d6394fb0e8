import { kwachaFormatter } from '@njira/domain';
import { CheckCircle2, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { ActiveDeliveryCard } from './active-delivery-card.tsx';
import type { ShipmentTab } from './api/get-shipments.ts';
import { CompletedDeliveryCard } from './completed-delivery-card.tsx';
import { PagedShipments, type ShipmentList, ShipmentListLoading } from './shipment-list-parts.tsx';

export const LOAD_FAILED = 'Failed to load deliveries. Please try again.';

const EMPTY: Record<ShipmentTab, { title: string; description: string }> = {
  active: { title: 'No Active Deliveries', description: 'Check Available Loads to find new deliveries.' },
  completed: { title: 'No Completed Deliveries', description: 'Your completed deliveries will appear here.' },
};

/** One tab of My Deliveries: its loading, failed and empty states, or its cards. */
export function DeliveryList({
  tab,
  list,
  search,
}: {
  tab: ShipmentTab;
  list: ShipmentList;
  search: string;
}) {
  if (list.isPending) return <ShipmentListLoading label="Loading deliveries…" />;
  if (list.isError && list.shipments.length === 0) {
    return <LoadFailedPanel title="Error" query={list} message={LOAD_FAILED} />;
  }
  if (list.shipments.length === 0) {
    const empty = EMPTY[tab];
    return (
      <Card>
        <EmptyState
          icon={tab === 'active' ? Truck : CheckCircle2}
          title={empty.title}
          description={search ? 'No deliveries match your search.' : empty.description}
          action={
            tab === 'active' && !search ? (
              <Link to="/dashboard/transporter/loads" className={buttonClasses('primary', 'md')}>
                Browse Available Loads
              </Link>
            ) : undefined
          }
        />
      </Card>
    );
  }
  const Item = tab === 'active' ? ActiveDeliveryCard : CompletedDeliveryCard;
  const k = kwachaFormatter(list.shipments.map((s) => s.amount));
  return (
    <PagedShipments list={list}>
      <ul className="grid gap-4">
        {list.shipments.map((shipment) => (
          <li key={shipment.id}>
            <Item shipment={shipment} k={k} />
          </li>
        ))}
      </ul>
    </PagedShipments>
  );
}
