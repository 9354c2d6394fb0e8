import { formatKwachaThousands } from '@njira/domain';
import { CheckCircle2, Truck, Wallet, Zap } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useShipmentStats } from './api/get-shipment-stats.ts';
import { type ShipmentTab, useShipments } from './api/get-shipments.ts';
import { LOAD_FAILED, OwnerShipmentList, SEARCH_FAILED } from './owner-shipment-list.tsx';
import { statFigure, tabCount } from './shipment-list-parts.tsx';
import { SearchForm } from './shipment-search-form.tsx';

/** /dashboard/cargo-owner/shipments (spec section 2, My Shipments). */
export function MyShipmentsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [tab, setTab] = useState<ShipmentTab>('active');
  const stats = useShipmentStats();
  const active = useShipments('active', search);
  const completed = useShipments('completed', search);

  const listFailedAt = Math.max(active.errorUpdatedAt, completed.errorUpdatedAt);
  const listError = active.errorUpdatedAt >= completed.errorUpdatedAt ? active.error : completed.error;
  const failedAt = Math.max(stats.errorUpdatedAt, listFailedAt);
  const failure = listFailedAt >= stats.errorUpdatedAt ? listError : stats.error;
  useErrorToast(failure, search && failure !== stats.error ? SEARCH_FAILED : LOAD_FAILED, { failedAt });

  const onSearch = (term: string) => {
    setParams(term ? { search: term } : {}, { replace: true });
  };

  const count = (list: ReturnType<typeof useShipments>, summary: number | undefined) =>
    tabCount(list, search, summary);
  const statValue = (value: string | number | undefined) => statFigure(value, stats.isError);

  return (
    <>
      <PageHeader title="My Shipments" description="Follow every shipment from pickup to delivery" />

      <section aria-label="Shipment summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard title="Active" value={statValue(stats.data?.active)} icon={Zap} />
        <StatCard title="In Transit" value={statValue(stats.data?.inTransit)} icon={Truck} />
        <StatCard title="Completed" value={statValue(stats.data?.completed)} icon={CheckCircle2} />
        <StatCard
          title="Total Value"
          value={statValue(stats.data ? formatKwachaThousands(stats.data.totalValue) : undefined)}
          icon={Wallet}
        />
      </section>

      <SearchForm search={search} onSearch={onSearch} />

      <Tabs value={tab} onValueChange={(value) => setTab(value as ShipmentTab)}>
        <TabsList aria-label="Shipments">
          <TabsTrigger value="active">Active ({count(active, stats.data?.active) ?? '…'})</TabsTrigger>
          <TabsTrigger value="completed">
            Completed ({count(completed, stats.data?.completed) ?? '…'})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <h2 className="sr-only">Active shipments</h2>
          <OwnerShipmentList tab="active" list={active} search={search} />
        </TabsContent>
        <TabsContent value="completed">
          <h2 className="sr-only">Completed shipments</h2>
          <OwnerShipmentList tab="completed" list={completed} search={search} />
        </TabsContent>
      </Tabs>
    </>
  );
}
