import type { ActivityType } from '@njira/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';

/** The channel every instance LISTENs on; payloads carry ids only (ADR 019). */
export const EVENTS_CHANNEL = 'njira_events';

/**
 * A payload on the channel: an action's activity id, or a user whose streams must close with the
 * sessions whose access tokens end now.
 */
export type EventsPayload = { a: string } | { signout: string; sessions: string[] };

/** Session ids per NOTIFY: 180 of 37 bytes stay well under PostgreSQL's 8,000-byte payload. */
const SESSIONS_PER_NOTIFY = 180;

/**
 * Tells every instance that this user's `sessions` ended (logout, password change or reset,
 * suspension): their access tokens are refused from now on and the user's open event streams close.
 * Run it in the transaction that ends the sessions: PostgreSQL delivers a NOTIFY only when that
 * commits.
 */
export async function publishSignout(db: DbOrTx, userId: string, sessions: readonly string[]): Promise<void> {
  const chunks: string[][] = [];
  for (let i = 0; i < sessions.length || i === 0; i += SESSIONS_PER_NOTIFY) {
    chunks.push(sessions.slice(i, i + SESSIONS_PER_NOTIFY));
  }
  for (const chunk of chunks) {
    const payload = JSON.stringify({ signout: userId, sessions: chunk } satisfies EventsPayload);
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }
}

/** What an instance needs to route an action's events: its type and its parties. */
export interface ActivityFacts {
  id: string;
  type: ActivityType;
  actorId: string | null;
  quoteId: string | null;
  shipmentId: string | null;
  /** The user an admin action names (USER_SUSPENDED / USER_REACTIVATED). */
  subjectId: string | null;
  quoteOwnerId: string | null;
  shipmentOwnerId: string | null;
  shipmentTransporterId: string | null;
}

/** The facts of these activities, in the order given. */
export async function activityFacts(db: Db, ids: readonly string[]): Promise<ActivityFacts[]> {
  const result = await db.$client.query<ActivityFacts>({
    name: 'events_activity_facts',
    text: `select a.id, a.type, a.actor_id as "actorId", a.quote_id as "quoteId",
        a.shipment_id as "shipmentId", a.metadata ->> 'userId' as "subjectId",
        q.owner_id as "quoteOwnerId", s.owner_id as "shipmentOwnerId",
        s.transporter_id as "shipmentTransporterId"
      from unnest($1::uuid[]) with ordinality as e(id, ord)
      join activities a on a.id = e.id
      left join quotes q on q.id = a.quote_id
      left join shipments s on s.id = a.shipment_id
      order by e.ord`,
    values: [ids],
  });
  return result.rows;
}

/** Whether the user may hold a stream open: the account exists and is not suspended. */
export async function isActiveUser(db: Db, userId: string): Promise<boolean> {
  const result = await db.$client.query<{ ok: boolean }>({
    name: 'events_user_active',
    text: `select true as ok from users where id = $1 and status = 'active'`,
    values: [userId],
  });
  return result.rows.length > 0;
}
