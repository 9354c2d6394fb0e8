import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useRefreshBidViews } from './place-bid.ts';

/**
 * DELETE /api/quotes/:id/bids/:bidId: the transporter takes its own bid back while the load is open
 * (204, no body); 409 with the server's reason once the load is closed, 404 when the bid is gone.
 */
export function withdrawBid(quoteId: string, bidId: string): Promise<void> {
  return api.delete<void>(`/quotes/${encodeURIComponent(quoteId)}/bids/${encodeURIComponent(bidId)}`);
}

/**
 * Withdraws a bid, then refreshes what shows bids, whatever the answer: a refusal means the screen
 * was out of date too (the load closed, the bid already gone). Not awaited: the dialog is done once
 * the server has answered, not once every screen has refetched.
 */
export function useWithdrawBid(quoteId: string) {
  const refresh = useRefreshBidViews();
  return useMutation({
    mutationFn: (bidId: string) => withdrawBid(quoteId, bidId),
    onSettled: () => {
      void refresh();
    },
  });
}
