import type { Shipment } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/shipments/:id: one shipment with both parties' contacts and its progress history. */
export function getShipment(id: string, signal?: AbortSignal): Promise<Shipment> {
  return api.get<Shipment>(`/shipments/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const shipmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.shipments, 'detail', id] as const,
    queryFn: ({ signal }) => getShipment(id, signal),
  });

export function useShipment(id: string) {
  return useQuery({ ...shipmentQueryOptions(id), enabled: id !== '' });
}
