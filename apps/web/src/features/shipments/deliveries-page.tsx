import { formatKwachaThousands } from '@njira/domain';
import { CheckCircle2, Search, Truck, Wallet, Zap } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Input } from '../../components/ui/input.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useShipmentStats } from './api/get-shipment-stats.ts';
import { type ShipmentTab, useShipments } from './api/get-shipments.ts';
import { DeliveryList, LOAD_FAILED } from './delivery-list.tsx';
import { statFigure, tabCount } from './shipment-list-parts.tsx';

/** The typed search is sent once typing has paused: one request per search, not per key. */
const SEARCH_DELAY_MS = 350;

/** /dashboard/transporter/deliveries (spec section 2, My Deliveries). */
export function DeliveriesPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS).trim();
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

  const activeCount = tabCount(active, search, stats.data?.active);
  const completedCount = tabCount(completed, search, stats.data?.completed);
  const statValue = (value: string | number | undefined) => statFigure(value, stats.isError);

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
