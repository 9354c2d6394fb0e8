import type { ShipmentDisputeView } from '@njira/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** Under the shipment's keys, so the events stream's news of this shipment refreshes it too. */
const disputeKey = (userId: string, id: string) => [...shipmentKeys.detail(userId, id), 'dispute'] as const;

/** A dispute write's body: JSON for the text alone; with photos, multipart (the fields first, then `photos`). */
export function disputeBody(
  fields: Record<string, string>,
  photos: Blob[],
): Record<string, string> | FormData {
  if (photos.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((photo, i) => {
    form.append('photos', photo, `photo-${i + 1}.jpg`);
  });
  return form;
}

/** GET /api/shipments/:id/dispute: the open dispute, else the latest resolved, or null. */
export function getShipmentDispute(id: string, signal?: AbortSignal): Promise<ShipmentDisputeView> {
  return api.get<ShipmentDisputeView>(
    `/shipments/${encodeURIComponent(id)}/dispute`,
    signal ? { signal } : {},
  );
}

export function useShipmentDispute(id: string, enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: disputeKey(userId, id),
    queryFn: ({ signal }) => getShipmentDispute(id, signal),
    enabled: enabled && userId !== '' && id !== '',
  });
}

/**
 * A change to the dispute: its answer goes in the cache and every other read it may touch is
 * marked stale; a refusal (answered or resolved meanwhile) reloads the dispute as it is.
 */
function useDisputeChange<TInput>(id: string, change: (input: TInput) => Promise<ShipmentDisputeView>) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const key = disputeKey(userId, id);
  return useMutation({
    mutationFn: change,
    onSuccess: async (view) => {
      queryClient.setQueryData(key, view);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          changedByOwnAction(query.queryKey) &&
          !(query.queryKey.length === key.length && key.every((part, i) => query.queryKey[i] === part)),
      });
    },
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}

/** POST /api/shipments/:id/dispute/answer: the transporter's answer, once, with its photos. */
export function useAnswerDispute(id: string) {
  return useDisputeChange(id, (input: { answer: string; photos: Blob[] }) =>
    api.post<ShipmentDisputeView>(
      `/shipments/${encodeURIComponent(id)}/dispute/answer`,
      disputeBody({ answer: input.answer }, input.photos),
    ),
  );
}

/** POST /api/shipments/:id/dispute/photos: the owner's photos added to its open dispute. */
export function useAddDisputePhotos(id: string) {
  return useDisputeChange(id, (photos: Blob[]) => {
    const form = new FormData();
    photos.forEach((photo, i) => {
      form.append('photos', photo, `photo-${i + 1}.jpg`);
    });
    return api.post<ShipmentDisputeView>(`/shipments/${encodeURIComponent(id)}/dispute/photos`, form);
  });
}
