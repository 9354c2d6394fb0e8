import { constants, createHash, type KeyObject, sign, timingSafeEqual, verify } from 'node:crypto';
import type { IncomingCallback } from './gateway.ts';

/**
 * RFC 9421 message signatures as pawaPay uses them (https://docs.pawapay.io/v2/docs/signatures): we sign
 * our financial requests and check pawaPay's callbacks. A message carries a Content-Digest of its body,
 * a `Signature-Date` and a `sig-pp` signature over `@method @authority @path signature-date
 * content-digest content-type` (alg, keyid, created, expires), in one of the four algorithms pawaPay
 * accepts (https://docs.pawapay.io/dashboard/other/system_conf/api_tokens).
 */
export type SignatureAlgorithm =
  | 'ecdsa-p256-sha256'
  | 'ecdsa-p384-sha384'
  | 'rsa-v1_5-sha256'
  | 'rsa-pss-sha512';

/** Our key for signing requests; `keyId` is the id pawaPay's dashboard gave its public half. */
export interface SigningKey {
  keyId: string;
  algorithm: SignatureAlgorithm;
  privateKey: KeyObject;
}

/** A key that checks signatures naming `keyId` (pawaPay's are listed at GET /v2/public-key/http). */
export interface VerifyingKey {
  keyId: string;
  algorithm: SignatureAlgorithm;
  publicKey: KeyObject;
}

/** A request as it goes on the wire: `path` may carry a query, `authority` is the URL's host[:port]. */
export interface SignableMessage {
  method: string;
  path: string;
  authority: string;
  headers: Record<string, string>;
  body: Buffer;
}

const LABEL = 'sig-pp';
const COVERED = ['@method', '@authority', '@path', 'signature-date', 'content-digest', 'content-type'];
/** What a signature must cover to be believed: the body (through its digest), the method, the path. */
const REQUIRED = ['@method', '@path', 'content-digest'];
const LIFETIME_SECONDS = 60;
/** A signature is believed only with its `created`, at most this old (no replay of a captured one). */
export const SIGNATURE_MAX_AGE_SECONDS = 300;
/** How far ahead of our clock a `created` may be (the sender's clock runs fast). */
export const SIGNATURE_CLOCK_SKEW_SECONDS = 60;

/** Hash, key type and curve of each algorithm; `raw` is the length of an r||s ECDSA signature. */
type Spec = { hash: string; keyTypes: string[]; curve?: string; raw?: number };
const ALGORITHMS: Record<SignatureAlgorithm, Spec> = {
  'ecdsa-p256-sha256': { hash: 'sha256', keyTypes: ['ec'], curve: 'prime256v1', raw: 64 },
  'ecdsa-p384-sha384': { hash: 'sha384', keyTypes: ['ec'], curve: 'secp384r1', raw: 96 },
  'rsa-v1_5-sha256': { hash: 'sha256', keyTypes: ['rsa'] },
  'rsa-pss-sha512': { hash: 'sha512', keyTypes: ['rsa', 'rsa-pss'] },
};
const DIGESTS: Record<string, string> = { 'sha-256': 'sha256', 'sha-512': 'sha512' };

/** The Content-Digest of a body, `sha-512=:<base64>:` (RFC 9530; pawaPay's own signers use sha-512). */
export function contentDigest(body: Buffer): string {
  return `sha-512=:${createHash('sha512').update(body).digest('base64')}:`;
}

/**
 * The headers that sign `message` with `key`: 'content-digest', 'signature-date', 'signature-input'
 * and 'signature'; `content-type` is covered when the message has one. ECDSA signatures are DER, as
 * pawaPay's own signers make them and its verifier takes them (github.com/pawaPay/signatures-java-example
 * signs with JCA SHA256withECDSA); `verifyMessage` takes DER and RFC 9421's raw r||s alike.
 */
export function signMessage(msg: SignableMessage, key: SigningKey, now = new Date()): Record<string, string> {
  const added = { 'content-digest': contentDigest(msg.body), 'signature-date': now.toISOString() };
  const given = Object.entries(msg.headers).map(([name, value]) => [name.toLowerCase(), value]);
  const headers: Record<string, string> = { ...Object.fromEntries(given), ...added };
  const covered = COVERED.filter((name) => name.startsWith('@') || headers[name] !== undefined);
  const created = Math.floor(now.getTime() / 1000);
  const params = `(${covered.map(sfString).join(' ')});alg=${sfString(key.algorithm)};keyid=${sfString(key.keyId)};created=${created};expires=${created + LIFETIME_SECONDS}`;
  const base = signatureBase({ ...msg, headers }, params);
  if (base === null) throw new Error('The message has a value that cannot be signed');
  const options = { key: key.privateKey, dsaEncoding: 'der' as const, ...rsaPadding(key.algorithm) };
  const signature = sign(ALGORITHMS[key.algorithm].hash, Buffer.from(base), options).toString('base64');
  return { ...added, 'signature-input': `${LABEL}=${params}`, signature: `${LABEL}=:${signature}:` };
}

