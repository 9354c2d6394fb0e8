import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';

/** A paged admin list as its hooks answer it (`flattenPages` over an infinite query). */
interface PagedRows<T> {
  rows: T[];
  total: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * An admin queue of cards (disputes, documents): loading, the failure (a toast, and the panel with
 * Try Again), the empty state, or the cards with 'Showing N of M' and Load More under them.
 */
export function CardQueue<T extends { id: string }>({
  query,
  label,
  noun,
  loading,
  loadError,
  empty,
  children,
}: {
  query: PagedRows<T>;
  /** The list's accessible name. */
  label: string;
  /** e.g. 'disputes', for the footer. */
  noun: string;
  /** e.g. 'Loading disputes...'. */
  loading: string;
  loadError: string;
  empty: { icon: LucideIcon; title: string };
  children: (row: T) => ReactNode;
}) {
  useErrorToast(query.error, loadError, { failedAt: query.errorUpdatedAt });
  if (query.isPending) {
    return (
      <Card>
        <div
          className="flex items-center justify-center gap-2 p-10 text-sm text-muted-foreground"
          role="status"
        >
          <Spinner className="size-5 text-brand-700" />
          {loading}
        </div>
      </Card>
    );
  }
  if (query.isError && query.rows.length === 0) return <LoadFailedPanel title={loadError} query={query} />;
  if (query.rows.length === 0) {
    return (
      <Card>
        <EmptyState icon={empty.icon} title={empty.title} />
      </Card>
    );
  }
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-4">
        {query.rows.map(children)}
      </ul>
      <ListFooter
        placement="under-cards"
        shown={query.rows.length}
        total={query.total}
        noun={noun}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
