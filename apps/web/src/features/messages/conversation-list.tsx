import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';

/** The query parameter naming the open conversation (the list links set it, the page reads it). */
export const OPEN_PARAM = 'c';

/**
 * The conversations down the side of a messages screen: each a link that opens it (marked current),
 * its heading (who, and a badge) and the lines under it (each a block span).
 */
export function ConversationList<T extends { id: string }>({
  label,
  items,
  openId,
  heading,
  badge,
  children,
}: {
  label: string;
  items: readonly T[];
  openId: string | undefined;
  heading: (item: T) => ReactNode;
  badge: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="flex flex-col gap-2">
        {items.map((c) => (
          <li key={c.id}>
            <Link
              to={`?${OPEN_PARAM}=${c.id}`}
              replace
              aria-current={c.id === openId ? 'true' : undefined}
              className={cn(
                'block rounded-lg border p-3 hover:bg-muted',
                c.id === openId ? 'border-primary bg-primary/5' : 'border-border bg-white',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold text-gray-900">{heading(c)}</span>
                {badge(c)}
              </span>
              {children(c)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
