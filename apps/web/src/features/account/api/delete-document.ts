import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** DELETE /api/documents/:id: one's own document while it waits for review or was rejected. */
export function deleteDocument(id: string): Promise<void> {
  return api.delete<void>(`/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [queryRoots.account, 'documents'] }),
  });
}
