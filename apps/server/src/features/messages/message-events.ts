import type { Db } from '../../db/client.ts';
import { EVENTS_CHANNEL } from '../../db/queries/events.ts';
import type { MessagePayload } from '../events/message-fan-out.ts';

export type { MessagePayload } from '../events/message-fan-out.ts';

/**
 * Announces a committed message to every instance. Sent after the commit, on its own (a NOTIFY in
 * the write's transaction would queue every commit behind it, ADR 019); a lost one costs the open
 * pages that one live update, not the message or its notification.
 */
export function announceMessage(db: Db, payload: MessagePayload, onError: (err: unknown) => void): void {
  db.$client
    .query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ m: payload })])
    .catch(onError);
}
