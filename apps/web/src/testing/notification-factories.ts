import { type Notification, type NotificationParams, notificationMessage } from '@njira/domain';

let sequence = 100;

/**
 * A notification as `GET /api/notifications` and the stream send it: a new bid by default, its
 * message written by the domain from `params`, created a minute ago, unread.
 */
export function makeNotification(
  overrides: Partial<Notification> & { params?: NotificationParams } = {},
): Notification {
  sequence += 1;
  const { params, ...rest } = overrides;
  const kind = rest.kind ?? 'bid_placed';
  const quoteId = rest.quoteId === undefined ? '3f1e0a52-6c1d-4b8e-9a77-0c2d4e6f8a10' : rest.quoteId;
  const shipmentId = rest.shipmentId === undefined ? null : rest.shipmentId;
  const facts = params ?? {
    cargo: 'Copper cathodes on pallets',
    from: 'Kitwe',
    to: 'Lusaka',
    amount: 14_000,
    transporter: 'Mwale Haulage',
  };
  return {
    id: sequence,
    kind,
    message: notificationMessage({ kind, quoteId, shipmentId, params: facts }),
    quoteId,
    shipmentId,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    readAt: null,
    ...rest,
  };
}

export const notificationsPage = (items: Notification[], unreadCount?: number) => ({
  items,
  unreadCount: unreadCount ?? items.filter((n) => n.readAt === null).length,
});
