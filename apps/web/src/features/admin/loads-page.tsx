import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '@njira/domain';
import { FileText, PackageSearch } from 'lucide-react';
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
import { useAllQuotes } from './api/get-all-quotes.ts';
import { FilterSelect } from './list-toolbar.tsx';
import { QuoteList } from './quote-list.tsx';

export const LOADS_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading quotes';

const STATUS_OPTIONS: readonly { value: QuoteStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] })),
];

/** /dashboard/admin/loads: every load on the platform, searched and filtered by the server. */
export function LoadsPage() {
  const handle = useRouteHandle();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<QuoteStatus | 'all'>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const quotes = useAllQuotes({ search, status }, LOADS_PAGE_SIZE);
  useErrorToast(quotes.error, LOAD_ERROR, { failedAt: quotes.errorUpdatedAt });
  const filtered = search !== '' || status !== 'all';

  return (
    <>
      <PageHeader title={handle?.title ?? 'All Loads'} description={handle?.description} />
      <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row">
        <SearchBox
          className="min-w-0 flex-1"
          id="load-search"
          label="Search loads"
          placeholder="Search loads..."
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="load-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </Card>

      <QueryState
        aria-labelledby="loads-heading"
        query={quotes}
        isEmpty={quotes.rows.length === 0}
        header={
          <h2 id="loads-heading" className="sr-only">
            Loads
          </h2>
        }
        loading={{ label: 'Loading loads...', item: 'h-96 rounded-xl' }}
        failed={<LoadFailedPanel title={LOAD_ERROR} query={quotes} />}
        empty={
          <Card>
            {filtered ? (
              <EmptyState
                icon={PackageSearch}
                title="No loads found"
                description="Try adjusting your search or filter criteria."
              />
            ) : (
              <EmptyState
                icon={FileText}
                title="No loads yet"
                description="Loads cargo owners post appear here."
              />
            )}
          </Card>
        }
      >
        {(dim) => (
          <Card {...dim('overflow-hidden')}>
            <QuoteList quotes={quotes.rows} label="Loads" />
            <ListFooter
              placement="in-card"
              shown={quotes.rows.length}
              total={quotes.total}
              noun={quotes.total === 1 ? 'load' : 'loads'}
              hasMore={quotes.hasNextPage}
              loading={quotes.isFetchingNextPage}
              onMore={() => void quotes.fetchNextPage()}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
