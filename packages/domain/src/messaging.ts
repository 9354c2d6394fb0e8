import { contactSharedOn } from './contact.ts';
import type { ShipmentStatus } from './statuses.ts';

/**
 * Platform messaging (issue 27, ADR 025): one conversation per load and transporter, which carries
 * on into the shipment when that transporter's bid is accepted. The rules here are pure: who may
 * write when. What counts as contact details is `contact-in-text.ts`'s rule.
 */

export const MESSAGE_MAX = 2000;
export const REPORT_REASON_MAX = 500;

/** At most this many messages per sender per minute and per day (429 beyond). */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 200;
export const MESSAGE_RATE_MINUTE =
  'You are sending messages too quickly. Please wait a minute and try again.';
export const MESSAGE_RATE_DAY = `You have sent ${MESSAGES_PER_DAY} messages today, the most allowed. Please try again tomorrow.`;

/** A delivered shipment's conversation stays writable this long after delivery. */
export const CONVERSATION_OPEN_AFTER_DELIVERY_DAYS = 30;

/** The receiver gets at most one e-mail/SMS digest per conversation in this window. */
export const MESSAGE_DIGEST_WINDOW_MS = 15 * 60_000;

export const CONTACT_HELD_BACK =
  'Messages cannot include phone numbers or e-mail addresses before the payment is held in escrow. Keep talking here — contact details are shared after payment confirmation.';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const OWN_MESSAGE_REPORT = 'You can only report messages from the other party';
export const ALREADY_REPORTED = 'This message has already been reported';

export const READ_ONLY_OTHER_TRANSPORTER =
  'This load was booked with another transporter, so this conversation is read-only.';
export const READ_ONLY_LOAD_CLOSED = 'This load is no longer open, so this conversation is read-only.';
export const READ_ONLY_SHIPMENT_CANCELLED = 'This shipment was cancelled, so this conversation is read-only.';
export const READ_ONLY_DELIVERED = `This shipment was delivered more than ${CONVERSATION_OPEN_AFTER_DELIVERY_DAYS} days ago, so this conversation is read-only.`;

/** Where a conversation stands: questions about an open load, the booked shipment, or closed. */
export type ConversationStage = 'load' | 'shipment' | 'closed';

/** What the rule needs to know about a conversation's load and the transporter's shipment on it. */
export interface ConversationFacts {
  /** The load's status as a reader sees it (`effectiveQuoteStatus`). */
  quoteStatus: 'ACTIVE' | 'ACCEPTED' | 'EXPIRED' | 'CANCELLED';
  /** The newest shipment of this load with this conversation's transporter, if any. */
  shipment: { status: ShipmentStatus; deliveredAt: Date | null; paid: boolean } | null;
  now: Date;
}

export interface ConversationAccess {
  stage: ConversationStage;
  /** Whether either party may send a message now. */
  writable: boolean;
  /** Whether a message may carry a phone number or e-mail address (once paid, `contactSharedOn`). */
  contactAllowed: boolean;
  /** Why it is read-only, in words; null while writable. */
  readOnlyReason: string | null;
}

const closed = (readOnlyReason: string): ConversationAccess => ({
  stage: 'closed',
  writable: false,
  contactAllowed: false,
  readOnlyReason,
});

/**
 * Who may write when. While the load is open both parties talk about it, contact details held
 * back. Once booked, only the accepted transporter's conversation goes on (as the shipment's),
 * until the shipment is cancelled or 30 days after delivery; the others' become read-only. Contact
 * details are held back until the payment is held (`contactSharedOn`), as everywhere else.
 */
export function conversationAccess(f: ConversationFacts): ConversationAccess {
  if (f.quoteStatus === 'ACTIVE') {
    return { stage: 'load', writable: true, contactAllowed: false, readOnlyReason: null };
  }
  const s = f.shipment;
  if (!s) return closed(f.quoteStatus === 'ACCEPTED' ? READ_ONLY_OTHER_TRANSPORTER : READ_ONLY_LOAD_CLOSED);
  if (s.status === 'CANCELLED') return closed(READ_ONLY_SHIPMENT_CANCELLED);
  if (s.status === 'DELIVERED' && s.deliveredAt) {
    const until = s.deliveredAt.getTime() + CONVERSATION_OPEN_AFTER_DELIVERY_DAYS * 86_400_000;
    if (f.now.getTime() > until) return closed(READ_ONLY_DELIVERED);
  }
  return { stage: 'shipment', writable: true, contactAllowed: contactSharedOn(s), readOnlyReason: null };
}
