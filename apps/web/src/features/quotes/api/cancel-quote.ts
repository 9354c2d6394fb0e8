import type { Quote } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** DELETE /api/quotes/:id: cancels an open quote of the caller's (409 once it is no longer open). */
export function cancelQuote(id: string): Promise<Quote> {
  return api.delete<Quote>(`/quotes/${encodeURIComponent(id)}`);
}

/** Cancels, then refreshes every view of quotes (whatever the answer: a 409 means ours is stale). */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.dashboard] }),
      ]),
  });
}
