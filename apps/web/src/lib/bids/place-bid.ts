import type { BidForm, Quote } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/**
 * POST /api/quotes/:id/bids: answers 201 with the quote as the bidder now sees it. Shared (not in
 * features/quotes) because the transporter dashboard's Bid Now uses the same dialog (ADR 008).
 */
export function placeBid(quoteId: string, input: BidForm): Promise<Quote> {
  return api.post<Quote>(`/quotes/${encodeURIComponent(quoteId)}/bids`, input);
}

/**
 * Places a bid, then refreshes every list, quote and dashboard that shows bids. A 409 (already bid,
 * load closed) refreshes them too: the screen behind the dialog is out of date.
 */
export function usePlaceBid(quoteId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
      queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
    ]);
  return useMutation({
    mutationFn: (input: BidForm) => placeBid(quoteId, input),
    onSuccess: () => {
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
