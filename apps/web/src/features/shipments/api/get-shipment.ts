import type { Shipment } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

export function getShipment(id: string, signal?: AbortSignal): Promise<Shipment> {
  return api.get<Shipment>(`/shipments/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const shipmentQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: shipmentKeys.detail(userId, id),
    queryFn: ({ signal }) => getShipment(id, signal),
  });

/**
 * One shipment with its progress history (GET /api/shipments/:id); 404 when the caller may not see it.
 * Progress the other party posts shows up without a reload: the events stream marks it stale
 * (lib/events), with the lists, counters and payments that show it.
 */
export function useShipment(id: string) {
  const userId = useUserId();
  return useQuery({ ...shipmentQueryOptions(userId, id), enabled: userId !== '' && id !== '' });
}
