import type { DbOrTx, Tx } from '../client.ts';
import { type ConversationRow, PARTY, SELECT_CONVERSATION } from './conversations.ts';
import { runSql as run } from './sql-helpers.ts';

/** Reporting a message, and the admin's reads, which see only conversations with a reported message. */

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
