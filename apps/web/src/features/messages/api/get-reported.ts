import type { AdminMessage, ReportedConversation } from '@njira/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { threadPagesOptions } from '../../../lib/messages/get-messages.ts';
import { messageKeys } from '../../../lib/messages/message-keys.ts';

/** GET /api/admin/conversations/reported: conversations with a reported message, and only those. */
export function getReportedConversations(signal?: AbortSignal): Promise<ReportedConversation[]> {
  return api.get<ReportedConversation[]>('/admin/conversations/reported', signal ? { signal } : {});
}

export function useReportedConversations() {
  return useQuery({
    queryKey: messageKeys.reported(),
    queryFn: ({ signal }) => getReportedConversations(signal),
  });
}

/**
 * GET /api/admin/conversations/:id/messages: a reported conversation's messages (404 for any other),
 * 50 at a time, oldest to newest; `before` pages back.
 */
export function getReportedMessages(
  conversationId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<{ messages: AdminMessage[]; hasMore: boolean }> {
  const page = before === null ? '' : `?before=${before}`;
  return api.get(
    `/admin/conversations/${encodeURIComponent(conversationId)}/messages${page}`,
    signal ? { signal } : {},
  );
}

/** The newest 50 first, earlier pages on demand, as a party's thread (`useMessages`). */
export function useReportedMessages(conversationId: string) {
  return useInfiniteQuery(
    threadPagesOptions(messageKeys.reportedThread(conversationId), (before, signal) =>
      getReportedMessages(conversationId, before, signal),
    ),
  );
}
