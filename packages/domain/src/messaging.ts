import type { ShipmentStatus } from './statuses.ts';

/**
 * Platform messaging (issue 27, ADR 025): one conversation per load and transporter, which carries
 * on into the shipment when that transporter's bid is accepted. The rules here are pure: who may
 * write when, and what counts as contact details before acceptance.
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
  'Messages cannot include phone numbers or e-mail addresses before a bid is accepted. Keep talking here — contact details are shared once the load is booked.';

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
  shipment: { status: ShipmentStatus; deliveredAt: Date | null } | null;
  now: Date;
}

export interface ConversationAccess {
  stage: ConversationStage;
  /** Whether either party may send a message now. */
  writable: boolean;
  /** Whether a message may carry a phone number or e-mail address (only once booked). */
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
 * until the shipment is cancelled or 30 days after delivery; the others' become read-only.
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
  return { stage: 'shipment', writable: true, contactAllowed: true, readOnlyReason: null };
}

export interface ContactDetails {
  phones: string[];
  emails: string[];
}

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** A run of digits with the separators people type inside a number (space, dot, dash, brackets). */
const DIGIT_RUN = /\+?\(?\d(?:[ .\-()]{0,2}\d)+/g;

/** Zambian mobile (097…, 096…, 095…, 077…, 076…, 075…) or Lusaka-style landline (021…), without the 0. */
const ZAMBIAN_SUBSCRIBER = /^(?:[79][5-7]\d{7}|21\d{7})$/;

function isPhoneDigits(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  const international = run.startsWith('+') || digits.startsWith('00');
  if (international) {
    const rest = digits.startsWith('00') ? digits.slice(2) : digits;
    return rest.length >= 8 && rest.length <= 15;
  }
  if (digits.startsWith('260')) return ZAMBIAN_SUBSCRIBER.test(digits.slice(3));
  if (digits.startsWith('0')) return ZAMBIAN_SUBSCRIBER.test(digits.slice(1));
  return ZAMBIAN_SUBSCRIBER.test(digits);
}

/**
 * Whether some consecutive groups of a digit run make a phone number: a number may sit next to
 * another figure ("after 5 0971234567", "0971234567 30 tonnes").
 */
function holdsPhone(run: string): boolean {
  const groups = run.match(/\+?\d+/g) ?? [];
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j <= groups.length; j++) {
      if (isPhoneDigits(groups.slice(i, j).join(''))) return true;
    }
  }
  return false;
}

const EMAIL = /[\w.+-]+\s*@\s*[\w-]+(?:\s*\.\s*[\w-]+)*\s*\.\s*[a-z]{2,}/gi;
/** "name (at) domain (dot) com", "name [at] domain.com": the bracketed forms. */
const EMAIL_BRACKETED =
  /[\w.+-]+\s*[([{]\s*at\s*[)\]}]\s*[\w-]+(?:\s*(?:\.|[([{]\s*dot\s*[)\]}])\s*[\w-]+)*\s*(?:\.|[([{]\s*dot\s*[)\]}])\s*[a-z]{2,}\b/gi;
/** "name at domain dot com": plain words, so both "at" and at least one "dot" are required. */
const EMAIL_WORDS = /\b[\w.+-]+\s+at\s+[\w-]+(?:\s+dot\s+[\w-]+)*\s+dot\s+[a-z]{2,6}\b/gi;

/**
 * The phone numbers and e-mail addresses written in a message, as typed. Phones: Zambian numbers
 * in their usual forms (+260 97 123 4567, 0971234567, 097-123-4567, 0 9 7 1 2 3 4 5 6 7, digits in
 * words) and any number written with a leading + or 00; a price (K 12,000), a weight (30 tonnes),
 * a date (2026-11-27) or a list of figures is not one. E-mail: addresses, also spelled out
 * ("name at domain dot com").
 */
export function findContactDetails(text: string): ContactDetails {
  const spelled = text.replace(/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi, (w) => {
    return NUMBER_WORDS[w.toLowerCase()] ?? w;
  });
  const phones = (spelled.match(DIGIT_RUN) ?? []).map((r) => r.trim()).filter(holdsPhone);
  const emails = [
    ...(text.match(EMAIL) ?? []),
    ...(text.match(EMAIL_BRACKETED) ?? []),
    ...(text.match(EMAIL_WORDS) ?? []),
  ];
  return { phones, emails };
}

export function hasContactDetails(text: string): boolean {
  const found = findContactDetails(text);
  return found.phones.length > 0 || found.emails.length > 0;
}
