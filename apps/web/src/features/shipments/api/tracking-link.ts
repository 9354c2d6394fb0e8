import type { TrackingLink } from '@njira/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

export interface TrackingLinkState {
  active: boolean;
  createdAt: string | null;
  expiresAt: string | null;
}

const path = (id: string) => `/shipments/${encodeURIComponent(id)}/tracking-link`;

/** Whether the owner's shipment has a live tracking link (the token is shown only when made). */
export function useTrackingLinkState(id: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: shipmentKeys.trackingLink(userId, id),
    queryFn: ({ signal }) => api.get<TrackingLinkState>(path(id), { signal }),
    enabled: userId !== '' && id !== '',
  });
}

/** Makes a new link (replacing any earlier one) or stops it; the state refetches either way. */
export function useTrackingLinkChanges(id: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: shipmentKeys.trackingLink(userId, id) });
  const create = useMutation({ mutationFn: () => api.post<TrackingLink>(path(id)), onSettled });
  const revoke = useMutation({ mutationFn: () => api.delete<{ ok: true }>(path(id)), onSettled });
  return { create, revoke };
}
