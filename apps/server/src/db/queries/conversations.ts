import { DEFAULT_USER_SETTINGS, type QuoteStatus, type ShipmentStatus } from '@njira/domain';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx, Tx } from '../client.ts';
import type { NotificationRow } from './notifications.ts';

/**
 * Conversations and their messages (ADR 025). Every read a party makes names the caller as one of
 * the conversation's two parties in its `where` (the transporter, or the load's owner), so anyone
 * else reads nothing (ADR 006); the admin's reads name a reported message in theirs.
 */

/**
 * Runs a statement written with `$n` placeholders on `db` or inside the transaction `tx` (the
 * values go as parameters, never into the text).
 */
async function run<T = Record<string, unknown>>(
  db: DbOrTx,
  text: string,
  values: unknown[],
): Promise<{ rows: T[] }> {
  const chunks: SQL[] = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  const result = await db.execute(sql.join(chunks));
  // Drizzle hands timestamps over as PostgreSQL's text; the rows here carry them as Dates.
  for (const row of result.rows) {
    for (const key of TIMESTAMP_KEYS) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parseTimestamp(value);
    }
  }
  return { rows: result.rows as T[] };
}

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;
const TIMESTAMP_KEYS = [
  'createdAt',
  'expiresAt',
  'deliveredAt',
  'lastAt',
  'reportedAt',
  'lastReportedAt',
  'readAt',
];

/** A party as the mapper needs it: contact and the setting that decides whether it is shown. */
const partyColumns = (alias: string, as: string) =>
  `${alias}.id as "${as}Id", ${alias}.full_name as "${as}FullName", ${alias}.company_name as "${as}CompanyName",
   ${alias}.email as "${as}Email", ${alias}.phone_number as "${as}Phone",
   coalesce(${alias}s.show_contact_info, ${DEFAULT_USER_SETTINGS.showContactInfo}) as "${as}ShowContact"`;

/** One conversation as a party or the admin reads it, with the facts its access rule needs. */
export interface ConversationRow {
  id: string;
  quoteId: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  quoteStatus: QuoteStatus;
  expiresAt: Date;
  shipmentId: string | null;
  shipmentStatus: ShipmentStatus | null;
  deliveredAt: Date | null;
  ownerId: string;
  ownerFullName: string;
  ownerCompanyName: string;
  ownerEmail: string;
  ownerPhone: string;
  ownerShowContact: boolean;
  transporterId: string;
  transporterFullName: string;
  transporterCompanyName: string;
  transporterEmail: string;
  transporterPhone: string;
  transporterShowContact: boolean;
}

export interface ConversationListRow extends ConversationRow {
  lastBody: string | null;
  lastAt: Date | null;
  lastSenderId: string | null;
  unreadCount: number;
}

/**
 * The conversation rows with the load, the transporter's newest shipment of it, and both parties.
 * `$1` is always the caller (or null for the admin's reads); the caller's condition is the where.
 */
const SELECT_CONVERSATION = `select c.id, c.quote_id as "quoteId", q.cargo, q.from_location as "fromLocation",
    q.to_location as "toLocation", q.status as "quoteStatus", q.expires_at as "expiresAt",
    s.id as "shipmentId", s.status as "shipmentStatus",
    coalesce(s.actual_delivery_date, s.completed_at) as "deliveredAt",
    ${partyColumns('o', 'owner')}, ${partyColumns('t', 'transporter')}
  from conversations c
  join quotes q on q.id = c.quote_id
  join users o on o.id = q.owner_id
  left join user_settings os on os.user_id = o.id
  join users t on t.id = c.transporter_id
  left join user_settings ts on ts.user_id = t.id
  left join lateral (
    select id, status, actual_delivery_date, completed_at from shipments
    where quote_id = c.quote_id and transporter_id = c.transporter_id
    order by created_at desc, id desc limit 1
  ) s on true`;

const PARTY = `(c.transporter_id = $1 or q.owner_id = $1)`;

