import {
  type AdminMessage,
  type Conversation,
  conversationAccess,
  effectiveQuoteStatus,
  type Message,
  type ReportedConversation,
} from '@njira/domain';
import type { ConversationListRow, ConversationRow } from '../../db/queries/conversations.ts';
import type { ReportedConversationRow } from '../../db/queries/message-reports.ts';
import type { MessageRow } from '../../db/queries/messages.ts';
import type { Caller } from '../../lib/caller.ts';
import { toPartyDto } from '../parties/party-dto.ts';

/** Who may write in a conversation now, from its row (the domain's rule). */
export function accessOf(row: ConversationRow, now = new Date()) {
  return conversationAccess({
    quoteStatus: effectiveQuoteStatus(row.quoteStatus, row.expiresAt, now),
    shipment: row.shipmentStatus
      ? { status: row.shipmentStatus, deliveredAt: row.deliveredAt, paid: row.shipmentPaid }
      : null,
    now,
  });
}

/**
 * Both parties as the viewer may see them. Messaging never carries contact by itself: the other
 * party's phone and e-mail go where ADR 023 puts them (the shipment's contact card), so the viewer
 * is never counted as the counterpart here.
 */
function parties(row: ConversationRow, viewer: Caller) {
  const owner = toPartyDto(
    {
      id: row.ownerId,
      fullName: row.ownerFullName,
      companyName: row.ownerCompanyName,
      email: row.ownerEmail,
      phoneNumber: row.ownerPhone,
      showContactInfo: row.ownerShowContact,
    },
    { viewer, counterpart: false },
  );
  const transporter = toPartyDto(
    {
      id: row.transporterId,
      fullName: row.transporterFullName,
      companyName: row.transporterCompanyName,
      email: row.transporterEmail,
      phoneNumber: row.transporterPhone,
      showContactInfo: row.transporterShowContact,
    },
    { viewer, counterpart: false },
  );
  return { owner, transporter };
}

function load(row: ConversationRow) {
  return { cargo: row.cargo, fromLocation: row.fromLocation, toLocation: row.toLocation };
}

export function toConversationDto(
  row: ConversationRow | ConversationListRow,
  viewer: Caller,
  now = new Date(),
): Conversation {
  const access = accessOf(row, now);
  const list = 'unreadCount' in row ? row : null;
  return {
    id: row.id,
    quoteId: row.quoteId,
    shipmentId: row.shipmentId,
    load: load(row),
    ...parties(row, viewer),
    lastMessage:
      list?.lastBody && list.lastAt
        ? {
            body: list.lastBody,
            createdAt: list.lastAt.toISOString(),
            mine: list.lastSenderId === viewer.userId,
          }
        : null,
    unreadCount: list?.unreadCount ?? 0,
    stage: access.stage,
    writable: access.writable,
    contactAllowed: access.contactAllowed,
    readOnlyReason: access.readOnlyReason,
  };
}

export function toMessageDto(row: MessageRow, viewerId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: row.senderCompanyName || row.senderFullName,
    mine: row.senderId === viewerId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    reportedByMe: row.reportedBy === viewerId && row.reportedAt !== null,
  };
}

export function toAdminMessageDto(row: MessageRow, viewerId: string): AdminMessage {
  return {
    ...toMessageDto(row, viewerId),
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportReason: row.reportReason,
  };
}

export function toReportedConversationDto(
  row: ReportedConversationRow,
  viewer: Caller,
): ReportedConversation {
  return {
    id: row.id,
    quoteId: row.quoteId,
    load: load(row),
    ...parties(row, viewer),
    reportedCount: row.reportedCount,
    lastReportedAt: row.lastReportedAt.toISOString(),
  };
}
