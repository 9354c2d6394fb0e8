import type { Conversation } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { messageKeys } from './message-keys.ts';

/**
 * GET /api/quotes/:id/conversations: the owner's conversations on their load (one per transporter),
 * a transporter's own (none before its first message).
 */
export function getQuoteConversations(quoteId: string, signal?: AbortSignal): Promise<Conversation[]> {
  return api.get<Conversation[]>(
    `/quotes/${encodeURIComponent(quoteId)}/conversations`,
    signal ? { signal } : {},
  );
}

export const quoteConversationsQueryOptions = (userId: string, quoteId: string) =>
  queryOptions({
    queryKey: messageKeys.ofQuote(userId, quoteId),
    queryFn: ({ signal }) => getQuoteConversations(quoteId, signal),
  });

export function useQuoteConversations(quoteId: string) {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    ...quoteConversationsQueryOptions(userId, quoteId),
    enabled: userId !== '' && quoteId !== '',
  });
}
