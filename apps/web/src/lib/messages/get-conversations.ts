import type { Conversation } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { messageKeys } from './message-keys.ts';

/** GET /api/conversations: the caller's conversations, newest message first, with unread counts. */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return api.get<Conversation[]>('/conversations', signal ? { signal } : {});
}

export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.inbox(userId),
    queryFn: ({ signal }) => getConversations(signal),
  });

export function useConversations() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({ ...conversationsQueryOptions(userId), enabled: userId !== '' });
}
