import { formatKwachaThousands } from '@njira/domain';
import { CheckCircle2, Search, Truck, Wallet, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useShipmentStats } from './api/get-shipment-stats.ts';
import { type ShipmentTab, useShipments } from './api/get-shipments.ts';
import { ActiveDeliveryCard, CompletedDeliveryCard } from './delivery-cards.tsx';

const LOAD_FAILED = 'Failed to load deliveries. Please try again.';
const SEARCH_DELAY_MS = 350;

const EMPTY: Record<ShipmentTab, { title: string; description: string }> = {
  active: { title: 'No Active Deliveries', description: 'Check Available Loads to find new deliveries.' },
  completed: { title: 'No Completed Deliveries', description: 'Your completed deliveries will appear here.' },
};

/** The typed search, once typing has paused: one request per search, not per key. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function DeliveryList({
  tab,
  list,
  search,
}: {
  tab: ShipmentTab;
  list: ReturnType<typeof useShipments>;
  search: string;
}) {
  if (list.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading deliveries…
        </span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError && list.shipments.length === 0) {
    return (
      <LoadFailedPanel
        title="Error"
        message={LOAD_FAILED}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
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
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {list.shipments.map((shipment) => (
          <li key={shipment.id}>
            <Item shipment={shipment} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            Showing {list.shipments.length} of {list.total}
          </p>
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

/** /dashboard/transporter/deliveries (spec section 2, My Deliveries). */
export function DeliveriesPage() {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed, SEARCH_DELAY_MS).trim();
  const [tab, setTab] = useState<ShipmentTab>('active');
  const stats = useShipmentStats();
  const active = useShipments('active', search);
  const completed = useShipments('completed', search);

  // One toast for the screen, whichever of its calls failed last.
  const failedAt = Math.max(stats.errorUpdatedAt, active.errorUpdatedAt, completed.errorUpdatedAt);
  useErrorToast(stats.error ?? active.error ?? completed.error, 'Error', {
    failedAt,
    description: LOAD_FAILED,
  });

  const count = (list: ReturnType<typeof useShipments>, fallback: number | undefined) =>
    list.total ?? (search ? undefined : fallback);
  const activeCount = count(active, stats.data?.active);
  const completedCount = count(completed, stats.data?.completed);
  const statValue = (value: string | number | undefined) =>
    value ??
    (stats.isError ? (
      '—'
    ) : (
      <span className="inline-block h-8 w-16 animate-pulse rounded-md bg-gray-200 align-middle">
        <span className="sr-only">Loading</span>
      </span>
    ));

  return (
    <>
      <PageHeader title="My Deliveries" description="Track and manage your delivery orders" />

      <section aria-label="Delivery summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard title="Active" value={statValue(stats.data?.active)} icon={Zap} />
        <StatCard title="Completed" value={statValue(stats.data?.completed)} icon={CheckCircle2} />
        <StatCard title="In Transit" value={statValue(stats.data?.inTransit)} icon={Truck} />
        <StatCard
          title="Total Value"
          value={statValue(stats.data ? formatKwachaThousands(stats.data.totalValue) : undefined)}
          icon={Wallet}
        />
      </section>

      <div className="relative mb-4 max-w-md">
        <label htmlFor="delivery-search" className="sr-only">
          Search deliveries
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
        <Input
          id="delivery-search"
          type="search"
          className="pl-9"
          placeholder="Search deliveries..."
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as ShipmentTab)}>
        <TabsList aria-label="Deliveries">
          <TabsTrigger value="active">Active ({activeCount ?? '…'})</TabsTrigger>
          <TabsTrigger value="completed">Completed ({completedCount ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <h2 className="sr-only">Active deliveries</h2>
          <DeliveryList tab="active" list={active} search={search} />
        </TabsContent>
        <TabsContent value="completed">
          <h2 className="sr-only">Completed deliveries</h2>
          <DeliveryList tab="completed" list={completed} search={search} />
        </TabsContent>
      </Tabs>
    </>
  );
}
