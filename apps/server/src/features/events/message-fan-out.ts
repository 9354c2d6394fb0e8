import type { Db } from '../../db/client.ts';
import { messageEventFacts } from '../../db/queries/message-notifications.ts';
import { toNotificationDto } from '../notifications/notification-dto.ts';
import { frame } from './sse.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** A message's payload on the events channel (`{"m": ...}`, see features/messages/message-events.ts). */
export interface MessagePayload {
  c: string;
  q: string;
  i: number;
  n: number;
}

export function isMessagePayload(value: unknown): value is MessagePayload {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.c === 'string' && typeof p.q === 'string' && typeof p.i === 'number' && typeof p.n === 'number'
  );
}

/**
 * Tells the two parties of a conversation on this instance that a message arrived (`message`, ids
 * only: their open page refetches it), and the receiver its bell's notification. Nobody else: not
 * the admins, who see reported conversations only (ADR 025).
 */
export async function deliverMessage(db: Db, streams: StreamRegistry, p: MessagePayload): Promise<void> {
  const subscribers = streams.subscribers();
  if (!subscribers) return;
  const facts = await messageEventFacts(db, p.c, p.n, subscribers);
  if (!facts) return;
  const text = frame('message', { conversationId: p.c, quoteId: p.q, messageId: p.i });
  for (const party of [facts.ownerId, facts.transporterId]) streams.sendToUser(party, text);
  const n = facts.notification;
  if (n && streams.of(n.userId))
    streams.sendToUser(n.userId, frame('notification', toNotificationDto(n), n.id));
}
