import type { OpenDisputeInput, ShipmentPayment, WalletInput } from '@njira/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { changedByOwnAction } from '../../../lib/query-keys.ts';
import { disputeBody } from './shipment-dispute.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** While a payment waits for approval, how often to ask (the events stream usually tells first). */
export const PROCESSING_REFETCH_MS = 5_000;

export function getShipmentPayment(id: string, signal?: AbortSignal): Promise<ShipmentPayment> {
  return api.get<ShipmentPayment>(`/shipments/${encodeURIComponent(id)}/payment`, signal ? { signal } : {});
}

/**
 * Where the shipment's money stands (GET /api/shipments/:id/payment). Under the shipment's keys, so
 * the events stream's news of the payment (a notification about this shipment) refreshes it; while
 * it waits for approval it is also asked every few seconds, in case the stream is down.
 */
export function useShipmentPayment(id: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: shipmentKeys.payment(userId, id),
    queryFn: ({ signal }) => getShipmentPayment(id, signal),
    enabled: userId !== '' && id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_REFETCH_MS : false),
  });
}

/** POST /api/shipments/:id/payment: the owner pays from a wallet; answers where the payment stands. */
export function payShipment(id: string, wallet: WalletInput): Promise<ShipmentPayment> {
  return api.post<ShipmentPayment>(`/shipments/${encodeURIComponent(id)}/payment`, wallet);
}

/**
 * A change to the shipment's payment: its answer (where the payment stands) goes in the cache and
 * every other read the change may touch is marked stale; a refusal (paid meanwhile, one already
 * waiting, released already) reloads the true state.
 */
function usePaymentChange<TInput>(id: string, change: (input: TInput) => Promise<ShipmentPayment>) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const key = shipmentKeys.payment(userId, id);
  return useMutation({
    mutationFn: change,
    onSuccess: async (payment) => {
      queryClient.setQueryData(key, payment);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          changedByOwnAction(query.queryKey) && !key.every((part, i) => query.queryKey[i] === part),
      });
    },
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function usePayShipment(id: string) {
  return usePaymentChange(id, (wallet: WalletInput) => payShipment(id, wallet));
}

/** POST /api/shipments/:id/payment/release: the owner confirms the delivery; escrow is released. */
export function confirmDelivery(id: string): Promise<ShipmentPayment> {
  return api.post<ShipmentPayment>(`/shipments/${encodeURIComponent(id)}/payment/release`);
}

export function useConfirmDelivery(id: string) {
  return usePaymentChange(id, () => confirmDelivery(id));
}

/**
 * POST /api/shipments/:id/dispute: the owner disputes the held payment, with up to 3 photos (as
 * multipart when there are any); nothing is released meanwhile.
 */
export function openDispute(
  id: string,
  input: OpenDisputeInput,
  photos: Blob[] = [],
): Promise<ShipmentPayment> {
  return api.post<ShipmentPayment>(
    `/shipments/${encodeURIComponent(id)}/dispute`,
    disputeBody({ reason: input.reason }, photos),
  );
}

export function useOpenDispute(id: string) {
  return usePaymentChange(id, (input: OpenDisputeInput & { photos: Blob[] }) =>
    openDispute(id, { reason: input.reason }, input.photos),
  );
}
