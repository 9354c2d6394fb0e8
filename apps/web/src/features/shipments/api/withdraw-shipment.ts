import type { Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/**
 * POST /api/shipments/:id/withdraw: the transporter withdraws from a shipment its owner left unpaid
 * for 24 hours; answers the cancelled shipment.
 */
export function withdrawShipment(id: string): Promise<Shipment> {
  return api.post<Shipment>(`/shipments/${encodeURIComponent(id)}/withdraw`);
}

/**
 * Withdraws and puts the answer in the shipment's cache entry; every other cached read a
 * cancellation changes (lists, stats, the payment, the loads) is marked stale. A refusal (paid
 * meanwhile) reloads the shipment and its payment.
 */
export function useWithdrawShipment() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawShipment(id),
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
