import type { AcceptedBid } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** POST /api/quotes/:id/bids/:bidId/accept: the quote becomes ACCEPTED and a shipment is made. */
export function acceptBid(quoteId: string, bidId: string): Promise<AcceptedBid> {
  return api.post<AcceptedBid>(
    `/quotes/${encodeURIComponent(quoteId)}/bids/${encodeURIComponent(bidId)}/accept`,
  );
}

/** Accepts a bid; afterwards (either way) every view of quotes and the homes are out of date. */
export function useAcceptBid(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: string) => acceptBid(quoteId, bidId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
      ]),
  });
}

/** The quote changed meanwhile (accepted elsewhere, expired, cancelled): the page must reload. */
export function isStaleQuoteError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
