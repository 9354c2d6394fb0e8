import type { Bid, BidForm } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isAbort } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/**
 * POST /api/quotes/:id/bids: answers 201 with the bid as stored. Shared (not in features/quotes)
 * because the transporter dashboard's Bid Now uses the same dialog (ADR 008).
 */
export function placeBid(quoteId: string, input: BidForm, signal?: AbortSignal): Promise<Bid> {
  return api.post<Bid>(`/quotes/${encodeURIComponent(quoteId)}/bids`, input, signal ? { signal } : {});
}

/** Refreshes every list, quote and dashboard that shows bids (their keys start at `queryRoots`). */
export function useRefreshBidViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
      queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
    ]);
}

/**
 * Places a bid, then refreshes what shows bids. `signal` gives each request a signal the form
 * aborts when it closes; a bid cancelled that way may still have reached the server, so what shows
 * bids is refreshed then too.
 */
export function usePlaceBid(quoteId: string, signal?: () => AbortSignal) {
  const refresh = useRefreshBidViews();
  return useMutation({
    mutationFn: (input: BidForm) => placeBid(quoteId, input, signal?.()),
    onSuccess: () => {
      void refresh();
    },
    onError: (error) => {
      if (isAbort(error)) void refresh();
    },
  });
}

/** A refusal that means the screen behind the dialog is out of date (already bid, load closed). */
export function isStaleBidError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
