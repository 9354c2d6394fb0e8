import { Button } from '../../components/ui/button.tsx';

/**
 * Under a paged list: 'Showing X of N <noun>' and, while the server has more, 'Load more' (a phone
 * on prepaid data gets a screenful at a time).
 */
export function ListFooter({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  /** e.g. 'transactions'; omitted for the dashboard tabs' bare 'Showing 10 of N'. */
  noun?: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 border-t border-border p-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown} of {total}
        {noun ? ` ${noun}` : ''}
      </p>
      {hasMore && (
        <Button variant="outline" loading={loading} onClick={onMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
