import type { Db } from '../../db/client.ts';
import { EVENTS_CHANNEL } from '../../db/queries/events.ts';
import { frame } from './sse.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** A new position's payload on the events channel: `{"p": "<shipment id>"}` (issue 41). */
export function isPositionPayload(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value);
}

/**
 * Announces a committed position (or a sharing switch) to every instance, after its commit and on
 * its own, like a message (ADR 019): no activity row, so neither the bell nor the admins' log hears
 * of each fix. A lost one costs the open pages that one refresh; the next fix brings it.
 */
export function announcePosition(db: Db, shipmentId: string, onError: (err: unknown) => void): void {
  db.$client
    .query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ p: shipmentId })])
    .catch(onError);
}

/**
 * Tells the shipment's owner and transporter on this instance (ids only): their open page
 * refetches the positions as after any `change` to the shipment. Nobody else.
 */
export async function deliverPosition(db: Db, streams: StreamRegistry, shipmentId: string): Promise<void> {
  const result = await db.$client.query<{ ownerId: string; transporterId: string }>({
    name: 'events_position_parties',
    text: 'select owner_id as "ownerId", transporter_id as "transporterId" from shipments where id = $1',
    values: [shipmentId],
  });
  const parties = result.rows[0];
  if (!parties) return;
  const text = frame('change', { quoteId: null, shipmentId });
  for (const party of [parties.ownerId, parties.transporterId]) streams.sendToUser(party, text);
}
