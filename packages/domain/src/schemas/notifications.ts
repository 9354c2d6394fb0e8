import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.ts';

/** A stored notification as `GET /api/notifications` and the events stream send it (ADR 019). */
export const notificationSchema = z.object({
  /** Also the event id on the stream (`id:`), so `Last-Event-ID` resumes after it. */
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** notificationMessage(): the line the bell and the toast show. */
  message: z.string(),
  quoteId: z.uuid().nullable(),
  shipmentId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

/** `GET /api/notifications?limit&before`: newest first; `before` is an id for the next page. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATIONS_PAGE_MAX, `limit must be at most ${NOTIFICATIONS_PAGE_MAX}`)
    .default(NOTIFICATIONS_PAGE_DEFAULT),
  before: z.coerce
    .number({ error: 'before must be a notification id' })
    .int('before must be a notification id')
    .min(1, 'before must be a notification id')
    .optional(),
});

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `POST /api/notifications/read`: these ids, or every one of the caller's. */
export const markNotificationsReadSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z
    .object({
      ids: z
        .array(z.number({ error: 'ids must be notification ids' }).int('ids must be notification ids').min(1))
        .min(1, 'ids must name at least one notification')
        .max(NOTIFICATIONS_PAGE_MAX, `ids must name at most ${NOTIFICATIONS_PAGE_MAX} notifications`),
    })
    .strict(),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResultSchema = z.object({ unreadCount: z.number().int().min(0) });

/**
 * The events stream's event names (`event:` lines). `notification` carries a Notification and an
 * `id:`; the others carry ids only and no `id:` (they are hints to refetch, not records).
 */
export const STREAM_EVENTS = ['notification', 'change', 'load', 'activity', 'message', 'resync'] as const;
export type StreamEvent = (typeof STREAM_EVENTS)[number];

/** `change`: something the receiver is a party to changed (its own action included, other tabs). */
export const changeEventSchema = z.object({
  quoteId: z.uuid().nullable(),
  shipmentId: z.uuid().nullable(),
});
/** `load`: a new load was posted (to every transporter; the list of Available Loads refetches). */
export const loadEventSchema = z.object({ quoteId: z.uuid() });
/** `message`: a message was sent in a conversation the receiver takes part in (both parties; ADR 025). */
export const messageEventSchema = z.object({
  conversationId: z.uuid(),
  quoteId: z.uuid(),
  messageId: z.number().int(),
});
/** `activity`: a new activity-log entry (admins only). */
export const activityEventSchema = z.object({ id: z.uuid(), type: z.string() });