/**
 * True only when the Content-Digest matches the body and a signature by one of `keys` (same keyid,
 * same `alg` when it names one) covers it, the method and the path, and is fresh: `created` given, at
 * most five minutes old, and `expires` not passed (a minute of clock skew allowed). Authority comes from
 * the 'host' header. Never throws on malformed input: false.
 */
export function verifyMessage(
  message: IncomingCallback,
  keys: readonly VerifyingKey[],
  now = new Date(),
): boolean {
  try {
    // A header that is absent reads undefined, as componentValue expects.
    const headers = message.headers as Record<string, string>;
    const digest = headers['content-digest'];
    if (digest === undefined || !digestMatches(digest, message.rawBody)) return false;
    const inputs = new SfParser(headers['signature-input'] ?? '').dictionary();
    const signatures = new SfParser(headers.signature ?? '').dictionary();
    const signable = { ...message, authority: headers.host ?? '', headers, body: message.rawBody };
    return [...inputs].some(([label, input]) => {
      const signature = signatures.get(label)?.value;
      return Buffer.isBuffer(signature) && verifyMember(input, signature, { message: signable, keys, now });
    });
  } catch {
    return false;
  }
}

/** The keyids a message's Signature-Input names (none when absent or malformed): which keys to look up. */
export function signatureKeyIds(headers: Record<string, string | undefined>): string[] {
  try {
    const inputs = new SfParser(headers['signature-input'] ?? '').dictionary();
    return [...inputs.values()].map((m) => m.params.get('keyid')).filter((id) => typeof id === 'string');
  } catch {
    return [];
  }
}

/**
 * The RFC 9421 signature base of `message` (lower-case header names) for a Signature-Input member value,
 * or null when it names a component twice, one the message lacks or one not resolved here. Exported to
 * check a captured pawaPay callback in the tests, and to debug a signature.
 */
export function signatureBase(message: SignableMessage, signatureParams: string): string | null {
  const parser = new SfParser(signatureParams);
  const list = parser.member().value;
  if (!Array.isArray(list) || parser.i !== signatureParams.length) return null;
  const names = list.map((c) => (typeof c.value === 'string' && c.params.size === 0 ? c.value : ''));
  if (new Set(names).size !== names.length) return null;
  const lines = names.map((name) => {
    const value = componentValue(name, message);
    return value === null || /[\r\n]/.test(value) ? null : `${sfString(name)}: ${value}`;
  });
  return lines.includes(null) ? null : [...lines, `"@signature-params": ${signatureParams}`].join('\n');
}

type Context = { message: SignableMessage; keys: readonly VerifyingKey[]; now: Date };

function verifyMember(input: Member, signature: Buffer, { message, keys, now }: Context): boolean {
  const covered = Array.isArray(input.value) ? input.value.map((item) => item.value) : [];
  if (!REQUIRED.every((name) => covered.includes(name))) return false;
  if (!fresh(input.params.get('created'), input.params.get('expires'), now)) return false;
  const base = signatureBase(message, input.raw);
  const [keyId, alg] = [input.params.get('keyid'), input.params.get('alg')];
  const named = keys.filter((k) => k.keyId === keyId && (alg === undefined || alg === k.algorithm));
  return base !== null && named.some((key) => verifyWith(key, Buffer.from(base), signature));
}

function verifyWith(key: VerifyingKey, data: Buffer, signature: Buffer): boolean {
  const spec = ALGORITHMS[key.algorithm];
  if (!spec.keyTypes.includes(key.publicKey.asymmetricKeyType ?? '')) return false;
  if (spec.curve !== undefined && key.publicKey.asymmetricKeyDetails?.namedCurve !== spec.curve) return false;
  const dsaEncoding = signature.length === spec.raw ? 'ieee-p1363' : 'der';
  const options = { key: key.publicKey, dsaEncoding, ...rsaPadding(key.algorithm) } as const;
  return verify(spec.hash, data, options, signature);
}

/** RSASSA-PSS with SHA-512 and a 64-byte salt (RFC 9421 §3.3.1), or PKCS#1 v1.5; nothing for ECDSA. */
function rsaPadding(algorithm: SignatureAlgorithm) {
  if (algorithm === 'rsa-pss-sha512') return { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 };
  if (algorithm === 'rsa-v1_5-sha256') return { padding: constants.RSA_PKCS1_PADDING };
  return {};
}

