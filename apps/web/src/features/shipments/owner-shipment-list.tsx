import { kwachaFormatter } from '@njira/domain';
import { CheckCircle2, PackageSearch, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { ActiveShipmentCard } from './active-shipment-card.tsx';
import type { ShipmentTab } from './api/get-shipments.ts';
import { CompletedShipmentCard } from './completed-shipment-card.tsx';
import { PagedShipments, type ShipmentList, ShipmentListLoading } from './shipment-list-parts.tsx';

export const LOAD_FAILED = 'Error loading shipments';
export const SEARCH_FAILED = 'Error searching shipments';

function EmptyList({ tab, search }: { tab: ShipmentTab; search: string }) {
  if (search) {
    return (
      <Card>
        <EmptyState
          icon={PackageSearch}
          title="No shipments found"
          description={`No ${tab} shipments match “${search}”.`}
        />
      </Card>
    );
  }
  if (tab === 'completed') {
    return (
      <Card>
        <EmptyState
          icon={CheckCircle2}
          title="No completed shipments yet"
          description="Delivered shipments, with their proof of delivery, will appear here."
        />
      </Card>
    );
  }
  return (
    <Card>
      <EmptyState
        icon={Truck}
        title="No shipments yet"
        description="Accept a bid on one of your loads and its shipment will appear here."
        action={
          <Link to="/dashboard/cargo-owner/quotes" className={buttonClasses('primary', 'md')}>
            View My Quotes
          </Link>
        }
      />
    </Card>
  );
}

/** One tab of My Shipments: its loading, failed and empty states, or its cards. */
export function OwnerShipmentList({
  tab,
  list,
  search,
}: {
  tab: ShipmentTab;
  list: ShipmentList;
  search: string;
}) {
  if (list.isPending) return <ShipmentListLoading label="Loading shipments…" />;
  if (list.isError && list.shipments.length === 0) {
    return <LoadFailedPanel title={search ? SEARCH_FAILED : LOAD_FAILED} query={list} />;
  }
  if (list.shipments.length === 0) return <EmptyList tab={tab} search={search} />;
  const k = kwachaFormatter(list.shipments.map((s) => s.amount));
  return (
    <PagedShipments list={list}>
      <ul className="grid gap-4" aria-label={tab === 'active' ? 'Active shipments' : 'Completed shipments'}>
        {list.shipments.map((shipment) => (
          <li key={shipment.id}>
            {tab === 'active' ? (
              <ActiveShipmentCard shipment={shipment} k={k} />
            ) : (
              <CompletedShipmentCard shipment={shipment} k={k}>
                <RateShipmentButton shipment={shipment} viewer="cargo-owner" />
              </CompletedShipmentCard>
            )}
          </li>
        ))}
      </ul>
    </PagedShipments>
  );
}
