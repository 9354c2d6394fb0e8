import { kwachaFormatter } from '@njira/domain';
import { AlertTriangle, FileText, PackageSearch, PlusCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMyQuotes } from './api/get-my-quotes.ts';
import { OwnerQuoteCard } from './owner-quote-card.tsx';
import { QuoteStatCards } from './quote-stat-cards.tsx';

const SEARCH_PAUSE_MS = 350;
const POST_LOAD = '/dashboard/cargo-owner/post-load';

/** My Quotes (spec section 2): the owner's loads, open ones first, then by expiry; served a page at a time. */
export function MyQuotesPage() {
  const handle = useRouteHandle();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_PAUSE_MS);
  const quotes = useMyQuotes(search);
  useErrorToast(quotes.error, 'Error loading quotes');

  const pages = quotes.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? items.length;
  const k = kwachaFormatter(items.flatMap((q) => (q.lowestBid === null ? [] : [q.lowestBid])));

  return (
    <>
      <PageHeader title={handle?.title ?? 'My Quotes'} description={handle?.description}>
        <Link to={POST_LOAD} className={buttonClasses('primary', 'md')}>
          <PlusCircle className="size-4" aria-hidden="true" />
          Post New Load
        </Link>
      </PageHeader>
      <QuoteStatCards />

      <Card className="mb-6 p-4">
        <SearchBox
          id="quote-search"
          label="Search quotes"
          placeholder="Search quotes..."
          value={searchText}
          onChange={setSearchText}
        />
      </Card>

      <QueryState
        aria-labelledby="quotes-heading"
        query={quotes}
        isEmpty={items.length === 0}
        header={
          <h2 id="quotes-heading" className="sr-only">
            Quotes
          </h2>
        }
        loading={{
          label: 'Loading quotes...',
          count: 4,
          item: 'h-56 rounded-xl',
          className: 'grid gap-4 xl:grid-cols-2',
        }}
        failed={
          <Card>
            <EmptyState
              icon={AlertTriangle}
              title="Error loading quotes"
              description="Your quotes could not be loaded. Check your connection and try again."
              action={
                <Button loading={quotes.isFetching} onClick={() => void quotes.refetch()}>
                  Try Again
                </Button>
              }
            />
          </Card>
        }
        empty={
          <Card>
            {search ? (
              <EmptyState
                icon={PackageSearch}
                title="No quotes found"
                description="No quote matches your search. Try another word."
              />
            ) : (
              <EmptyState
                icon={FileText}
                title="No quotes yet"
                description="Post a load and transporters will start bidding on it."
                action={
                  <Link to={POST_LOAD} className={buttonClasses('primary', 'md')}>
                    Post New Load
                  </Link>
                }
              />
            )}
          </Card>
        }
      >
        {(dim) => (
          <>
            <ul {...dim('grid gap-4 xl:grid-cols-2')}>
              {items.map((quote) => (
                <li key={quote.id} className="flex">
                  <OwnerQuoteCard quote={quote} k={k} />
                </li>
              ))}
            </ul>
            <ListFooter
              placement="under-cards"
              shown={items.length}
              total={total}
              noun={total === 1 ? 'quote' : 'quotes'}
              hasMore={quotes.hasNextPage}
              loading={quotes.isFetchingNextPage}
              onMore={() => void quotes.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
