import { DEFAULT_USER_SETTINGS, type QuoteStatus, type ShipmentStatus } from '@njira/domain';
import type { DbOrTx, Tx } from '../client.ts';
import { runSql as run } from './sql-helpers.ts';

/**
 * Conversations (ADR 025). Every read a party makes names the caller as one of the conversation's
 * two parties in its `where` (the transporter, or the load's owner), so anyone else reads nothing
 * (ADR 006). Their messages are in `messages.ts`, reports in `message-reports.ts`, the receiver's
 * notification and digest in `message-notifications.ts`.
 */

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
  /** The shipment's payment was received (its deposit posted): contact details may be written. */
  shipmentPaid: boolean;
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
export const SELECT_CONVERSATION = `select c.id, c.quote_id as "quoteId", q.cargo, q.from_location as "fromLocation",
    q.to_location as "toLocation", q.status as "quoteStatus", q.expires_at as "expiresAt",
    s.id as "shipmentId", s.status as "shipmentStatus",
    coalesce(s.actual_delivery_date, s.completed_at) as "deliveredAt",
    (s.id is not null and exists (select 1 from journal_entries e where e.shipment_id = s.id
      and e.kind = 'deposit_completed')) as "shipmentPaid",
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

/** The caller (`$1`) is one of the conversation's two parties. */
export const PARTY = `(c.transporter_id = $1 or q.owner_id = $1)`;

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
  // `do nothing`, then a read (its own statement, so that it sees a conversation another send
  // committed while this insert waited): no row lock is held on it for the rest of the transaction,
  // as `do update` held one, which another send's message (its foreign key) waited on.
  const made = await run<{ id: string }>(
    tx,
    `insert into conversations (quote_id, transporter_id) values ($1, $2)
      on conflict (quote_id, transporter_id) do nothing returning id`,
    [quoteId, transporterId],
  );
  const { rows } = made.rows.length
    ? made
    : await run<{ id: string }>(
        tx,
        'select id from conversations where quote_id = $1 and transporter_id = $2',
        [quoteId, transporterId],
      );
  const row = rows[0];
  if (!row) throw new Error('conversation upsert returned nothing');
  return row.id;
}
