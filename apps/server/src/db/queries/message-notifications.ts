import { DEFAULT_USER_SETTINGS } from '@njira/domain';
import type { DbOrTx, Tx } from '../client.ts';
import type { NotificationRow } from './notifications.ts';
import { runSql as run } from './sql-helpers.ts';

/** A message's notification, its e-mail and SMS digest, and its live event's facts (ADR 025). */

/**
 * The receiver's one unread notification of this conversation: a new one, or the unread one there is
 * with its count raised (the bell shows a conversation once until it is read). Answers its id.
 */
export async function notifyMessage(
  tx: Tx,
  n: {
    userId: string;
    conversationId: string;
    quoteId: string;
    shipmentId: string | null;
    cargo: string;
    from: string;
    to: string;
    sender: string;
  },
): Promise<number> {
  const updated = await run<{ id: number }>(
    tx,
    `update notifications set created_at = now(), shipment_id = $4,
        params = params || jsonb_build_object('messages', coalesce((params ->> 'messages')::int, 1) + 1, 'sender', $3::text)
      where user_id = $1 and kind = 'message_received' and read_at is null and params ->> 'conversationId' = $2
      returning id::int as id`,
    [n.userId, n.conversationId, n.sender, n.shipmentId],
  );
  const existing = updated.rows[0];
  if (existing) return existing.id;
  const params = {
    cargo: n.cargo,
    from: n.from,
    to: n.to,
    sender: n.sender,
    messages: 1,
    conversationId: n.conversationId,
  };
  const { rows } = await run<{ id: number }>(
    tx,
    `insert into notifications (user_id, kind, quote_id, shipment_id, params)
      values ($1, 'message_received', $2, $3, $4::jsonb) returning id::int as id`,
    [n.userId, n.quoteId, n.shipmentId, JSON.stringify(params)],
  );
  const row = rows[0];
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/** Marks the caller's message notification of this conversation read (reading the conversation reads it). */
export async function readMessageNotifications(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<void> {
  await run(
    db,
    `update notifications set read_at = now()
      where user_id = $1 and kind = 'message_received' and read_at is null and params ->> 'conversationId' = $2`,
    [userId, conversationId],
  );
}

/** The receiver's address, number and settings, for the digest. */
export interface DigestReceiver {
  email: string;
  phoneNumber: string;
  active: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
}

export async function findDigestReceiver(tx: Tx, userId: string): Promise<DigestReceiver | null> {
  const { rows } = await run<DigestReceiver>(
    tx,
    `select u.email, u.phone_number as "phoneNumber", u.status = 'active' as active,
        coalesce(s.email_notifications, ${DEFAULT_USER_SETTINGS.emailNotifications}) as "emailNotifications",
        coalesce(s.sms_notifications, ${DEFAULT_USER_SETTINGS.smsNotifications}) as "smsNotifications"
      from users u left join user_settings s on s.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Claims the receiver's digest of this conversation for now: true when none was sent in the last
 * `windowMs` (one statement, so two racing messages claim it once).
 */
export async function claimDigest(
  tx: Tx,
  conversationId: string,
  userId: string,
  windowMs: number,
): Promise<boolean> {
  const { rows } = await run(
    tx,
    `insert into conversation_reads (conversation_id, user_id, digested_at) values ($1, $2, now())
      on conflict (conversation_id, user_id) do update set digested_at = now()
        where conversation_reads.digested_at is null
          or conversation_reads.digested_at <= now() - make_interval(secs => $3::double precision / 1000)
      returning 1`,
    [conversationId, userId, windowMs],
  );
  return rows.length > 0;
}

/** The outbox rows of a digest: the notification is rendered when sent (its count then). */
export async function queueDigest(
  tx: Tx,
  notificationId: number,
  to: { email: string | null; phone: string | null },
): Promise<void> {
  if (to.email) {
    await run(tx, `insert into outbox (channel, to_email, notification_id) values ('email', $1, $2)`, [
      to.email,
      notificationId,
    ]);
  }
  if (to.phone) {
    await run(tx, `insert into outbox (channel, to_phone, notification_id) values ('sms', $1, $2)`, [
      to.phone,
      notificationId,
    ]);
  }
}

/** What an instance needs to route a message's live event: the two parties and the receiver's notification. */
export interface MessageEventFacts {
  ownerId: string;
  transporterId: string;
  notification: NotificationRow | null;
}

/** Read by each instance when a message's event arrives; the notification only for its subscribers. */
export async function messageEventFacts(
  db: DbOrTx,
  conversationId: string,
  notificationId: number,
  subscribers: string,
): Promise<MessageEventFacts | null> {
  const { rows } = await run<{ ownerId: string; transporterId: string }>(
    db,
    `select q.owner_id as "ownerId", c.transporter_id as "transporterId"
      from conversations c join quotes q on q.id = c.quote_id where c.id = $1`,
    [conversationId],
  );
  const parties = rows[0];
  if (!parties) return null;
  const found = await run<NotificationRow>(
    db,
    `select id::int as id, user_id as "userId", activity_id as "activityId", kind, quote_id as "quoteId",
        shipment_id as "shipmentId", params, created_at as "createdAt", read_at as "readAt"
      from notifications where id = $1 and user_id = any($2::uuid[])`,
    [notificationId, subscribers],
  );
  return { ...parties, notification: found.rows[0] ?? null };
}
