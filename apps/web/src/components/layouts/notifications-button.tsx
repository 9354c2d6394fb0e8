import { type Notification, notificationLink, type Role, relativeTime } from '@njira/domain';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../../lib/notifications/get-notifications.ts';
import { useMarkNotificationsRead } from '../../lib/notifications/mark-notifications-read.ts';
import { cn } from '../ui/cn.ts';
import { Spinner } from '../ui/spinner.tsx';

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

function EmptyPanel() {
  return (
    <div className="flex flex-col items-center px-6 py-8 text-center">
      <span className="mb-3 rounded-full bg-muted p-3 text-gray-500">
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium text-gray-900">No new notifications</p>
      <p className="mt-1 text-xs text-muted-foreground">
        New bids, accepted loads and delivery updates will show up here.
      </p>
    </div>
  );
}

function Row({ n, role, onOpen }: { n: Notification; role: Role; onOpen: (n: Notification) => void }) {
  const unread = n.readAt === null;
  const link = notificationLink(n, role);
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-sm break-words',
            unread ? 'font-semibold text-gray-900' : 'text-gray-700',
          )}
        >
          {unread && <span className="sr-only">Unread:</span>}
          {unread && ' '}
          {n.message}
        </span>{' '}
        <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-muted-foreground">
          {relativeTime(n.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClasses = cn('flex gap-3 px-4 py-3', unread && 'bg-brand-50/60');
  return (
    <li className="border-b border-border last:border-b-0">
      {link ? (
        <Link
          to={link}
          onClick={() => onOpen(n)}
          className={cn(rowClasses, 'hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2')}
        >
          {body}
        </Link>
      ) : (
        <div className={rowClasses}>{body}</div>
      )}
    </li>
  );
}

function Panel({ userId, role, close }: { userId: string; role: Role; close: () => void }) {
  const query = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.items ?? [];

  function open(n: Notification) {
    if (n.readAt === null) markRead.mutate({ ids: [n.id] });
    close();
  }

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex justify-center py-8 text-muted-foreground">
        <Spinner className="size-5" label="Loading notifications…" />
      </div>
    );
  } else if (query.isError && items.length === 0) {
    content = (
      <div className="px-4 py-6 text-center">
        <p className="text-sm text-gray-900">Could not load your notifications.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Try again
        </button>
      </div>
    );
  } else if (items.length === 0) {
    content = <EmptyPanel />;
  } else {
    content = (
      <ul aria-label="Latest notifications" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {items.map((n) => (
          <Row key={n.id} n={n} role={role} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex min-h-12 items-center justify-between gap-3 border-b border-border px-4 py-2">
        <h2 className="text-sm font-semibold text-gray-900">
          Notifications
          {unread > 0 && (
            <>
              {' '}
              <span className="font-normal text-muted-foreground">({unread} unread)</span>
            </>
          )}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate({ all: true })}
            className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-muted hover:underline"
          >
            Mark all as read
          </button>
        )}
      </div>
      {content}
    </>
  );
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
          <Panel userId={userId} role={role} close={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
