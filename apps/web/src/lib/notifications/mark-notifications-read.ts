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

/**
 * Marks notifications read: the list changes at once, then takes the server's count (which also
 * knows of unread ones beyond the list). A failure reloads the list as the server has it.
 */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.latest(userId);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      markLocally(queryClient, userId, body);
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationsPage>(key, (page) => (page ? { ...page, unreadCount } : page));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
