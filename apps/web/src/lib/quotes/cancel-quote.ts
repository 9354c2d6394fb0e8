import type { Quote } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/**
 * DELETE /api/quotes/:id: the owner of an open quote, or an admin, cancels it (409 with the server's
 * reason once it is no longer open). Shared (not in features/quotes) because the admin's Cancel Load
 * calls it too (ADR 008).
 */
export function cancelQuote(id: string): Promise<Quote> {
  return api.delete<Quote>(`/quotes/${encodeURIComponent(id)}`);
}

/**
 * Cancels, then refreshes every view that shows the quote: the loads lists and one quote, the role
 * homes, the admin workspace. Whatever the answer: a 409 means ours was stale too. Each caller has
 * cached only its own role's views, so the other roots cost nothing.
 */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSettled: () =>
      Promise.all(
        [queryRoots.quotes, queryRoots.dashboard, queryRoots.admin].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
