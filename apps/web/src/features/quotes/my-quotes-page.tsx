import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  FileText,
  Gavel,
  PackageSearch,
  PlusCircle,
  Search,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { refreshing } from '../../components/ui/refreshing.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMyQuotes } from './api/get-my-quotes.ts';
import { useQuoteStats } from './api/get-quote-stats.ts';
import { OwnerQuoteCard } from './owner-quote-card.tsx';

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
        <div className="relative">
          <label htmlFor="quote-search" className="sr-only">
            Search quotes
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <Input
            id="quote-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search quotes..."
            className="pl-9"
            maxLength={100}
          />
        </div>
      </Card>

      <section aria-labelledby="quotes-heading" aria-busy={quotes.isFetching || undefined}>
        <h2 id="quotes-heading" className="sr-only">
          Quotes
        </h2>
        {quotes.isPending ? (
          <div className="grid gap-4 xl:grid-cols-2">
            <span className="sr-only" role="status">
              Loading quotes...
            </span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-56 rounded-xl" />
            ))}
          </div>
        ) : quotes.isError && items.length === 0 ? (
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
        ) : items.length === 0 ? (
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
        ) : (
          <>
            <ul {...refreshing(quotes.isPlaceholderData, 'grid gap-4 xl:grid-cols-2')}>
              {items.map((quote) => (
                <li key={quote.id} className="flex">
                  <OwnerQuoteCard quote={quote} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {items.length} of {total} {total === 1 ? 'quote' : 'quotes'}
              </p>
              {quotes.hasNextPage && (
                <Button
                  variant="outline"
                  loading={quotes.isFetchingNextPage}
                  onClick={() => void quotes.fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}

/** Active, Accepted, Total Bids and Expired, counted by the server over all the owner's quotes. */
function QuoteStatCards() {
  // A failure here is the list's too: the list's toast says it once.
  const stats = useQuoteStats();
  const value = (n: number | undefined) => (stats.isPending ? '…' : stats.isError ? '—' : n);
  return (
    <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard title="Active" value={value(stats.data?.active)} icon={Clock} subText="open for bids" />
      <StatCard
        title="Accepted"
        value={value(stats.data?.accepted)}
        icon={CheckCircle2}
        subText="became shipments"
      />
      <StatCard
        title="Total Bids"
        value={value(stats.data?.totalBids)}
        icon={Gavel}
        subText="on all your loads"
      />
      <StatCard
        title="Expired"
        value={value(stats.data?.expired)}
        icon={AlertTriangle}
        subText="closed without a bid accepted"
      />
    </section>
  );
}
