import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@njira/domain';
import { PackageSearch, Truck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../components/ui/search-box.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useAllShipments } from './api/get-all-shipments.ts';
import { FilterSelect } from './list-toolbar.tsx';
import { ShipmentList } from './shipment-list.tsx';

export const SHIPMENTS_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading shipments';

/**
 * The statuses the server writes, each once under its spec word (PICKED_UP is never written: the
 * server's picked-up status is AWAITING_PICKUP, shown 'Picked Up').
 */
const FILTERABLE: readonly ShipmentStatus[] = [
  'PENDING_PICKUP',
  'AWAITING_PICKUP',
  'IN_TRANSIT',
  'DELIVERED',
  'CANCELLED',
];
const STATUS_OPTIONS: readonly { value: ShipmentStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...FILTERABLE.map((s) => ({ value: s, label: SHIPMENT_STATUS_LABELS[s] })),
];

/** /dashboard/admin/shipments: every shipment on the platform, searched and filtered by the server. */
export function ShipmentsPage() {
  const handle = useRouteHandle();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<ShipmentStatus | 'all'>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const shipments = useAllShipments({ search, status }, SHIPMENTS_PAGE_SIZE);
  useErrorToast(shipments.error, LOAD_ERROR, { failedAt: shipments.errorUpdatedAt });
  const filtered = search !== '' || status !== 'all';

  return (
    <>
      <PageHeader title={handle?.title ?? 'All Shipments'} description={handle?.description} />
      <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row">
        <SearchBox
          className="min-w-0 flex-1"
          id="shipment-search"
          label="Search shipments"
          placeholder="Search shipments..."
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="shipment-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </Card>

      <QueryState
        aria-labelledby="shipments-heading"
        query={shipments}
        isEmpty={shipments.rows.length === 0}
        header={
          <h2 id="shipments-heading" className="sr-only">
            Shipments
          </h2>
        }
        loading={{ label: 'Loading shipments...', item: 'h-96 rounded-xl' }}
        failed={<LoadFailedPanel title={LOAD_ERROR} query={shipments} />}
        empty={
          <Card>
            {filtered ? (
              <EmptyState
                icon={PackageSearch}
                title="No shipments found"
                description="Try adjusting your search or filter criteria."
              />
            ) : (
              <EmptyState
                icon={Truck}
                title="No shipments yet"
                description="A shipment appears here when a cargo owner accepts a bid."
              />
            )}
          </Card>
        }
      >
        {(dim) => (
          <Card {...dim('overflow-hidden')}>
            <ShipmentList shipments={shipments.rows} label="Shipments" />
            <ListFooter
              placement="in-card"
              shown={shipments.rows.length}
              total={shipments.total}
              noun={shipments.total === 1 ? 'shipment' : 'shipments'}
              hasMore={shipments.hasNextPage}
              loading={shipments.isFetchingNextPage}
              onMore={() => void shipments.fetchNextPage()}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
