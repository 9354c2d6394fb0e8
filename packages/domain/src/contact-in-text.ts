import { type Found, findPhones } from './contact-phones.ts';
import { textAsRead } from './text-as-read.ts';

/**
 * One rule holds contact details back in every text the other side reads before payment (issue 39,
 * item 7): messages, bid notes, load texts, and names (refused at sign-up and in the profile). It
 * reads a text as a person would (`textAsRead`) and finds phone numbers (`findPhones`), e-mail
 * addresses, also written 'name at domain dot com', with spaces or brackets, and chat links
 * (WhatsApp, Telegram, Facebook, Messenger, Instagram). Prices, weights, distances, dates, times,
 * truck plates, container numbers, road names and '@dispatch' are not contact details.
 */

export type ContactKind = 'phone' | 'email' | 'link';

/** A contact detail found in a text, where it is in the original text (end exclusive). */
export interface ContactFound {
  kind: ContactKind;
  start: number;
  end: number;
  /** The original text of it. */
  text: string;
}

/** What stands in a text shown to the other side where a contact detail was written. */
export const CONTACT_HELD_BACK_MARK = '[contact details held back]';

const AT = String.raw`(?:\s*@\s*|\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+)`;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** The local part, the '@' in any of its forms, then the domain's labels (the dots any form too). */
const EMAIL_LIKE = new RegExp(
  String.raw`(?<![\w.+-])[a-z0-9_](?:[a-z0-9._%+-]{0,62}[a-z0-9_])?(${AT})(${LABEL}(?:${DOT}${LABEL})+)`,
  'gi',
);
const DOMAIN_PART = new RegExp(`(${DOT})?(${LABEL})`, 'giy');

/**
 * The endings an e-mail written loosely (' at ', '(dot)', spaces around the dot) must have to count:
 * 'at Kitwe. Then' or 'at Ndola. Me and the driver' is a sentence, not an address.
 */
const LOOSE_ENDINGS = new Set([
  'com',
  'net',
  'org',
  'info',
  'biz',
  'africa',
  'email',
  'zm',
  'za',
  'uk',
  'ke',
  'tz',
  'mw',
  'zw',
  'bw',
  'na',
  'mz',
  'ao',
  'cd',
  'io',
]);
const PLAIN_AT = /^@$/;
const PLAIN_DOT = /^\.$/;

/**
 * E-mail addresses. Written plainly ('a@b.cd') any ending counts; written any other way the address
 * must end in a common ending (`LOOSE_ENDINGS`). The longest such reading of the domain is taken.
 */
function findEmails(text: string): Found[] {
  const found: Found[] = [];
  EMAIL_LIKE.lastIndex = 0;
  for (let m = EMAIL_LIKE.exec(text); m; m = EMAIL_LIKE.exec(text)) {
    const at = m[1] ?? '';
    const domain = m[2] ?? '';
    const domainStart = m.index + m[0].length - domain.length;
    const labels: { dot: string; label: string; end: number }[] = [];
    DOMAIN_PART.lastIndex = 0;
    for (let d = DOMAIN_PART.exec(domain); d; d = DOMAIN_PART.exec(domain)) {
      labels.push({ dot: d[1] ?? '', label: (d[2] ?? '').toLowerCase(), end: DOMAIN_PART.lastIndex });
    }
    let end = -1;
    for (let n = labels.length; n >= 2 && end < 0; n--) {
      const used = labels.slice(0, n);
      const last = used[n - 1]?.label ?? '';
      const plain = PLAIN_AT.test(at) && used.slice(1).every((l) => PLAIN_DOT.test(l.dot));
      const ending = plain ? /^[a-z]{2,}$/.test(last) : LOOSE_ENDINGS.has(last);
      if (ending) end = domainStart + (used[n - 1]?.end ?? 0);
    }
    if (end >= 0) {
      found.push({ start: m.index, end });
      EMAIL_LIKE.lastIndex = end;
    } else {
      EMAIL_LIKE.lastIndex = m.index + 1;
    }
  }
  return found;
}

/** A link to a chat or a profile people are reached at, with its path. */
const CHAT_LINK =
  /(?<![\w.-])(?:https?:\/\/)?(?:www\.)?(?:wa\.me|(?:api|chat|web)\.whatsapp\.com|whatsapp\.com|t\.me|telegram\.(?:me|dog|org)|(?:m\.|web\.|mbasic\.)?facebook\.com|fb\.(?:me|com)|m\.me|messenger\.com|instagram\.com|instagr\.am)\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi;

function findLinks(text: string): Found[] {
  return [...text.matchAll(CHAT_LINK)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * The contact details written in `text`, in order, where they are in it: phone numbers, e-mail
 * addresses and chat links however written (see above); overlapping finds are one.
 */
export function findContactDetails(text: string): ContactFound[] {
  const read = textAsRead(text);
  const finds: (Found & { kind: ContactKind })[] = [
    ...findPhones(read.text).map((f) => ({ ...f, kind: 'phone' as const })),
    ...findEmails(read.text).map((f) => ({ ...f, kind: 'email' as const })),
    ...findLinks(read.text).map((f) => ({ ...f, kind: 'link' as const })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: (Found & { kind: ContactKind })[] = [];
  for (const f of finds) {
    const prev = merged[merged.length - 1];
    if (prev && f.start < prev.end) prev.end = Math.max(prev.end, f.end);
    else merged.push({ ...f });
  }
  return merged.map((f) => {
    const start = read.startOf(f.start);
    const end = read.endOf(f.end - 1);
    return { kind: f.kind, start, end, text: text.slice(start, end) };
  });
}

export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}

/** The text with each contact detail in it replaced by `CONTACT_HELD_BACK_MARK`. */
export function holdBackContact(text: string): string {
  let out = '';
  let at = 0;
  for (const f of findContactDetails(text)) {
    out += text.slice(at, f.start) + CONTACT_HELD_BACK_MARK;
    at = f.end;
  }
  return at === 0 ? text : out + text.slice(at);
}

/**
 * Whether a contact detail is written across two texts in a row (a number split over two
 * messages): neither holds one, the two together (on two lines) do.
 */
export function contactSplitAcross(previous: string, next: string): boolean {
  return (
    !hasContactDetails(previous) && !hasContactDetails(next) && hasContactDetails(`${previous}\n${next}`)
  );
}
