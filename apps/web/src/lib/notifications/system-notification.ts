import type { Notification } from '@njira/domain';
import type { QueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../account/get-settings.ts';

const ICON = '/icons/icon-192.png';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** The browser would show one now: it can, the user allowed it, and nobody is looking at the tab. */
function canShow(): boolean {
  return supported() && window.Notification.permission === 'granted' && document.visibilityState === 'hidden';
}

/**
 * While the tab is hidden, a new notification also goes to the system's notifications when the
 * user turned Push Notifications on (Settings) and the browser allows it; clicking it brings the tab
 * forward and opens what it is about. The toast is shown as well: a hidden tab's toasts wait
 * (sonner pauses them) for the user to come back.
 */
export function showSystemNotification(
  queryClient: QueryClient,
  userId: string,
  n: Notification,
  open?: () => void,
): void {
  if (!canShow()) return;
  queryClient
    .ensureQueryData(settingsQueryOptions(userId))
    .then((settings) => {
      if (!settings.pushNotifications || !canShow()) return;
      const shown = new window.Notification('Njira', {
        body: n.message,
        tag: `njira-notification-${n.id}`,
        icon: ICON,
      });
      shown.onclick = () => {
        window.focus();
        open?.();
        shown.close();
      };
    })
    // No settings (offline), or a browser that only shows them through a service worker: the
    // toast and the bell still have it.
    .catch(() => {});
}

/**
 * Asks the browser's permission when the user turns Push Notifications on (call it from the click:
 * browsers only ask in answer to one). 'unsupported': this browser cannot show them from a page.
 */
export async function askSystemNotificationPermission(): Promise<'granted' | 'denied' | 'unsupported'> {
  if (!supported()) return 'unsupported';
  const { permission } = window.Notification;
  if (permission !== 'default') return permission;
  try {
    return (await window.Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
