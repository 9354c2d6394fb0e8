import { type Notification, notificationLink, type Role, relativeTime } from '@njira/domain';
import { Link } from 'react-router';
import { cn } from '../ui/cn.ts';

/** One notification in the bell's panel: a link to its quote or shipment when it has one. */
export function NotificationRow({
  n,
  role,
  onOpen,
}: {
  n: Notification;
  role: Role;
  onOpen: (n: Notification) => void;
}) {
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
