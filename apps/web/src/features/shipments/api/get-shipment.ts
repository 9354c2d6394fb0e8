import type { Shipment } from '@njira/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

export function getShipment(id: string, signal?: AbortSignal): Promise<Shipment> {
  return api.get<Shipment>(`/shipments/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const shipmentQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: shipmentKeys.detail(userId, id),
    queryFn: ({ signal }) => getShipment(id, signal),
  });

/** Not found (or not ours): asking again will not change that. A failed connection may. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A shipment that can still change: no point asking again about a delivered or cancelled one. */
const isSettled = (shipment: Shipment | undefined) =>
  shipment?.status === 'DELIVERED' || shipment?.status === 'CANCELLED';

/**
 * One shipment with its progress history (GET /api/shipments/:id); 404 when the caller may not see it.
 * With `refreshMs`, asked again that often while the page is open and the tab visible (TanStack Query
 * pauses intervals in the background), until it is not found or is delivered or cancelled: progress the
 * other party posts shows up without a reload.
 */
export function useShipment(id: string, opts: { refreshMs?: number } = {}) {
  const userId = useUserId();
  const { refreshMs } = opts;
  const query = useQuery({
    ...shipmentQueryOptions(userId, id),
    enabled: userId !== '' && id !== '',
    refetchInterval: (query) =>
      refreshMs === undefined || isGone(query.state.error) || isSettled(query.state.data) ? false : refreshMs,
  });
  useStaleListsOnChange(userId, query.data);
  return query;
}

/**
 * When a refresh shows the shipment changed (the other party posted progress or delivered), the
 * cached lists, counters and payments that still show its old state are marked stale, so the next
 * screen that shows them asks again instead of contradicting the page the user just read.
 */
function useStaleListsOnChange(userId: string, shipment: Shipment | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const id = shipment?.id;
  const version = shipment
    ? `${shipment.id}:${shipment.status}:${shipment.progress}:${shipment.updatedAt}`
    : null;
  useEffect(() => {
    if (version === null || id === undefined) return;
    const before = seen.current;
    seen.current = version;
    if (before === null || before === version || !before.startsWith(`${id}:`)) return;
    const detail = shipmentKeys.detail(userId, id);
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'auth' && !detail.every((part, i) => query.queryKey[i] === part),
    });
  }, [queryClient, userId, id, version]);
}
