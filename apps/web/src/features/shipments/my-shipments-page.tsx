import { formatKwachaThousands } from '@njira/domain';
import { CheckCircle2, PackageSearch, Search, Truck, Wallet, Zap } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
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
import { errorMessage } from '../../lib/api-client.ts';
import { useShipmentStats } from './api/get-shipment-stats.ts';
import { type ShipmentTab, useShipments } from './api/get-shipments.ts';
import { ActiveShipmentCard, CompletedShipmentCard } from './owner-shipment-cards.tsx';

const LOAD_FAILED = 'Error loading shipments';
const SEARCH_FAILED = 'Error searching shipments';

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

function ShipmentList({
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
          Loading shipments…
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
        title={search ? SEARCH_FAILED : LOAD_FAILED}
        message={errorMessage(list.error, 'Unknown error occurred')}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.shipments.length === 0) return <EmptyList tab={tab} search={search} />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label={tab === 'active' ? 'Active shipments' : 'Completed shipments'}>
        {list.shipments.map((shipment) => (
          <li key={shipment.id}>
            {tab === 'active' ? (
              <ActiveShipmentCard shipment={shipment} />
            ) : (
              <CompletedShipmentCard shipment={shipment}>
                <RateShipmentButton shipment={shipment} viewer="cargo-owner" />
              </CompletedShipmentCard>
            )}
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

/** The search box: Enter or the button searches (on the server); clearing it shows everything again. */
function SearchForm({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const [typed, setTyped] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phone browsers (and jsdom).
    <form role="search" onSubmit={submit} className="mb-4 flex max-w-xl gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="shipment-search" className="sr-only">
          Search shipments
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
        <Input
          id="shipment-search"
          type="search"
          className="pl-9"
          placeholder="Search shipments..."
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // Clearing the box (its × or the last key) shows every shipment again at once.
            if (event.target.value === '' && search) onSearch('');
          }}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

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

  const count = (list: ReturnType<typeof useShipments>, fallback: number | undefined) =>
    list.total ?? (search ? undefined : fallback);
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
          <ShipmentList tab="active" list={active} search={search} />
        </TabsContent>
        <TabsContent value="completed">
          <h2 className="sr-only">Completed shipments</h2>
          <ShipmentList tab="completed" list={completed} search={search} />
        </TabsContent>
      </Tabs>
    </>
  );
}
