import type { ReactNode } from 'react';
import type { Card } from './card.tsx';
import { refreshing } from './refreshing.ts';
import { Skeleton } from './skeleton.tsx';

/** What QueryState reads of a TanStack query whose previous result stays up while the next loads. */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/** The first load's placeholder: grey blocks laid out like the list, and what a screen reader hears. */
export interface LoadingShape {
  /** e.g. 'Loading users...', read out as a status. */
  label: string;
  /** How many blocks (1 unless said), each with this size. */
  count?: number;
  item: string;
  /** The blocks' container, laid out like the list it stands in for. */
  className?: string;
}

/** Props for the rows: dimmed and marked busy while they are the previous search's or page's. */
export type Dim = (className?: string) => ReturnType<typeof refreshing>;

interface QueryStateProps {
  query: QueryStatus;
  /** Nothing to show: no rows arrived, or none match. */
  isEmpty: boolean;
  /** The element that is busy while any fetch runs: a section (default) or a Card. */
  as?: 'section' | typeof Card;
  className?: string;
  'aria-labelledby'?: string;
  /** First inside the element whatever the state: its heading, or a card header. */
  header?: ReactNode;
  loading: LoadingShape;
  /** Shown when the call failed and there is nothing to show instead (a toast says it too). */
  failed: ReactNode;
  empty: ReactNode;
  /** The rows; `dim` gives their list its placeholder-data look. */
  children: (dim: Dim) => ReactNode;
}

/**
 * A list's four states in one place: loading (first page), failed, empty, or the rows, which stay
 * up dimmed while another search, filter or page loads. Every list screen shows them alike, and
 * assistive technology (and the browser journeys) read `aria-busy` on the same element each time.
 */
export function QueryState({
  query,
  isEmpty,
  as: Element = 'section',
  header,
  loading,
  failed,
  empty,
  children,
  ...element
}: QueryStateProps) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingBlocks {...loading} />;
  else if (query.isError && isEmpty) body = failed;
  else if (isEmpty) body = empty;
  else body = children((className) => refreshing(query.isPlaceholderData, className));
  return (
    <Element {...element} aria-busy={query.isFetching || undefined}>
      {header}
      {body}
    </Element>
  );
}

function LoadingBlocks({ label, count = 1, item, className }: LoadingShape) {
  return (
    <div className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <Skeleton key={i} className={item} />
      ))}
    </div>
  );
}
