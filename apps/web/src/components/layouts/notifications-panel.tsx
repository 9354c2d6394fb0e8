import type { Notification, Role } from '@njira/domain';
import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNotifications } from '../../lib/notifications/get-notifications.ts';
import { useMarkNotificationsRead } from '../../lib/notifications/mark-notifications-read.ts';
import { Spinner } from '../ui/spinner.tsx';
import { NotificationRow } from './notification-row.tsx';

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

/** The bell's panel: the unread count, Mark all as read, and the latest notifications. */
export function NotificationsPanel({
  userId,
  role,
  close,
}: {
  userId: string;
  role: Role;
  close: () => void;
}) {
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
          <NotificationRow key={n.id} n={n} role={role} onOpen={open} />
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
