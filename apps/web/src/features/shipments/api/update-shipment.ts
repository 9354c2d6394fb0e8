import type { ProgressUpdateInput, Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** PATCH /api/shipments/:id: a later stage, driver details, or both; answers the updated shipment. */
export function updateShipment(id: string, body: ProgressUpdateInput): Promise<Shipment> {
  return api.patch<Shipment>(`/shipments/${encodeURIComponent(id)}`, body);
}

/**
 * Updates a shipment, puts the answer in its cache entry and refreshes the lists and counts (a move
 * to Delivered changes both tabs and every card).
 */
export function useUpdateShipment() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProgressUpdateInput }) => updateShipment(id, body),
    onSuccess: async (shipment) => {
      queryClient.setQueryData(shipmentKeys.detail(userId, shipment.id), shipment);
      await queryClient.invalidateQueries({
        queryKey: shipmentKeys.all(userId),
        predicate: (query) => query.queryKey[2] !== 'detail' || query.queryKey[3] !== shipment.id,
      });
    },
  });
}
