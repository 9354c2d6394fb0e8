import { z } from 'zod';

/**
 * Characters nobody types into a form: C0 controls (NUL among them, which PostgreSQL refuses in
 * text), DEL and C1 controls, and halves of a surrogate pair (not text at all). Tab, newline and
 * carriage return are allowed in multi-line fields only.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds a character no form field accepts (see above). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_SINGLE_LINE_ALL = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_MULTI_LINE_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * `value` without the characters `hasForbiddenCharacters` finds, for a form whose sender cannot be
 * asked again (the landing's contact form): what they pasted is kept, less what nobody can see.
 */
export function stripForbiddenCharacters(value: string, multiline = false): string {
  return value
    .replace(multiline ? CONTROL_MULTI_LINE_ALL : CONTROL_SINGLE_LINE_ALL, '')
    .replace(LONE_SURROGATE_ALL, '');
}

export const forbiddenCharactersMessage = (field: string) =>
  `${field} contains characters that are not allowed`;

/**
 * Format characters (Unicode Cf): bidirectional overrides and isolates, zero-width spaces and
 * joiners, the byte-order mark. Invisible, they make a name read other than it is written:
 * "\u202Enimda\u202C Admin" shows as "admin Admin".
 */
const FORMAT_CHARACTER = /\p{Cf}/u;

/**
 * A name as people will see it: format characters refused, then NFKC, which folds compatibility
 * look-alikes onto the letters they imitate ("Ｎｊｉｒａ" → "Njira", "ﬁ" → "fi") as the PRECIS
 * Nickname profile (RFC 8266) does for names shown to others.
 */
export function isNameText(value: string): boolean {
  return !FORMAT_CHARACTER.test(value);
}

/**
 * The bidirectional controls (the Arabic letter mark, LRM, RLM, the embeddings and overrides
 * U+202A-U+202E, the isolates U+2066-U+2069). One of them makes text read other than it is
 * written: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". Other format characters stay in
 * free text: the zero-width joiner holds emoji such as 👨‍👩‍👧 together.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `value` without its bidirectional controls (free text: a message, a description, an address). */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export interface TextOptions {
  /** Longest accepted, after trimming. */
  max: number;
  /** Tabs and line breaks allowed (descriptions, notes). */
  multiline?: boolean;
  /** A person's or a company's name, shown to others: no format characters, NFKC (isNameText). */
  name?: boolean;
  /** When set, an empty value is refused with this message. */
  required?: string;
  /** Message for a value that is not a string; default '{field} must be text'. */
  notText?: string;
  /** Message for a value over `max`; default '{field} must be at most {max} characters'. */
  tooLong?: string;
}

/**
 * Every free-text input goes through this: trimmed, refused when it holds control characters or
 * broken surrogates (so nothing that PostgreSQL would choke on gets past validation), with
 * messages that name the field. Bidirectional controls are taken out of free text (a name refuses
 * them with every other format character), so nobody reads a message other than it was written.
 */
export function textField(field: string, opts: TextOptions) {
  const base = z
    .string({ error: opts.notText ?? `${field} must be text` })
    .refine((v) => !hasForbiddenCharacters(v, opts.multiline) && (!opts.name || isNameText(v)), {
      error: forbiddenCharactersMessage(field),
      abort: true,
    })
    .transform((v) => (opts.name ? v.normalize('NFKC') : withoutBidiControls(v)).trim());
  const required = opts.required;
  return base.pipe(
    required
      ? z
          .string()
          .min(1, { error: required, abort: true })
          .max(opts.max, opts.tooLong ?? `${field} must be at most ${opts.max} characters`)
      : z.string().max(opts.max, opts.tooLong ?? `${field} must be at most ${opts.max} characters`),
  );
}

/** Optional free text: absent when empty or null. */
export const optionalText = (max: number, field: string, multiline = false) =>
  textField(field, { max, multiline })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
