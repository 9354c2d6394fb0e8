import type { Message, ReportMessageInput } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/** POST /api/messages/:id/report: the other party's message goes to the admins, with a reason. */
export function reportMessage(messageId: number, input: ReportMessageInput): Promise<Message> {
  return api.post<Message>(`/messages/${messageId}/report`, input);
}

export function useReportMessage(messageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportMessageInput) => reportMessage(messageId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.messages] }),
  });
}
