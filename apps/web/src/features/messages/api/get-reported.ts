import type { AdminMessage, ReportedConversation } from '@njira/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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

/** GET /api/admin/conversations/:id/messages: a reported conversation's messages (404 for any other). */
export function getReportedMessages(
  conversationId: string,
  signal?: AbortSignal,
): Promise<{ messages: AdminMessage[]; hasMore: boolean }> {
  return api.get(
    `/admin/conversations/${encodeURIComponent(conversationId)}/messages`,
    signal ? { signal } : {},
  );
}

export function useReportedMessages(conversationId: string) {
  return useQuery({
    queryKey: messageKeys.reportedThread(conversationId),
    queryFn: ({ signal }) => getReportedMessages(conversationId, signal),
  });
}
