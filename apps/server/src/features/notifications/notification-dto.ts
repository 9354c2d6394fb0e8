import { type Notification, notificationMessage } from '@njira/domain';
import type { NotificationRow } from '../../db/queries/notifications.ts';

/** A stored notification as its receiver sees it (the bell's list and the stream's `notification`). */
export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: notificationMessage(row),
    quoteId: row.quoteId,
    shipmentId: row.shipmentId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
