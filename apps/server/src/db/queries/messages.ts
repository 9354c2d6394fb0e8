import type { DbOrTx, Tx } from '../client.ts';
import { runSql as run } from './sql-helpers.ts';

/** A conversation's messages (ADR 025); the service reads the conversation as a party first. */

/**
 * How many messages this sender sent in the last minute and day. Taken after a lock on the sender
 * (held to the end of the transaction), so racing sends count each other.
 */
/**
 * Serializes one sender's sends (its rate count, then its message) until the transaction ends.
 * Taken first, before the send locks anything else: a send that made the conversation and then
 * waited here while another, holding this lock, waited for that conversation's row was a deadlock
 * (issue 40: 19 of 60 first messages sent at once answered 500).
 */
export async function lockSender(tx: Tx, senderId: string): Promise<void> {
  await run(tx, `select pg_advisory_xact_lock(hashtextextended('messages:' || $1::text, 0))`, [senderId]);
}

/** The sender's messages in the last minute and day; under lockSender, so that the count holds. */
export async function sentRecently(tx: Tx, senderId: string): Promise<{ minute: number; day: number }> {
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

/** The body of the sender's newest message in the conversation, if it wrote one. */
export async function lastBodyFrom(tx: Tx, conversationId: string, senderId: string): Promise<string | null> {
  const { rows } = await run<{ body: string }>(
    tx,
    `select body from messages where conversation_id = $1 and sender_id = $2 order by id desc limit 1`,
    [conversationId, senderId],
  );
  return rows[0]?.body ?? null;
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
