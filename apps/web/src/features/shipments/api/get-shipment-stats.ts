import type { ShipmentStats } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

export function getShipmentStats(signal?: AbortSignal): Promise<ShipmentStats> {
  return api.get<ShipmentStats>('/shipments/stats', signal ? { signal } : {});
}

export const shipmentStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: shipmentKeys.stats(userId), queryFn: ({ signal }) => getShipmentStats(signal) });

/** Active, In Transit, Completed and Total Value of the caller's shipments, counted by the server. */
export function useShipmentStats() {
  const userId = useUserId();
  return useQuery({ ...shipmentStatsQueryOptions(userId), enabled: userId !== '' });
}
