import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '../ui/button.tsx';

type Thread = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * "Show earlier messages" above a thread while it has older pages (a thread opens on its newest 50);
 * if a page cannot be loaded it says so, and the button tries again.
 */
export function EarlierMessages({ thread }: { thread: Thread }) {
  if (!thread.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={thread.isFetchingNextPage}
        onClick={() => void thread.fetchNextPage()}
      >
        Show earlier messages
      </Button>
      {thread.isFetchNextPageError && !thread.isFetchingNextPage && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Earlier messages could not be loaded. Please try again.
        </p>
      )}
    </div>
  );
}
