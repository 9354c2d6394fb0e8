import type { Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/shipments/:id: an admin calls a shipment off before pickup (409 once picked up). */
export function cancelShipment(id: string): Promise<Shipment> {
  return api.delete<Shipment>(`/shipments/${encodeURIComponent(id)}`);
}

/** Cancels, then refreshes the admin workspace (whatever the answer: a 409 means ours was stale). */
export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
