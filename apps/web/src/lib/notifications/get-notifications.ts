import type { Notification, NotificationsPage } from '@njira/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';

/** How many the bell's panel shows: the newest, read or not (the server's default page). */
export const BELL_LIMIT = 20;

/** GET /api/notifications: the caller's newest notifications and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsPage> {
  return api.get<NotificationsPage>(`/notifications?limit=${BELL_LIMIT}`, signal ? { signal } : {});
}

export const notificationKeys = {
  all: (userId: string) => [queryRoots.notifications, userId] as const,
  latest: (userId: string) => [queryRoots.notifications, userId, 'latest'] as const,
};

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(userId),
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** The bell's list and unread count; the events stream keeps it current (lib/events). */
export function useNotifications(userId: string) {
  return useQuery({ ...notificationsQueryOptions(userId), enabled: userId !== '' });
}

/**
 * A notification that just arrived on the stream goes to the top of the bell's list, and counts as
 * unread, without asking the server (unless a fetch is under way): 'added'. One already listed (a replay) changes nothing:
 * 'known'. Without a list yet ('unloaded') the list is asked for again (an answer on its way may
 * predate the notification).
 */
export function addNotification(
  queryClient: QueryClient,
  userId: string,
  n: Notification,
): 'added' | 'known' | 'unloaded' {
  const key = notificationKeys.latest(userId);
  const page = queryClient.getQueryData<NotificationsPage>(key);
  if (!page) {
    void queryClient.invalidateQueries({ queryKey: key });
    return 'unloaded';
  }
  if (page.items.some((item) => item.id === n.id)) return 'known';
  const items = [n, ...page.items].sort((a, b) => b.id - a.id).slice(0, BELL_LIMIT);
  queryClient.setQueryData<NotificationsPage>(key, {
    items,
    unreadCount: page.unreadCount + (n.readAt === null ? 1 : 0),
  });
  // A fetch under way may have read the list before this one was written, and would drop it: ask
  // again (the fetch under way is cancelled).
  if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  return 'added';
}

/**
 * The id to resume the stream from when it first opens: the newest notification the bell has
 * listed, so that one written between the list and the stream is still sent. Null when there is
 * none (the server replays only after a real id) or the list could not be loaded.
 */
export async function newestNotificationId(queryClient: QueryClient, userId: string): Promise<string | null> {
  try {
    const page = await queryClient.fetchQuery(notificationsQueryOptions(userId));
    const newest = page.items.reduce((max, n) => Math.max(max, n.id), 0);
    return newest > 0 ? String(newest) : null;
  } catch {
    return null;
  }
}
