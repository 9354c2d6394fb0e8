import type { DeliveryCodeSmsInput, Shipment, ShipmentDelivery } from '@njira/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useApiImage } from '../../../lib/api-image.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** Under the shipment's keys, so the events stream's news of this shipment refreshes it too. */
const deliveryKey = (userId: string, id: string) => [...shipmentKeys.detail(userId, id), 'delivery'] as const;

/** GET /api/shipments/:id/delivery: the proof, and for the owner the receiver's code. */
export function getShipmentDelivery(id: string, signal?: AbortSignal): Promise<ShipmentDelivery> {
  return api.get<ShipmentDelivery>(`/shipments/${encodeURIComponent(id)}/delivery`, signal ? { signal } : {});
}

export function useShipmentDelivery(id: string, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: deliveryKey(userId, id),
    queryFn: ({ signal }) => getShipmentDelivery(id, signal),
    enabled: enabled && userId !== '' && id !== '',
  });
}

/** POST /api/shipments/:id/delivery-code/sms: the owner texts the code to the receiver. */
export function useSendDeliveryCode(id: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryCodeSmsInput) =>
      api.post<ShipmentDelivery>(`/shipments/${encodeURIComponent(id)}/delivery-code/sms`, input),
    onSuccess: (delivery) => queryClient.setQueryData(deliveryKey(userId, id), delivery),
  });
}

/** What the driver gives at the gate (issue 39). `photo` is the picture as it will be sent. */
export interface DeliveryInput {
  code?: string;
  noCodeReason?: string;
  receiverName: string;
  location?: string;
  notes?: string;
  confirmUnusual: boolean;
  photo: Blob;
}

/** POST /api/shipments/:id/delivery as multipart/form-data: the fields first, then the photo. */
export function deliverShipment(id: string, input: DeliveryInput): Promise<Shipment> {
  const form = new FormData();
  if (input.noCodeReason !== undefined) {
    form.append('noCode', 'true');
    form.append('noCodeReason', input.noCodeReason);
  } else if (input.code !== undefined) {
    form.append('code', input.code);
  }
  form.append('receiverName', input.receiverName);
  if (input.location) form.append('location', input.location);
  if (input.notes) form.append('notes', input.notes);
  if (input.confirmUnusual) form.append('confirmUnusual', 'true');
  form.append('photo', input.photo, 'delivery.jpg');
  return api.post<Shipment>(`/shipments/${encodeURIComponent(id)}/delivery`, form);
}

/** Delivers, puts the answer in the shipment's cache and marks every read the delivery touches stale. */
export function useDeliverShipment() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeliveryInput }) => deliverShipment(id, input),
    onSuccess: (shipment) => {
      const detail = shipmentKeys.detail(userId, shipment.id);
      queryClient.setQueryData(detail, shipment);
      const isThisShipment = (key: readonly unknown[]) =>
        key.length === detail.length && detail.every((part, i) => key[i] === part);
      // Not awaited, as for any stage: the screens it touches refetch on their own.
      void queryClient.invalidateQueries({
        predicate: (query) => !isThisShipment(query.queryKey) && changedByOwnAction(query.queryKey),
      });
    },
  });
}

/** The delivery photo as an object URL, fetched only when asked for (lib/api-image). */
export function useDeliveryPhoto(id: string, wanted: boolean): { url: string | null; failed: boolean } {
  return useApiImage(wanted ? `/shipments/${encodeURIComponent(id)}/delivery/photo` : null);
}
