import {
  type AdminMessage,
  ALREADY_REPORTED,
  CONTACT_HELD_BACK,
  CONVERSATION_NOT_FOUND,
  type Conversation,
  contactSplitAcross,
  effectiveQuoteStatus,
  hasContactDetails,
  isUuid,
  MESSAGE_DIGEST_WINDOW_MS,
  MESSAGE_NOT_FOUND,
  MESSAGE_RATE_DAY,
  MESSAGE_RATE_MINUTE,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  type Message,
  type MessagesPage,
  OWN_MESSAGE_REPORT,
  type ReportedConversation,
  type SendMessageInput,
  type SentMessage,
} from '@njira/domain';
import { transactionAnnouncing } from '../../db/announce.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  findLoadForMessage,
  findPartyConversation,
  partyConversations,
  upsertConversation,
} from '../../db/queries/conversations.ts';
import {
  claimDigest,
  findDigestReceiver,
  notifyMessage,
  queueDigest,
  readMessageNotifications,
} from '../../db/queries/message-notifications.ts';
import {
  findPartyMessage,
  findReportedConversation,
  reportedConversations,
  reportMessage,
} from '../../db/queries/message-reports.ts';
import {
  insertMessage,
  lastBodyFrom,
  lockSender,
  markConversationRead,
  messagesPage,
  sentRecently,
} from '../../db/queries/messages.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { QUOTE_NOT_FOUND } from '../quotes/quote-read.ts';
import {
  accessOf,
  toAdminMessageDto,
  toConversationDto,
  toMessageDto,
  toReportedConversationDto,
} from './message-dto.ts';
import { announceMessage } from './message-events.ts';

export const TRANSPORTER_REQUIRED = 'Please choose the transporter to write to';

/**
 * Refuses a message with contact details, or one that completes them with the sender's previous
 * message in the conversation ('097 123', then '4567'): 422, the transaction rolls back.
 */
async function refuseContactDetails(tx: Tx, conversationId: string, senderId: string, body: string) {
  if (hasContactDetails(body)) throw new HttpError(422, CONTACT_HELD_BACK);
  const previous = await lastBodyFrom(tx, conversationId, senderId);
  if (previous !== null && contactSplitAcross(previous, body)) throw new HttpError(422, CONTACT_HELD_BACK);
}

/** What the service needs from the live events: whether a user has a stream open (on this instance). */
export interface Presence {
  isOnline(userId: string): boolean;
  onAnnounceError(err: unknown): void;
}

