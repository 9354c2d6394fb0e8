import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { useShipments } from './api/get-shipments.ts';

// What My Shipments (the owner's) and My Deliveries (the transporter's) show alike around their cards.

export type ShipmentList = ReturnType<typeof useShipments>;

/** A summary card's figure: the value, '—' once the figures failed, a grey block while they load. */
export function statFigure(value: string | number | undefined, failed: boolean): ReactNode {
  return (
    value ??
    (failed ? (
      '—'
    ) : (
      <span className="inline-block h-8 w-16 animate-pulse rounded-md bg-gray-200 align-middle">
        <span className="sr-only">Loading</span>
      </span>
    ))
  );
}

/** A tab's count: the list's own total, else (with no search) the summary's figure. */
export const tabCount = (list: ShipmentList, search: string, summary: number | undefined) =>
  list.total ?? (search ? undefined : summary);

/** The first page's placeholder: two grey cards. */
export function ShipmentListLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The cards, and 'Showing X of N' with 'Load more' while the server has more. */
export function PagedShipments({ list, children }: { list: ShipmentList; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      {children}
      {list.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            Showing {list.shipments.length} of {list.total}
          </p>
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
