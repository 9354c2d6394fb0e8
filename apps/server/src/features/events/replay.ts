import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type NotificationRow, notificationsAfter } from '../../db/queries/notifications.ts';
import { toNotificationDto } from '../notifications/notification-dto.ts';
import { frame, RESYNC } from './sse.ts';
import type { Stream } from './stream.ts';
import type { StreamRegistry } from './stream-registry.ts';

/**
 * After a `Last-Event-ID`: writes the notifications the user missed (at most `limit`; more, or a
 * failed read, asks for a resync instead), then the frames held while they were read.
 */
export async function replay(
  db: Db,
  log: FastifyBaseLogger,
  streams: StreamRegistry,
  s: Stream,
  afterId: number,
  limit: number,
): Promise<void> {
  let rows: NotificationRow[] | null = null;
  try {
    rows = await notificationsAfter(db, s.userId, afterId, limit + 1);
  } catch (err) {
    log.warn({ err }, 'events: could not read the notifications to replay');
  }
  const held = s.held ?? [];
  s.held = null;
  if (s.closed) return;
  if (rows === null || rows.length > limit) {
    streams.write(s, RESYNC);
  } else if (rows.length > 0) {
    s.replayed = new Set(rows.map((r) => r.id));
    for (const row of rows) streams.write(s, frame('notification', toNotificationDto(row), row.id));
  }
  for (const { text, id } of held) streams.send(s, text, id);
}
