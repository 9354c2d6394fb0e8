import type { Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** DELETE /api/shipments/:id: the owner calls it off before pickup; answers the cancelled shipment. */
export function cancelShipment(id: string): Promise<Shipment> {
  return api.delete<Shipment>(`/shipments/${encodeURIComponent(id)}`);
}

/**
 * Cancels and puts the answer in the shipment's cache entry. A cancellation changes what the lists,
 * the stats, the dashboard and the payments count, so every other cached read but the session's and
 * the bell's is marked stale (the ones on screen refetch now). A refusal reloads the shipment.
 */
export function useCancelShipment() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelShipment(id),
    onSuccess: async (shipment) => {
      const detail = shipmentKeys.detail(userId, shipment.id);
      queryClient.setQueryData(detail, shipment);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          changedByOwnAction(query.queryKey) && !detail.every((part, i) => query.queryKey[i] === part),
      });
    },
    // Refused (picked up meanwhile, or not ours): the page reloads to the true state.
    onError: async (_error, id) => {
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(userId, id) });
    },
  });
}
