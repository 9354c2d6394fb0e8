import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/** POST /api/conversations/:id/read: read up to this message; its bell notification goes too. */
export function markConversationRead(conversationId: string, upTo: number): Promise<{ unreadCount: number }> {
  return api.post(`/conversations/${encodeURIComponent(conversationId)}/read`, { upTo });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, upTo }: { conversationId: string; upTo: number }) =>
      markConversationRead(conversationId, upTo),
    onSuccess: () =>
      Promise.all(
        [queryRoots.messages, queryRoots.notifications].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
