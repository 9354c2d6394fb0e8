import type { Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/**
 * DELETE /api/shipments/:id: the owner calls it off before pickup, and with `reopenLoad` opens the
 * load to bids again; answers the cancelled shipment.
 */
export function cancelShipment(id: string, reopenLoad = false): Promise<Shipment> {
  const query = reopenLoad ? '?reopenLoad=true' : '';
  return api.delete<Shipment>(`/shipments/${encodeURIComponent(id)}${query}`);
}

/**
 * A change that ends a shipment (the owner's cancellation, the transporter's withdrawal), sent by
 * `send`: the answer goes in the shipment's cache entry. Ending it changes what the lists, the
 * stats, the dashboard, the payments and the loads count, so every other cached read but the
 * session's and the bell's is marked stale (the ones on screen refetch now). A refusal (picked up or
 * paid meanwhile, or not ours) reloads the shipment and its payment to the true state.
 */
export function useEndShipment(send: (id: string) => Promise<Shipment>) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (shipment) => {
      const detail = shipmentKeys.detail(userId, shipment.id);
      queryClient.setQueryData(detail, shipment);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          changedByOwnAction(query.queryKey) && !detail.every((part, i) => query.queryKey[i] === part),
      });
    },
    onError: async (_error, id) => {
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(userId, id) });
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.payment(userId, id) });
    },
  });
}

/** Cancels (the owner, before pickup), opening the load to bids again when `reopenLoad`. */
export function useCancelShipment(reopenLoad: boolean) {
  return useEndShipment((id) => cancelShipment(id, reopenLoad));
}
