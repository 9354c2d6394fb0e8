import type { Quote } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/quotes/:id: an admin calls off an ACTIVE load (409 with the server's reason otherwise). */
export function cancelQuote(id: string): Promise<Quote> {
  return api.delete<Quote>(`/quotes/${encodeURIComponent(id)}`);
}

/** Cancels, then refreshes the admin workspace and any cached loads (a 409 means ours was stale too). */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] }),
      ]),
  });
}
