import type { AdminTransfer } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/transfers/:id/retry: the failed payout or refund sent again, as a new transfer. */
export function retryTransfer(id: string): Promise<AdminTransfer> {
  return api.post<AdminTransfer>(`/admin/transfers/${encodeURIComponent(id)}/retry`);
}

/**
 * Retries, then refreshes the whole admin workspace (the failed list, the revenue cards, the log):
 * money moves. Whatever the answer: a refusal (retried meanwhile) means what we show is stale.
 */
export function useRetryTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
