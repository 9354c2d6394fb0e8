import type { MessagesPage } from '@njira/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { messageKeys } from './message-keys.ts';

/**
 * GET /api/conversations/:id/messages: 50 messages, oldest to newest; without `before` the newest
 * 50, with it the 50 before that message id.
 */
export function getMessages(
  conversationId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const page = before === null ? '' : `?before=${before}`;
  return api.get<MessagesPage>(
    `/conversations/${encodeURIComponent(conversationId)}/messages${page}`,
    signal ? { signal } : {},
  );
}

/** A thread's next (older) page starts before the oldest message of the last page loaded. */
export function olderPageParam(last: { messages: readonly { id: number }[]; hasMore: boolean }) {
  return last.hasMore ? last.messages[0]?.id : undefined;
}

/** The loaded pages (newest page first, each oldest to newest) as one list, oldest first. */
export function threadMessages<T>(pages: readonly { messages: readonly T[] }[] | undefined): T[] {
  return pages ? pages.toReversed().flatMap((p) => p.messages) : [];
}

/**
 * The messages of a conversation, the newest 50 first and earlier pages on demand
 * (`fetchNextPage`); a live `message` event refetches the pages loaded (lib/events).
 */
export function useMessages(conversationId: string | null) {
  const userId = useSession()?.user.id ?? '';
  return useInfiniteQuery({
    queryKey: messageKeys.thread(userId, conversationId ?? ''),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId ?? '', pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: olderPageParam,
    enabled: userId !== '' && conversationId !== null,
  });
}
