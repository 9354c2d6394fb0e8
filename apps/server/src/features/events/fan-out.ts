import type { Db } from '../../db/client.ts';
import { type ActivityFacts, activityFacts } from '../../db/queries/events.ts';
import { type NotificationRow, notificationsOfActivities } from '../../db/queries/notifications.ts';
import { toNotificationDto } from '../notifications/notification-dto.ts';
import { frame } from './sse.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** Reads what a batch of committed activities means for this instance's streams, and sends it. */
export async function deliver(db: Db, streams: StreamRegistry, ids: string[]): Promise<void> {
  const users = streams.subscribers();
  const [facts, rows] = await Promise.all([
    activityFacts(db, ids),
    users ? notificationsOfActivities(db, ids, users) : Promise.resolve([]),
  ]);
  const byActivity = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    if (!row.activityId) continue;
    const list = byActivity.get(row.activityId);
    if (list) list.push(row);
    else byActivity.set(row.activityId, [row]);
  }
  for (const fact of facts) route(streams, fact, byActivity.get(fact.id) ?? []);
}

/** Who on this instance is told what about one action (contract: "GET /api/events"). */
function route(streams: StreamRegistry, fact: ActivityFacts, notifications: NotificationRow[]): void {
  const notified = new Set<string>();
  for (const row of notifications) {
    notified.add(row.userId);
    if (!streams.of(row.userId)) continue;
    streams.sendToUser(row.userId, frame('notification', toNotificationDto(row), row.id), row.id);
  }
  if (fact.quoteId || fact.shipmentId) {
    // The parties told nothing by a notification refetch what they see (the actor's other tabs too).
    const parties = new Set([
      fact.actorId,
      fact.quoteOwnerId,
      fact.shipmentOwnerId,
      fact.shipmentTransporterId,
    ]);
    let change: string | undefined;
    for (const party of parties) {
      if (!party || notified.has(party) || !streams.of(party)) continue;
      change ??= frame('change', { quoteId: fact.quoteId, shipmentId: fact.shipmentId });
      streams.sendToUser(party, change);
    }
  }
  if (fact.type === 'QUOTE_CREATED' && fact.quoteId && streams.transporters.size > 0) {
    const text = frame('load', { quoteId: fact.quoteId });
    for (const s of streams.transporters) streams.send(s, text);
  }
  if (streams.admins.size > 0) {
    const text = frame('activity', { id: fact.id, type: fact.type });
    for (const s of streams.admins) streams.send(s, text);
  }
  if (fact.type === 'USER_SUSPENDED' && fact.subjectId) streams.closeUser(fact.subjectId);
}
