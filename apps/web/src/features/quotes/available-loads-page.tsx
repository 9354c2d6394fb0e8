import { AlertTriangle, PackageSearch, Search, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { LIST_FILTERS, type ListFilter, useActiveLoads } from './api/get-active-loads.ts';
import { AvailableLoadCard } from './available-load-card.tsx';
import { LoadCounters, LoadFilterButtons } from './load-filters.tsx';

const SEARCH_PAUSE_MS = 350;

function parseFilter(value: string | null): ListFilter {
  return LIST_FILTERS.find((f) => f === value) ?? 'all';
}

/** Search and filter live in the address, so Back from a load's page returns to the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_PAUSE_MS);

  const setParam = (name: 'search' | 'filter', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written back.
  useEffect(() => {
    if ((params.get('search') ?? '') !== search) setParam('search', search);
  }, [search]);

  const setFilter = (value: ListFilter) => setParam('filter', value === 'all' ? '' : value);
  return { filter, search, searchText, setSearchText, setFilter };
}

/** Available Loads (spec section 2): served a page at a time, searched, filtered and counted by the server. */
export function AvailableLoadsPage() {
  const handle = useRouteHandle();
  const { filter, search, searchText, setSearchText, setFilter } = useListState();
  const loads = useActiveLoads({ search, filter });
  useErrorToast(loads.error, 'Error loading available loads');

  const pages = loads.data?.pages ?? [];
  const quotes = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? quotes.length;

  return (
    <>
      <PageHeader title={handle?.title ?? 'Available Loads'} description={handle?.description} />
      <LoadCounters search={search} />

      <Card className="mb-6 flex flex-col gap-3 p-4">
        <div className="relative">
          <label htmlFor="load-search" className="sr-only">
            Search loads
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <Input
            id="load-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search loads..."
            className="pl-9"
            maxLength={100}
          />
        </div>
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
                  <AvailableLoadCard quote={quote} />
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
