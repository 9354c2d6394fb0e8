import type { AdminDispute, ResolveDisputeInput } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/disputes/:id/resolve: release, refund, or refund a part and release the rest. */
export function resolveDispute(id: string, input: ResolveDisputeInput): Promise<AdminDispute> {
  return api.post<AdminDispute>(`/admin/disputes/${encodeURIComponent(id)}/resolve`, input);
}

/**
 * Resolves, then refreshes the whole admin workspace (the disputes, revenue, the log): money moved.
 * Whatever the answer: a refusal (resolved meanwhile) means what we show is stale.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResolveDisputeInput }) => resolveDispute(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
