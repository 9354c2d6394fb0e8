import { kwachaFormatter } from '@njira/domain';
import { AlertTriangle, PackageSearch, Truck } from 'lucide-react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useActiveLoads } from './api/get-active-loads.ts';
import { AvailableLoadCard } from './available-load-card.tsx';
import { LoadCounters, LoadFilterButtons } from './load-filters.tsx';
import { useLoadListState } from './use-load-list-state.ts';

/** Available Loads (spec section 2): served a page at a time, searched, filtered and counted by the server. */
export function AvailableLoadsPage() {
  const handle = useRouteHandle();
  const { filter, search, searchText, setSearchText, setFilter } = useLoadListState();
  const loads = useActiveLoads({ search, filter });
  useErrorToast(loads.error, 'Error loading available loads');

  const pages = loads.data?.pages ?? [];
  const quotes = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? quotes.length;
  const k = kwachaFormatter(
    quotes.flatMap((q) => (q.lowestBid === null ? [q.maxBudget] : [q.maxBudget, q.lowestBid])),
  );

  return (
    <>
      <PageHeader title={handle?.title ?? 'Available Loads'} description={handle?.description} />
      <LoadCounters search={search} />

      <Card className="mb-6 flex flex-col gap-3 p-4">
        <SearchBox
          id="load-search"
          label="Search loads"
          placeholder="Search loads..."
          value={searchText}
          onChange={setSearchText}
        />
        <LoadFilterButtons value={filter} onChange={setFilter} />
      </Card>

      <QueryState
        aria-labelledby="loads-heading"
        query={loads}
        isEmpty={quotes.length === 0}
        header={
          <h2 id="loads-heading" className="sr-only">
            Loads
          </h2>
        }
        loading={{
          label: 'Loading available loads...',
          count: 4,
          item: 'h-80 rounded-xl',
          className: 'grid gap-4 xl:grid-cols-2',
        }}
        failed={
          <Card>
            <EmptyState
              icon={AlertTriangle}
              title="Error loading available loads"
              description="The loads could not be loaded. Check your connection and try again."
              action={<Button onClick={() => void loads.refetch()}>Try Again</Button>}
            />
          </Card>
        }
        empty={
          <Card>
            {search || filter !== 'all' ? (
              <EmptyState
                icon={PackageSearch}
                title="No loads found"
                description="Try adjusting your search or filter criteria."
              />
            ) : (
              <EmptyState
                icon={Truck}
                title="No loads available"
                description="There are no available loads at the moment. Check back later!"
              />
            )}
          </Card>
        }
      >
        {(dim) => (
          <>
            <ul {...dim('grid gap-4 xl:grid-cols-2')}>
              {quotes.map((quote) => (
                <li key={quote.id} className="flex">
                  <AvailableLoadCard quote={quote} k={k} />
                </li>
              ))}
            </ul>
            <ListFooter
              placement="under-cards"
              shown={quotes.length}
              total={total}
              noun={total === 1 ? 'load' : 'loads'}
              hasMore={loads.hasNextPage}
              loading={loads.isFetchingNextPage}
              onMore={() => void loads.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
