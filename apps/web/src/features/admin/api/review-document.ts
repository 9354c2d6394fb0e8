import type { CarrierDocument } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/documents/:id/approve, or /reject with the reason the transporter is shown. */
export function reviewDocument(
  id: string,
  decision: { approve: true } | { reason: string },
): Promise<CarrierDocument> {
  const path = `/admin/documents/${encodeURIComponent(id)}`;
  return 'approve' in decision
    ? api.post<CarrierDocument>(`${path}/approve`)
    : api.post<CarrierDocument>(`${path}/reject`, { reason: decision.reason });
}

/** Reviews, then refreshes the admin workspace (the queue, the log) whatever the answer. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: { approve: true } | { reason: string } }) =>
      reviewDocument(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
