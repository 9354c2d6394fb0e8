import type { MarkNotificationsRead, NotificationsPage } from '@njira/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { notificationKeys } from './get-notifications.ts';

/** POST /api/notifications/read: these of the caller's notifications, or all of them; answers the unread count. */
export function markNotificationsRead(body: MarkNotificationsRead): Promise<{ unreadCount: number }> {
  return api.post<{ unreadCount: number }>('/notifications/read', body);
}

/** Marks them read in the bell's list at once (the badge drops as the user clicks). */
function markLocally(queryClient: QueryClient, userId: string, body: MarkNotificationsRead): void {
  const now = new Date().toISOString();
  queryClient.setQueryData<NotificationsPage>(notificationKeys.latest(userId), (page) => {
    if (!page) return page;
    const marks = (id: number) => ('all' in body ? true : body.ids.includes(id));
    const newlyRead = page.items.filter((n) => n.readAt === null && marks(n.id)).length;
    return {
      items: page.items.map((n) => (n.readAt === null && marks(n.id) ? { ...n, readAt: now } : n)),
      unreadCount: 'all' in body ? 0 : Math.max(0, page.unreadCount - newlyRead),
    };
  });
}

/** The newest notification the bell lists (0 for none). */
const newestId = (page: NotificationsPage | undefined) =>
  page ? page.items.reduce((max, n) => Math.max(max, n.id), 0) : 0;

/**
 * Marks notifications read: the list changes at once, then takes the server's count (which also
 * knows of unread ones beyond the list). A failure reloads the list as the server has it.
 *
 * A notification that arrives on the stream while the request is under way may or may not be in the
 * server's count (it depends on which committed first), so then the list is asked for again rather
 * than the answer's count trusted: it would otherwise put the badge at 0 beside a new unread one.
 */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.latest(userId);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      markLocally(queryClient, userId, body);
      return { newest: newestId(queryClient.getQueryData<NotificationsPage>(key)) };
    },
    onSuccess: ({ unreadCount }, _body, context) => {
      if (newestId(queryClient.getQueryData<NotificationsPage>(key)) !== context.newest) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<NotificationsPage>(key, (page) => (page ? { ...page, unreadCount } : page));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