function fresh(created: Bare | undefined, expires: Bare | undefined, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (!Number.isInteger(created)) return false;
  const age = seconds - Number(created);
  if (age > SIGNATURE_MAX_AGE_SECONDS || age < -SIGNATURE_CLOCK_SKEW_SECONDS) return false;
  return (
    expires === undefined ||
    (Number.isInteger(expires) && seconds <= Number(expires) + SIGNATURE_CLOCK_SKEW_SECONDS)
  );
}

/** Every digest the header gives in an algorithm we know must match the body, and there must be one. */
function digestMatches(header: string, body: Buffer): boolean {
  const known = [...new SfParser(header).dictionary()].filter(([name]) => DIGESTS[name] !== undefined);
  return (
    known.length > 0 &&
    known.every(([name, { value }]) => {
      const actual = createHash(DIGESTS[name] ?? '')
        .update(body)
        .digest();
      return Buffer.isBuffer(value) && value.length === actual.length && timingSafeEqual(value, actual);
    })
  );
}

function componentValue(name: string, message: SignableMessage): string | null {
  const queryAt = message.path.indexOf('?');
  const path = queryAt === -1 ? message.path : message.path.slice(0, queryAt);
  if (name === '@method') return message.method;
  if (name === '@authority') return message.authority.toLowerCase();
  if (name === '@path') return path === '' ? '/' : path;
  if (name === '' || name.startsWith('@')) return null;
  return message.headers[name]?.trim() ?? null;
}

function sfString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error('Not a structured-field string');
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

// RFC 8941 structured fields: as much as Signature-Input, Signature and Content-Digest use.
type Bare = string | number | boolean | Buffer;
type Params = Map<string, Bare>;
/** A dictionary member; `raw` is its value's text as sent (what `@signature-params` covers). */
type Item = { value: Bare; params: Params };
interface Member {
  value: Bare | Item[];
  params: Params;
  raw: string;
}

const KEY = /^[a-z*][a-z0-9_\-.*]*/;
const BARE_ITEMS: [RegExp, (match: RegExpExecArray) => Bare][] = [
  [/^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"/, (m) => (m[1] ?? '').replace(/\\(["\\])/g, '$1')],
  [/^:([A-Za-z0-9+/]*={0,2}):/, (m) => Buffer.from(m[1] ?? '', 'base64')],
  [/^\?([01])/, (m) => m[1] === '1'],
  [/^-?\d{1,15}(?:\.\d{1,3})?/, (m) => Number(m[0])],
  [/^[A-Za-z*][!#$%&'*+\-.^_`|~\w:/]*/, (m) => m[0]],
];

class SfParser {
  i = 0;
  constructor(readonly text: string) {}

  dictionary(): Map<string, Member> {
    const members = new Map<string, Member>();
    this.skip(' ');
    while (this.i < this.text.length) {
      const key = this.match(KEY)[0];
      const member = this.eat('=') ? this.member() : { value: true, params: this.params(), raw: '' };
      members.set(key, member);
      this.skip(' \t');
      if (this.i >= this.text.length) break;
      if (!this.eat(',')) throw new SyntaxError('Expected a comma');
      this.skip(' \t');
      if (this.i >= this.text.length) throw new SyntaxError('Trailing comma');
    }
    return members;
  }

  member(): Member {
    const start = this.i;
    const value = this.eat('(') ? this.innerList() : this.bare();
    const params = this.params();
    return { value, params, raw: this.text.slice(start, this.i) };
  }

  private innerList(): Item[] {
    const items: Item[] = [];
    for (;;) {
      this.skip(' ');
      if (this.eat(')')) return items;
      items.push({ value: this.bare(), params: this.params() });
      if (this.text[this.i] !== ' ' && this.text[this.i] !== ')') throw new SyntaxError('Unterminated list');
    }
  }

  private params(): Params {
    const params: Params = new Map();
    while (this.eat(';')) {
      this.skip(' ');
      const key = this.match(KEY)[0];
      params.set(key, this.eat('=') ? this.bare() : true);
    }
    return params;
  }

  private bare(): Bare {
    const item = BARE_ITEMS.find(([pattern]) => pattern.test(this.text.slice(this.i)));
    if (!item) throw new SyntaxError('Not a structured-field item');
    return item[1](this.match(item[0]));
  }

  private match(pattern: RegExp): RegExpExecArray {
    const match = pattern.exec(this.text.slice(this.i));
    if (!match) throw new SyntaxError('Unexpected character');
    this.i += match[0].length;
    return match;
  }

  private eat(char: string): boolean {
    if (this.text[this.i] !== char) return false;
    this.i++;
    return true;
  }

  private skip(chars: string) {
    while (this.i < this.text.length && chars.includes(this.text[this.i] as string)) this.i++;
  }
}