/**
 * Platform messaging (issue 27, ADR 025): one conversation per load and transporter. Every read
 * names the caller as a party in its SQL; a send is one transaction (conversation, message, the
 * sender's read position, the receiver's notification and digest) announced after its commit.
 */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly presence: Presence,
  ) {}

  /**
   * Sends a message on a load: a transporter in its own conversation (an open load it can see, or
   * one it bid on), the owner in the conversation with the transporter it names (one who wrote,
   * bid, or carries the load).
   */
  async send(caller: Caller, quoteId: string, input: SendMessageInput): Promise<SentMessage> {
    if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    const owner = caller.role === 'cargo-owner';
    const transporterId = owner ? input.transporterId : caller.userId;
    if (!transporterId) throw badRequest(TRANSPORTER_REQUIRED);
    if (!isUuid(transporterId)) throw notFound(CONVERSATION_NOT_FOUND);
    const body = input.body.trim();
    const sent = await transactionAnnouncing(this.db, async (tx) => {
      await lockSender(tx, caller.userId);
      const sender = await findCurrentUser(tx, caller);
      const load = await findLoadForMessage(tx, quoteId, transporterId);
      if (!load || (owner && load.ownerId !== caller.userId)) {
        throw notFound(owner || !load ? QUOTE_NOT_FOUND : CONVERSATION_NOT_FOUND);
      }
      const open = effectiveQuoteStatus(load.status, load.expiresAt) === 'ACTIVE';
      const known = load.transporterDealt || load.conversationId !== null;
      // A transporter sees open loads and those it dealt with; the owner writes to those who did.
      if (!owner && !open && !known) throw notFound(QUOTE_NOT_FOUND);
      if (owner && !known) throw notFound(CONVERSATION_NOT_FOUND);
      const conversationId = load.conversationId ?? (await upsertConversation(tx, quoteId, transporterId));
      const row = await findPartyConversation(tx, caller.userId, conversationId);
      if (!row) throw notFound(CONVERSATION_NOT_FOUND);
      const access = accessOf(row);
      if (!access.writable) throw conflict(access.readOnlyReason ?? CONVERSATION_NOT_FOUND);
      if (!access.contactAllowed) await refuseContactDetails(tx, conversationId, sender.id, body);
      const recent = await sentRecently(tx, sender.id);
      if (recent.minute >= MESSAGES_PER_MINUTE) throw tooManyRequests(MESSAGE_RATE_MINUTE);
      if (recent.day >= MESSAGES_PER_DAY) throw tooManyRequests(MESSAGE_RATE_DAY);

      const message = await insertMessage(tx, { conversationId, senderId: sender.id, body });
      // Replying reads what came before: the sender's read position and its bell's notification.
      await markConversationRead(tx, conversationId, sender.id, message.id);
      await readMessageNotifications(tx, sender.id, conversationId);
      const receiverId = owner ? transporterId : load.ownerId;
      const notificationId = await notifyMessage(tx, {
        userId: receiverId,
        conversationId,
        quoteId,
        shipmentId: access.stage === 'shipment' ? row.shipmentId : null,
        cargo: load.cargo,
        from: load.fromLocation,
        to: load.toLocation,
        sender: sender.companyName || sender.fullName,
      });
      await this.queueDigest(tx, conversationId, receiverId, notificationId);
      return { message, conversationId, notificationId };
    });
    announceMessage(
      this.db,
      { c: sent.conversationId, q: quoteId, i: sent.message.id, n: sent.notificationId },
      (err) => this.presence.onAnnounceError(err),
    );
    return { message: toMessageDto(sent.message, caller.userId), conversationId: sent.conversationId };
  }

  /**
   * An e-mail/SMS for a receiver who is not on the site (no open stream on this instance), whose
   * settings allow it, at most once per conversation per quarter hour.
   */
  private async queueDigest(
    tx: Tx,
    conversationId: string,
    receiverId: string,
    notificationId: number,
  ): Promise<void> {
    if (this.presence.isOnline(receiverId)) return;
    const receiver = await findDigestReceiver(tx, receiverId);
    if (!receiver?.active) return;
    const email = receiver.emailNotifications ? receiver.email : null;
    const phone = receiver.smsNotifications && receiver.phoneNumber !== '' ? receiver.phoneNumber : null;
    if (!email && !phone) return;
    if (!(await claimDigest(tx, conversationId, receiverId, MESSAGE_DIGEST_WINDOW_MS))) return;
    await queueDigest(tx, notificationId, { email, phone });
  }

  /** The caller's conversations (on one load when `quoteId` is given). */
  async list(caller: Caller, quoteId: string | null = null): Promise<Conversation[]> {
    if (quoteId !== null && !isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
    const rows = await partyConversations(this.db, caller.userId, quoteId);
    const now = new Date();
    return rows.map((row) => toConversationDto(row, caller, now));
  }

  async get(caller: Caller, conversationId: string): Promise<Conversation> {
    if (!isUuid(conversationId)) throw notFound(CONVERSATION_NOT_FOUND);
    const row = await findPartyConversation(this.db, caller.userId, conversationId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return toConversationDto(row, caller);
  }

  /** A page of messages, oldest to newest; `before` pages back. */
  async messages(caller: Caller, conversationId: string, before: number | null): Promise<MessagesPage> {
    if (!isUuid(conversationId)) throw notFound(CONVERSATION_NOT_FOUND);
    const row = await findPartyConversation(this.db, caller.userId, conversationId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return this.page(conversationId, before, (m) => toMessageDto(m, caller.userId));
  }

  private async page<T>(
    conversationId: string,
    before: number | null,
    map: (m: Awaited<ReturnType<typeof messagesPage>>[number]) => T,
  ): Promise<{ messages: T[]; hasMore: boolean }> {
    const rows = await messagesPage(this.db, conversationId, before, MESSAGES_PAGE_SIZE + 1);
    const hasMore = rows.length > MESSAGES_PAGE_SIZE;
    return { messages: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(map), hasMore };
  }

  /** The caller has read up to `upTo`: its unread count and its bell's notification of it go. */
  async markRead(caller: Caller, conversationId: string, upTo: number): Promise<{ unreadCount: number }> {
    if (!isUuid(conversationId)) throw notFound(CONVERSATION_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const row = await findPartyConversation(tx, caller.userId, conversationId);
      if (!row) throw notFound(CONVERSATION_NOT_FOUND);
      await markConversationRead(tx, conversationId, caller.userId, upTo);
      const [after] = await partyConversations(tx, caller.userId, row.quoteId).then((rows) =>
        rows.filter((r) => r.id === conversationId),
      );
      if (after?.unreadCount === 0) await readMessageNotifications(tx, caller.userId, conversationId);
      return { unreadCount: after?.unreadCount ?? 0 };
    });
  }

  /** A party reports the other party's message; admins then see that conversation. */
  async report(caller: Caller, messageId: string, reason: string): Promise<Message> {
    const id = Number(messageId);
    if (!/^\d{1,15}$/.test(messageId) || !Number.isSafeInteger(id) || id < 1)
      throw notFound(MESSAGE_NOT_FOUND);
    return transactionAnnouncing(this.db, async (tx) => {
      const message = await findPartyMessage(tx, caller.userId, id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      if (message.senderId === caller.userId) throw badRequest(OWN_MESSAGE_REPORT);
      if (message.reportedAt) throw conflict(ALREADY_REPORTED);
      await reportMessage(tx, id, caller.userId, reason);
      const [row] = await messagesPage(tx, message.conversationId, id + 1, 1);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return toMessageDto(row, caller.userId);
    });
  }

  /** Admins: the conversations with a reported message, and nothing else. */
  async reported(admin: Caller): Promise<ReportedConversation[]> {
    const rows = await reportedConversations(this.db);
    return rows.map((row) => toReportedConversationDto(row, admin));
  }

  /** Admins: the messages of a conversation with a reported message; any other answers 404. */
  async reportedMessages(admin: Caller, conversationId: string, before: number | null) {
    if (!isUuid(conversationId)) throw notFound(CONVERSATION_NOT_FOUND);
    const row = await findReportedConversation(this.db, conversationId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return this.page<AdminMessage>(conversationId, before, (m) => toAdminMessageDto(m, admin.userId));
  }
}
