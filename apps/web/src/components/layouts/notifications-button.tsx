import type { Role } from '@njira/domain';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNotifications } from '../../lib/notifications/get-notifications.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

/** '99+' past two digits: the badge stays a dot-sized pill on a phone. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell's accessible name carries what the badge shows: 'Notifications, 3 unread' (the badge's
 * text is part of the name, as WCAG 2.5.3 asks; axe reads a count in parentheses as missing).
 */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${badgeText(unread)} unread` : 'Notifications';
}

/**
 * The bell: the unread count on a badge (and in its accessible name), and a panel of the latest
 * notifications, newest first, each opening its quote or shipment and marking itself read. The
 * events stream keeps the list and the count current (use-live-updates.ts).
 */
export function NotificationsButton({ userId, role }: { userId: string; role: Role }) {
  const [open, setOpen] = useState(false);
  const unread = useNotifications(userId).data?.unreadCount ?? 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className="relative flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-muted hover:text-gray-900"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border border-border bg-white shadow-lg focus:outline-none"
        >
          <NotificationsPanel userId={userId} role={role} close={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
