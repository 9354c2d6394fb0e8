import { type Notification, notificationLink, type Role } from '@njira/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { subscribeLiveEvents } from '../../lib/events/live-events.ts';
import { createLiveInvalidator, keysForEvent } from '../../lib/events/live-invalidation.ts';
import { addNotification, newestNotificationId } from '../../lib/notifications/get-notifications.ts';
import { useMarkNotificationsRead } from '../../lib/notifications/mark-notifications-read.ts';
import { showSystemNotification } from '../../lib/notifications/system-notification.ts';
import { toast } from '../ui/toast.ts';

/** A notification older than this (replayed after a long time offline) goes to the bell, not a toast. */
export const TOAST_MAX_AGE_MS = 10 * 60_000;

/**
 * The signed-in workspace's live half: opens the tab's events stream, refreshes the screens each
 * event touches (lib/events/live-invalidation.ts), puts notifications in the bell and shows the new
 * ones as a toast that opens what they are about (and marks them read) — or, while the tab is
 * hidden and the user asked for it, as a system notification.
 */
export function useLiveUpdates(userId: string, role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead(userId);
  const latest = useRef({ navigate, role, markRead: markRead.mutate });
  useEffect(() => {
    latest.current = { navigate, role, markRead: markRead.mutate };
  });

  useEffect(() => {
    if (!userId) return;
    const invalidator = createLiveInvalidator(queryClient);

    const announce = (n: Notification) => {
      if (n.readAt !== null || Date.now() - Date.parse(n.createdAt) > TOAST_MAX_AGE_MS) return;
      const link = notificationLink(n, latest.current.role);
      const open = link
        ? () => {
            latest.current.markRead({ ids: [n.id] });
            void latest.current.navigate(link);
          }
        : undefined;
      showSystemNotification(queryClient, userId, n, open);
      toast.news(`notification-${n.id}`, n.message, open ? { label: 'View', onClick: open } : undefined);
    };

    const unsubscribe = subscribeLiveEvents(
      userId,
      (event) => {
        invalidator.add(keysForEvent(event));
        if (event.type !== 'notification') return;
        if (addNotification(queryClient, userId, event.notification) !== 'known') {
          announce(event.notification);
        }
      },
      { initialLastEventId: () => newestNotificationId(queryClient, userId) },
    );
    return () => {
      unsubscribe();
      invalidator.dispose();
    };
  }, [queryClient, userId]);
}
