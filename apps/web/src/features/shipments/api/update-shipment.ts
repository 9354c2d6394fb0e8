import type { ProgressUpdateInput, Shipment } from '@njira/domain';
import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** PATCH /api/shipments/:id: a later stage, driver details, or both; answers the updated shipment. */
export function updateShipment(id: string, body: ProgressUpdateInput): Promise<Shipment> {
  return api.patch<Shipment>(`/shipments/${encodeURIComponent(id)}`, body);
}

/**
 * Updates a shipment and puts the answer in its cache entry. Driver details change only this
 * user's shipment lists; a new stage also changes what other screens count (the dashboard's
 * deliveries, the earnings of a delivered shipment), so every cached read but the session's own
 * and the bell's is marked stale: the ones on screen refetch now, the others when next opened.
 */
export function useUpdateShipment() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProgressUpdateInput }) => updateShipment(id, body),
    onSuccess: (shipment, { body }) => {
      const detail = shipmentKeys.detail(userId, shipment.id);
      queryClient.setQueryData(detail, shipment);
      const isThisShipment = (query: Query) => detail.every((part, i) => query.queryKey[i] === part);
      const isOurs = (query: Query) =>
        shipmentKeys.all(userId).every((part, i) => query.queryKey[i] === part);
      // Not awaited: the update is done once the server answered; the screens it touches refetch
      // on their own, and a slow or retried refetch (a bad connection) must not keep the form busy.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          !isThisShipment(query) &&
          (body.status === undefined ? isOurs(query) : changedByOwnAction(query.queryKey)),
      });
    },
  });
}