/** One conversation, if the caller is one of its two parties. */
export async function findPartyConversation(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<ConversationRow | null> {
  const { rows } = await run<ConversationRow>(db, `${SELECT_CONVERSATION} where c.id = $2 and ${PARTY}`, [
    userId,
    conversationId,
  ]);
  return rows[0] ?? null;
}

/** The conversation of this load and transporter, if the caller is one of its two parties. */
export async function findConversationOf(
  db: DbOrTx,
  userId: string,
  quoteId: string,
  transporterId: string,
): Promise<ConversationRow | null> {
  const { rows } = await run<ConversationRow>(
    db,
    `${SELECT_CONVERSATION} where c.quote_id = $2 and c.transporter_id = $3 and ${PARTY}`,
    [userId, quoteId, transporterId],
  );
  return rows[0] ?? null;
}

/**
 * The caller's conversations (on one load when `quoteId` is given), newest message first, each with
 * its last message and how many of the other party's messages the caller has not read.
 */
export async function partyConversations(
  db: DbOrTx,
  userId: string,
  quoteId: string | null,
): Promise<ConversationListRow[]> {
  const { rows } = await run<ConversationListRow>(
    db,
    `select x.*, last.body as "lastBody", last.created_at as "lastAt", last.sender_id as "lastSenderId",
        (select count(*)::int from messages m
          where m.conversation_id = x.id and m.sender_id <> $1
            and m.id > coalesce((select r.last_read_message_id from conversation_reads r
              where r.conversation_id = x.id and r.user_id = $1), 0)) as "unreadCount"
      from (${SELECT_CONVERSATION} where ${PARTY} and ($2::uuid is null or c.quote_id = $2)) x
      left join lateral (
        select body, created_at, sender_id from messages where conversation_id = x.id order by id desc limit 1
      ) last on true
      order by last.created_at desc nulls last, x.id
      limit 200`,
    [userId, quoteId],
  );
  return rows;
}

/** What sending needs to know of a load: its owner and status; and whether the transporter bid on it. */
export interface LoadForMessage {
  id: string;
  ownerId: string;
  status: QuoteStatus;
  expiresAt: Date;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  /** The transporter named by the send has (or had) a bid or a shipment on this load. */
  transporterDealt: boolean;
  conversationId: string | null;
}

/** The load (any: the service decides who may write) and what the named transporter has to do with it. */
export async function findLoadForMessage(
  tx: Tx,
  quoteId: string,
  transporterId: string,
): Promise<LoadForMessage | null> {
  const { rows } = await run<LoadForMessage>(
    tx,
    `select q.id, q.owner_id as "ownerId", q.status, q.expires_at as "expiresAt", q.cargo,
        q.from_location as "fromLocation", q.to_location as "toLocation",
        (exists (select 1 from bids b where b.quote_id = q.id and b.transporter_id = $2)
          or exists (select 1 from shipments s where s.quote_id = q.id and s.transporter_id = $2))
          as "transporterDealt",
        (select c.id from conversations c where c.quote_id = q.id and c.transporter_id = $2) as "conversationId"
      from quotes q join users t on t.id = $2 and t.role = 'transporter'
      where q.id = $1`,
    [quoteId, transporterId],
  );
  return rows[0] ?? null;
}

/** The conversation of this load and transporter, made on its first message. */
export async function upsertConversation(tx: Tx, quoteId: string, transporterId: string): Promise<string> {
  const { rows } = await run<{ id: string }>(
    tx,
    `insert into conversations (quote_id, transporter_id) values ($1, $2)
      on conflict (quote_id, transporter_id) do update set quote_id = excluded.quote_id
      returning id`,
    [quoteId, transporterId],
  );
  const row = rows[0];
  if (!row) throw new Error('conversation upsert returned nothing');
  return row.id;
}

/**
 * How many messages this sender sent in the last minute and day. Taken after a lock on the sender
 * (held to the end of the transaction), so racing sends count each other.
 */
export async function sentRecently(tx: Tx, senderId: string): Promise<{ minute: number; day: number }> {
  await run(tx, `select pg_advisory_xact_lock(hashtextextended('messages:' || $1::text, 0))`, [senderId]);
  const { rows } = await run<{ minute: number; day: number }>(
    tx,
    `select count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
        count(*)::int as day
      from messages where sender_id = $1 and created_at > now() - interval '1 day'`,
    [senderId],
  );
  return rows[0] ?? { minute: 0, day: 0 };
}

export interface MessageRow {
  id: number;
  conversationId: string;
  senderId: string;
  senderFullName: string;
  senderCompanyName: string;
  body: string;
  createdAt: Date;
  reportedAt: Date | null;
  reportedBy: string | null;
  reportReason: string | null;
}

const MESSAGE_COLUMNS = `m.id::int as id, m.conversation_id as "conversationId", m.sender_id as "senderId",
  u.full_name as "senderFullName", u.company_name as "senderCompanyName", m.body, m.created_at as "createdAt",
  m.reported_at as "reportedAt", m.reported_by as "reportedBy", m.report_reason as "reportReason"`;

export async function insertMessage(
  tx: Tx,
  m: { conversationId: string; senderId: string; body: string },
): Promise<MessageRow> {
  const { rows } = await run<MessageRow>(
    tx,
    `with m as (
        insert into messages (conversation_id, sender_id, body) values ($1, $2, $3) returning *
      ) select ${MESSAGE_COLUMNS} from m join users u on u.id = m.sender_id`,
    [m.conversationId, m.senderId, m.body],
  );
  const row = rows[0];
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * A page of a conversation's messages, newest first (the caller reverses it), older than `before`.
 * Only call after the conversation was read with the caller as a party (or as reported, for admins).
 */
export async function messagesPage(
  db: DbOrTx,
  conversationId: string,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const { rows } = await run<MessageRow>(
    db,
    `select ${MESSAGE_COLUMNS} from messages m join users u on u.id = m.sender_id
      where m.conversation_id = $1 and ($2::bigint is null or m.id < $2)
      order by m.id desc limit $3`,
    [conversationId, before, limit],
  );
  return rows;
}

/** Moves the caller's read position forward (never back), to at most the conversation's newest message. */
export async function markConversationRead(
  db: DbOrTx,
  conversationId: string,
  userId: string,
  upTo: number,
): Promise<void> {
  await run(
    db,
    `insert into conversation_reads (conversation_id, user_id, last_read_message_id)
      select $1, $2, least($3::bigint, coalesce(max(id), 0)) from messages where conversation_id = $1
      on conflict (conversation_id, user_id) do update
        set last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id)`,
    [conversationId, userId, upTo],
  );
}

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

export interface PartyMessage {
  id: number;
  conversationId: string;
  senderId: string;
  reportedAt: Date | null;
}

/** A message the caller may report: in one of its conversations, with who sent it. */
export async function findPartyMessage(
  tx: Tx,
  userId: string,
  messageId: number,
): Promise<PartyMessage | null> {
  const { rows } = await run<PartyMessage>(
    tx,
    `select m.id::int as id, m.conversation_id as "conversationId", m.sender_id as "senderId", m.reported_at as "reportedAt"
      from messages m join conversations c on c.id = m.conversation_id join quotes q on q.id = c.quote_id
      where m.id = $2 and ${PARTY}
      for update of m`,
    [userId, messageId],
  );
  return rows[0] ?? null;
}

export async function reportMessage(
  tx: Tx,
  messageId: number,
  userId: string,
  reason: string,
): Promise<void> {
  await run(
    tx,
    `update messages set reported_at = now(), reported_by = $2, report_reason = $3 where id = $1`,
    [messageId, userId, reason],
  );
}

export interface ReportedConversationRow extends ConversationRow {
  reportedCount: number;
  lastReportedAt: Date;
}

/** The admin's list: conversations with at least one reported message, most recently reported first. */
export async function reportedConversations(db: DbOrTx): Promise<ReportedConversationRow[]> {
  const { rows } = await run<ReportedConversationRow>(
    db,
    `select x.*, r.n as "reportedCount", r.last as "lastReportedAt"
      from (select conversation_id, count(*)::int as n, max(reported_at) as last
            from messages where reported_at is not null group by conversation_id) r
      join lateral (${SELECT_CONVERSATION} where c.id = r.conversation_id and $1::uuid is null) x on true
      order by r.last desc
      limit 500`,
    [null],
  );
  return rows;
}

/** A conversation for the admin, only when one of its messages was reported. */
export async function findReportedConversation(
  db: DbOrTx,
  conversationId: string,
): Promise<ConversationRow | null> {
  const { rows } = await run<ConversationRow>(
    db,
    `${SELECT_CONVERSATION} where c.id = $2 and $1::uuid is null
      and exists (select 1 from messages m where m.conversation_id = c.id and m.reported_at is not null)`,
    [null, conversationId],
  );
  return rows[0] ?? null;
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
