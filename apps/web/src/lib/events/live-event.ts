import { NOTIFICATION_KINDS, type Notification } from '@njira/domain';
import type { EventSourceMessage } from './event-stream-options.ts';

/**
 * What the stream says (the contract: packages/domain/src/schemas/notifications.ts, STREAM_EVENTS),
 * read into one union; `open` is the client's own: the stream (re)opened.
 */
export type LiveEvent =
  | { type: 'open'; reconnected: boolean }
  | { type: 'notification'; notification: Notification }
  | { type: 'change'; quoteId: string | null; shipmentId: string | null }
  | { type: 'load'; quoteId: string }
  | { type: 'activity'; id: string; activityType: string }
  | { type: 'message'; conversationId: string; quoteId: string; messageId: number }
  | { type: 'resync' };

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

type Json = Record<string, unknown>;

function object(data: string): Json | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const idOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The notification DTO, checked by hand rather than with its zod schema: the shell that reads the
 * stream stays free of zod (ADR 008's forms chunk), and the server is ours. What does not fit is
 * dropped, not guessed at.
 */
export function toNotification(value: unknown): Notification | null {
  if (!value || typeof value !== 'object') return null;
  const n = value as Json;
  if (
    typeof n.id !== 'number' ||
    !Number.isInteger(n.id) ||
    typeof n.kind !== 'string' ||
    !KINDS.has(n.kind) ||
    typeof n.message !== 'string' ||
    !idOrNull(n.quoteId) ||
    !idOrNull(n.shipmentId) ||
    !isDate(n.createdAt) ||
    !(n.readAt === null || isDate(n.readAt))
  ) {
    return null;
  }
  return {
    id: n.id,
    kind: n.kind as Notification['kind'],
    message: n.message,
    quoteId: n.quoteId,
    shipmentId: n.shipmentId,
    createdAt: n.createdAt,
    readAt: n.readAt,
  };
}

/** One stream event as a LiveEvent, or null for a name or a payload this client does not know. */
export function parseLiveEvent(message: EventSourceMessage): LiveEvent | null {
  const data = object(message.data);
  switch (message.event) {
    case 'notification': {
      const notification = toNotification(data);
      return notification ? { type: 'notification', notification } : null;
    }
    case 'change':
      return data && idOrNull(data.quoteId) && idOrNull(data.shipmentId)
        ? { type: 'change', quoteId: data.quoteId, shipmentId: data.shipmentId }
        : null;
    case 'load':
      return data && typeof data.quoteId === 'string' ? { type: 'load', quoteId: data.quoteId } : null;
    case 'activity':
      return data && typeof data.id === 'string' && typeof data.type === 'string'
        ? { type: 'activity', id: data.id, activityType: data.type }
        : null;
    case 'message':
      return data &&
        typeof data.conversationId === 'string' &&
        typeof data.quoteId === 'string' &&
        typeof data.messageId === 'number'
        ? {
            type: 'message',
            conversationId: data.conversationId,
            quoteId: data.quoteId,
            messageId: data.messageId,
          }
        : null;
    case 'resync':
      return { type: 'resync' };
    default:
      return null;
  }
}
