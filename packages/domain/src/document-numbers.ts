import { lusakaParts } from './lusaka-time.ts';
import { shortId } from './short-id.ts';

/**
 * Document numbers (issue 26, ADR 021): a number names one content. A receipt's carries a digest
 * of everything it states, so the same facts give the same number and any change (a release, a
 * refund) a new one. A statement of a closed month is final and numbered by its month; the current
 * month's is interim, and its number carries the minute it was issued.
 */

/** What a document states, as JSON: strings, numbers, lists and records of them. */
export type DocumentFacts =
  | string
  | number
  | boolean
  | null
  | readonly DocumentFacts[]
  | { readonly [key: string]: DocumentFacts };

/** JSON with every record's keys sorted, so the same facts serialise alike whatever their order. */
function canonical(value: DocumentFacts): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as { readonly [key: string]: DocumentFacts };
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k] ?? null)}`).join(',')}}`;
}

/**
 * 8 upper-case hex digits of FNV-1a (32 bits) over the canonical facts' UTF-16 code units. Not a
 * seal against forgery (the server that prints a document is its authority): a name for a content,
 * and the few versions of one shipment's receipt do not meet by chance.
 */
export function factsDigest(facts: DocumentFacts): string {
  const text = canonical(facts);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    hash = Math.imul(hash ^ (unit & 0xff), 0x01000193);
    hash = Math.imul(hash ^ (unit >>> 8), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0').toUpperCase();
}

/** 'NJR-R-<shipment short id>-<digest of what the receipt states>'. */
export function receiptNumber(shipmentId: string, facts: DocumentFacts): string {
  return `NJR-R-${shortId(shipmentId)}-${factsDigest(facts)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a moment in Lusaka. */
function lusakaMonth(at: Date): string {
  const p = lusakaParts(at);
  return p ? `${p.year}-${pad(p.month)}` : '';
}

export interface StatementNumber {
  number: string;
  /** The month is not over (the current Lusaka month, or a later one): its content may still grow. */
  interim: boolean;
}

/**
 * A monthly statement's number: `NJR-S-<user short id>-<YYYY-MM>` once the month is over in Lusaka
 * (final: the same number whenever it is issued), else `…-I<YYYYMMDDHHmm>`, the Lusaka minute of
 * issue, since the month's content may still change.
 */
export function statementNumber(userId: string, month: string, issuedAt: Date): StatementNumber {
  const final = `NJR-S-${shortId(userId)}-${month}`;
  if (month < lusakaMonth(issuedAt)) return { number: final, interim: false };
  const p = lusakaParts(issuedAt);
  const stamp = p ? `${p.year}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}` : '';
  return { number: `${final}-I${stamp}`, interim: true };
}

export const INTERIM_STATEMENT_NOTICE = 'Interim statement — the month is not over';
