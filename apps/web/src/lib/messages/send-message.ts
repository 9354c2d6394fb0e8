import type { SendMessageInput, SentMessage } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/**
 * POST /api/quotes/:id/messages: a transporter writes in its own conversation on the load, the owner
 * to the transporter it names. 422 when a phone number or e-mail is held back before acceptance,
 * 429 when sending too fast: the server's message says so.
 */
export function sendMessage(quoteId: string, input: SendMessageInput): Promise<SentMessage> {
  return api.post<SentMessage>(`/quotes/${encodeURIComponent(quoteId)}/messages`, input);
}

export function useSendMessage(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(quoteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.messages] }),
  });
}
