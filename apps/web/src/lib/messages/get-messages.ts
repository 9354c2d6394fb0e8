import type { MessagesPage } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { messageKeys } from './message-keys.ts';

/** GET /api/conversations/:id/messages: the newest 50 messages, oldest to newest. */
export function getMessages(conversationId: string, signal?: AbortSignal): Promise<MessagesPage> {
  return api.get<MessagesPage>(
    `/conversations/${encodeURIComponent(conversationId)}/messages`,
    signal ? { signal } : {},
  );
}

export const messagesQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(userId, conversationId),
    queryFn: ({ signal }) => getMessages(conversationId, signal),
  });

/** The messages of a conversation; a live `message` event refetches them (lib/events). */
export function useMessages(conversationId: string | null) {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    ...messagesQueryOptions(userId, conversationId ?? ''),
    enabled: userId !== '' && conversationId !== null,
  });
}
