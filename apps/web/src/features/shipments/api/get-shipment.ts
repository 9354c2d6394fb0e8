import type { Shipment } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
  return useQuery({
    ...shipmentQueryOptions(userId, id),
    enabled: userId !== '' && id !== '',
    refetchInterval: (query) =>
      refreshMs === undefined || isGone(query.state.error) || isSettled(query.state.data) ? false : refreshMs,
  });
}
