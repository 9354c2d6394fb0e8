import type { Role } from '@njira/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead } from '../../lib/notifications/mark-notifications-read.ts';
import type { LiveContext } from './live-updates.ts';

/**
 * Opens the live updates (live-updates.ts) for the signed-in user once the workspace has painted:
 * the events client and its parser load as their own chunk, so the shell's first paint does not
 * wait for them. Stops them when the user leaves the workspace or signs out.
 */
export function useLiveUpdates(userId: string, role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead(userId);
  const latest = useRef<LiveContext>({
    role,
    navigate: (to) => void navigate(to),
    markRead: markRead.mutate,
  });
  useEffect(() => {
    latest.current = { role, navigate: (to) => void navigate(to), markRead: markRead.mutate };
  });

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./live-updates.ts')
      .then(({ startLiveUpdates }) => {
        if (!left) stop = startLiveUpdates(queryClient, userId, () => latest.current);
      })
      // A chunk that cannot be loaded (offline, a deploy replaced it): the screens still work,
      // without live updates, until the next page load.
      .catch(() => {});
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
