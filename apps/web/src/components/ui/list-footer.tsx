import { Button } from './button.tsx';
import { cn } from './cn.ts';

const PLACEMENT = { 'in-card': 'border-t border-border p-4', 'under-cards': 'mt-6' } as const;

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
  placement,
}: {
  shown: number;
  total: number;
  /** e.g. 'transactions'; omitted for a bare 'Showing 10 of N'. */
  noun?: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** At the foot of the card holding the rows, or under a grid of cards. */
  placement: keyof typeof PLACEMENT;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3', PLACEMENT[placement])}>
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
