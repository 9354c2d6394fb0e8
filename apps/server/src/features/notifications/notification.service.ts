import type { MarkNotificationsRead, NotificationsPage } from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { purgeBidAlertWindows, purgeNotifications } from '../../db/queries/notification-purge.ts';
import { markRead, notificationsPage } from '../../db/queries/notifications.ts';
import type { Caller } from '../../lib/caller.ts';
import { toNotificationDto } from './notification-dto.ts';

/** Notifications are kept this long (issue 13), then the hourly purge deletes them. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** The bell: the caller's own notifications, newest first, and marking them read (ADR 019). */
export class NotificationService {
  constructor(private readonly db: Db) {}

  /** A page of the caller's notifications and their unread count; admins have none. */
  async page(
    caller: Caller,
    query: { limit: number; before?: number | undefined },
  ): Promise<NotificationsPage> {
    if (caller.role === 'admin') return { items: [], unreadCount: 0 };
    const { rows, unreadCount } = await notificationsPage(this.db, caller.userId, query);
    return { items: rows.map(toNotificationDto), unreadCount };
  }

  /** Marks the caller's own notifications read; ids of anyone else's are silently not touched. */
  async markRead(caller: Caller, body: MarkNotificationsRead): Promise<{ unreadCount: number }> {
    if (caller.role === 'admin') return { unreadCount: 0 };
    const ids = 'all' in body ? null : body.ids;
    return { unreadCount: await markRead(this.db, caller.userId, ids) };
  }

  /** The retention rule: what is older than 90 days goes (and the bid-alert windows of yesterday). */
  async purge(): Promise<number> {
    await purgeBidAlertWindows(this.db);
    return purgeNotifications(this.db, NOTIFICATION_RETENTION_DAYS);
  }
}
