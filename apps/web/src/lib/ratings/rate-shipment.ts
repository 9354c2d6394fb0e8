import type { RatingInput, Shipment } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isAbort } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/**
 * POST /api/shipments/:id/rating: one party of a delivered shipment rates the other, once; answers
 * 201 with the shipment as the rater now sees it (its `myRating` set). Shared (not in
 * features/shipments) because the owner's My Shipments and the transporter's My Deliveries both
 * open the same dialog (ADR 008).
 */
export function rateShipment(
  shipmentId: string,
  input: RatingInput,
  signal?: AbortSignal,
): Promise<Shipment> {
  return api.post<Shipment>(
    `/shipments/${encodeURIComponent(shipmentId)}/rating`,
    input,
    signal ? { signal } : {},
  );
}

/** Every shipment query of every list, stat and page (their keys start with 'shipments'). */
const SHIPMENTS_ROOT = [queryRoots.shipments] as const;

/**
 * Rates, then refreshes what shows the shipment; a 409 (already rated, not delivered) refreshes too,
 * and so does a rating cancelled on its way (`signal`: the dialog closed), which may have landed.
 */
export function useRateShipment(shipmentId: string, signal?: () => AbortSignal) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_ROOT });
  return useMutation({
    mutationFn: (input: RatingInput) => rateShipment(shipmentId, input, signal?.()),
    onSuccess: () => {
      void refresh();
    },
    onError: (error) => {
      if ((error instanceof ApiError && error.status === 409) || isAbort(error)) void refresh();
    },
  });
}
