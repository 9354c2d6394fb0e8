import type { MessagesPage } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

/**
 * A thread as pages, the newest 50 first and each next page the 50 before the oldest message
 * loaded: a party's conversation and the admin's reported one page alike.
 */
export function threadPagesOptions<P extends { messages: readonly { id: number }[]; hasMore: boolean }>(
  queryKey: readonly unknown[],
  fetchPage: (before: number | null, signal: AbortSignal) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: P) => (last.hasMore ? last.messages[0]?.id : undefined),
  });
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
    ...threadPagesOptions(messageKeys.thread(userId, conversationId ?? ''), (before, signal) =>
      getMessages(conversationId ?? '', before, signal),
    ),
    enabled: userId !== '' && conversationId !== null,
  });
}
