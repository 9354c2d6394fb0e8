import { type Notification, notificationLink, type Role } from '@njira/domain';
import type { QueryClient } from '@tanstack/react-query';
import { subscribeLiveEvents } from '../../lib/events/live-events.ts';
import { createLiveInvalidator, keysForEvent } from '../../lib/events/live-invalidation.ts';
import {
  addNotification,
  newestNotificationId,
  notificationKeys,
} from '../../lib/notifications/get-notifications.ts';
import { showSystemNotification } from '../../lib/notifications/system-notification.ts';
import { toast } from '../ui/toast.ts';

/** A notification older than this (replayed after a long time offline) goes to the bell, not a toast. */
export const TOAST_MAX_AGE_MS = 10 * 60_000;

/** What the live updates need from the screen, read when an event arrives (it may have changed). */
export interface LiveContext {
  role: Role;
  navigate: (to: string) => void;
  markRead: (body: { ids: number[] }) => void;
}

/**
 * The signed-in workspace's live half: listens to the tab's events stream, refreshes the screens
 * each event touches (lib/events/live-invalidation.ts), puts notifications in the bell and shows
 * the new ones as a toast that opens what they are about (and marks them read) — and, while the
 * tab is hidden and the user asked for it, as a system notification. Returns the stop function.
 * Loaded after the first paint (use-live-updates.ts): nothing here is needed to show a screen.
 */
export function startLiveUpdates(
  queryClient: QueryClient,
  userId: string,
  context: () => LiveContext,
): () => void {
  const invalidator = createLiveInvalidator(queryClient);

  const announce = (n: Notification) => {
    if (n.readAt !== null || Date.now() - Date.parse(n.createdAt) > TOAST_MAX_AGE_MS) return;
    const link = notificationLink(n, context().role);
    const open = link
      ? () => {
          context().markRead({ ids: [n.id] });
          context().navigate(link);
        }
      : undefined;
    showSystemNotification(queryClient, userId, n, open);
    toast.news(`notification-${n.id}`, n.message, open ? { label: 'View', onClick: open } : undefined);
  };

  // Without an id to resume from, a notification written between the bell's list and the stream's
  // opening would be missed: the first opening then asks for the list again.
  let resumed = false;
  const unsubscribe = subscribeLiveEvents(
    userId,
    (event) => {
      invalidator.add(keysForEvent(event));
      if (event.type === 'open' && !event.reconnected && !resumed) {
        invalidator.add([notificationKeys.all(userId)]);
      }
      if (event.type !== 'notification') return;
      if (addNotification(queryClient, userId, event.notification) !== 'known') announce(event.notification);
    },
    {
      initialLastEventId: async () => {
        const id = await newestNotificationId(queryClient, userId);
        resumed = id !== null;
        return id;
      },
    },
  );
  return () => {
    unsubscribe();
    invalidator.dispose();
  };
}
