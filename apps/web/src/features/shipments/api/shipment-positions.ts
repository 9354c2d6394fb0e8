import type { PositionReport, ShipmentPositions, StoredPosition } from '@njira/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

const base = (id: string) => `/shipments/${encodeURIComponent(id)}`;

/**
 * GET /api/shipments/:id/positions: sharing on or off, the last fix and the trail. A new fix on
 * the server sends the parties a live `change` (lib/events), which refetches it without a reload.
 */
export function useShipmentPositions(id: string, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: shipmentKeys.positions(userId, id),
    queryFn: ({ signal }) => api.get<ShipmentPositions>(`${base(id)}/positions`, { signal }),
    enabled: enabled && userId !== '' && id !== '',
  });
}

/** POST /api/shipments/:id/positions: one fix from this phone (its id makes a repeat harmless). */
export function reportPosition(id: string, report: PositionReport): Promise<StoredPosition> {
  return api.post<StoredPosition>(`${base(id)}/positions`, report);
}

/** PUT /api/shipments/:id/location-sharing: the transporter's switch; the positions' cache follows. */
export function useSetLocationSharing(id: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) => api.put<{ sharing: boolean }>(`${base(id)}/location-sharing`, { share }),
    onSuccess: ({ sharing }) => {
      queryClient.setQueryData<ShipmentPositions>(shipmentKeys.positions(userId, id), (old) =>
        old ? { ...old, sharing } : old,
      );
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.positions(userId, id) });
    },
  });
}
