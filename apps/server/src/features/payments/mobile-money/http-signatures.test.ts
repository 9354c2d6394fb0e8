import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IncomingCallback } from './gateway.ts';
import {
  contentDigest,
  SIGNATURE_CLOCK_SKEW_SECONDS,
  SIGNATURE_MAX_AGE_SECONDS,
  type SignableMessage,
  type SignatureAlgorithm,
  type SigningKey,
  signatureBase,
  signatureKeyIds,
  signMessage,
  type VerifyingKey,
  verifyMessage,
} from './http-signatures.ts';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const CREATED = NOW.getTime() / 1000;
const BODY = Buffer.from('{"depositId":"8917c345-4791-4285-a416-62f24b6982db","status":"COMPLETED"}');
const MESSAGE: SignableMessage = {
  method: 'POST',
  path: '/api/payments/callbacks/deposits',
  authority: 'njira.example',
  headers: { 'Content-Type': 'application/json' },
  body: BODY,
};
const ALGORITHMS: SignatureAlgorithm[] = [
  'ecdsa-p256-sha256',
  'ecdsa-p384-sha384',
  'rsa-v1_5-sha256',
  'rsa-pss-sha512',
];

function keyPair(algorithm: SignatureAlgorithm, keyId = 'KEY:1') {
  const { privateKey, publicKey } = algorithm.startsWith('ecdsa')
    ? generateKeyPairSync('ec', { namedCurve: algorithm === 'ecdsa-p256-sha256' ? 'P-256' : 'P-384' })
    : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signing: SigningKey = { keyId, algorithm, privateKey };
  const verifying: VerifyingKey = { keyId, algorithm, publicKey };
  return { signing, verifying };
}

const KEYS = Object.fromEntries(ALGORITHMS.map((algorithm) => [algorithm, keyPair(algorithm)]));
const EC = keyPair('ecdsa-p256-sha256');

/** The signed message as a receiver sees it: lower-case headers, Host, the raw body. */
function arrived(signed: Record<string, string>, changes: Partial<IncomingCallback> = {}): IncomingCallback {
  return {
    method: MESSAGE.method,
    path: MESSAGE.path,
    headers: { host: MESSAGE.authority, 'content-type': 'application/json', ...signed },
    rawBody: MESSAGE.body,
    ...changes,
  };
}

/** Headers signed by hand over any Signature-Input member value (to build what signMessage never does). */
function handSigned(params: string, options: { key?: KeyObject; digest?: string; raw?: boolean } = {}) {
  const headers = {
    'content-type': 'application/json',
    'signature-date': NOW.toISOString(),
    'content-digest': options.digest ?? contentDigest(BODY),
  };
  const base = signatureBase({ ...MESSAGE, headers }, params);
  if (base === null) throw new Error('unsignable');
  const key = options.key ?? EC.signing.privateKey;
  const signature = sign('sha256', Buffer.from(base), {
    key,
    dsaEncoding: options.raw ? 'ieee-p1363' : 'der',
  });
  return {
    ...headers,
    'signature-input': `sig-pp=${params}`,
    signature: `sig-pp=:${signature.toString('base64')}:`,
  };
}

const ALL = '("@method" "@authority" "@path" "signature-date" "content-digest" "content-type")';
const PARAMS = `${ALL};alg="ecdsa-p256-sha256";keyid="KEY:1";created=${CREATED}`;

describe('contentDigest', () => {
  it('is the sha-512 of the body, as RFC 9530 gives it', () => {
    expect(contentDigest(Buffer.from('{"hello": "world"}'))).toBe(
      'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    );
  });
});

describe('signMessage', () => {
  it('adds the digest, the date and a sig-pp signature over the components pawaPay covers', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    expect(Object.keys(signed).sort()).toEqual([
      'content-digest',
      'signature',
      'signature-date',
      'signature-input',
    ]);
    expect(signed['content-digest']).toBe(contentDigest(BODY));
    expect(signed['signature-date']).toBe('2026-03-02T10:00:00.000Z');
    expect(signed['signature-input']).toBe(
      `sig-pp=${ALL};alg="ecdsa-p256-sha256";keyid="KEY:1";created=${CREATED};expires=${CREATED + 60}`,
    );
    expect(signed.signature).toMatch(/^sig-pp=:[A-Za-z0-9+/]+={0,2}:$/);
  });

  it('signs the RFC 9421 signature base, with a DER ECDSA signature as pawaPay makes them', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    const base = [
      '"@method": POST',
      '"@authority": njira.example',
      '"@path": /api/payments/callbacks/deposits',
      '"signature-date": 2026-03-02T10:00:00.000Z',
      `"content-digest": ${contentDigest(BODY)}`,
      '"content-type": application/json',
      `"@signature-params": ${signed['signature-input']?.slice('sig-pp='.length)}`,
    ].join('\n');
    const signature = Buffer.from(signed.signature?.slice('sig-pp=:'.length, -1) ?? '', 'base64');
    expect(signature[0]).toBe(0x30);
    expect(
      verify('sha256', Buffer.from(base), { key: EC.verifying.publicKey, dsaEncoding: 'der' }, signature),
    ).toBe(true);
  });

  it('covers content-type only when the message has one', () => {
    const signed = signMessage({ ...MESSAGE, headers: {} }, EC.signing, NOW);
    expect(signed['signature-input']).toMatch(
      /^sig-pp=\("@method" "@authority" "@path" "signature-date" "content-digest"\);/,
    );
    expect(
      verifyMessage(
        arrived(signed, { headers: { host: MESSAGE.authority, ...signed } }),
        [EC.verifying],
        NOW,
      ),
    ).toBe(true);
  });
});

describe('verifyMessage', () => {
  it.each(ALGORITHMS)(
    'accepts what signMessage signed with %s, and not once the body changes',
    (algorithm) => {
      const pair = KEYS[algorithm] as ReturnType<typeof keyPair>;
      const signed = signMessage(MESSAGE, pair.signing, NOW);
      expect(verifyMessage(arrived(signed), [pair.verifying], NOW)).toBe(true);
      expect(
        verifyMessage(
          arrived(signed, { rawBody: Buffer.from('{"status":"FAILED"}') }),
          [pair.verifying],
          NOW,
        ),
      ).toBe(false);
    },
  );

  it('takes the keys that match the keyid and ignores the others', () => {
    const other = keyPair('ecdsa-p256-sha256', 'KEY:2');
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    expect(verifyMessage(arrived(signed), [other.verifying, EC.verifying], NOW)).toBe(true);
  });

  it('refuses a Content-Digest that does not match the body, or none', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    const wrong = { ...signed, 'content-digest': contentDigest(Buffer.from('{}')) };
    const { 'content-digest': _, ...none } = signed;
    expect(verifyMessage(arrived(wrong), [EC.verifying], NOW)).toBe(false);
    expect(verifyMessage(arrived(none), [EC.verifying], NOW)).toBe(false);
  });

  it('refuses an unknown keyid, another key under the keyid, and an alg the key is not for', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    const stranger = keyPair('ecdsa-p256-sha256');
    const rsaNamed: VerifyingKey = { ...EC.verifying, algorithm: 'rsa-v1_5-sha256' };
    expect(verifyMessage(arrived(signed), [{ ...EC.verifying, keyId: 'KEY:9' }], NOW)).toBe(false);
    expect(verifyMessage(arrived(signed), [stranger.verifying], NOW)).toBe(false);
    expect(verifyMessage(arrived(signed), [rsaNamed], NOW)).toBe(false);
    expect(verifyMessage(arrived(signed), [], NOW)).toBe(false);
  });

  it('refuses a message sent elsewhere than it was signed for', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    const keys = [EC.verifying];
    expect(verifyMessage(arrived(signed, { path: '/api/payments/callbacks/payouts' }), keys, NOW)).toBe(
      false,
    );
    expect(verifyMessage(arrived(signed, { method: 'PUT' }), keys, NOW)).toBe(false);
    const elsewhere = arrived(signed);
    expect(
      verifyMessage({ ...elsewhere, headers: { ...elsewhere.headers, host: 'evil.example' } }, keys, NOW),
    ).toBe(false);
  });

  it('refuses a replay: expired, too old when created, or created in the future', () => {
    const signed = signMessage(MESSAGE, EC.signing, NOW);
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(90))).toBe(true);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(180))).toBe(false);
    const noExpiry = handSigned(PARAMS);
    expect(verifyMessage(arrived(noExpiry), [EC.verifying], at(240))).toBe(true);
    expect(verifyMessage(arrived(noExpiry), [EC.verifying], at(360))).toBe(false);
    expect(verifyMessage(arrived(noExpiry), [EC.verifying], at(-120))).toBe(false);
  });

  it('refuses a signature with no creation time, or created outside the window, and takes a fresh one', () => {
    const noCreated = `${ALL};alg="ecdsa-p256-sha256";keyid="KEY:1";expires=${CREATED + 60}`;
    expect(verifyMessage(arrived(handSigned(noCreated)), [EC.verifying], NOW)).toBe(false);
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    const signed = handSigned(PARAMS);
    expect(verifyMessage(arrived(signed), [EC.verifying], NOW)).toBe(true);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(SIGNATURE_MAX_AGE_SECONDS))).toBe(true);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(SIGNATURE_MAX_AGE_SECONDS + 1))).toBe(false);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(-SIGNATURE_CLOCK_SKEW_SECONDS))).toBe(true);
    expect(verifyMessage(arrived(signed), [EC.verifying], at(-SIGNATURE_CLOCK_SKEW_SECONDS - 1))).toBe(false);
    const notANumber = `${ALL};alg="ecdsa-p256-sha256";keyid="KEY:1";created="${CREATED}"`;
    expect(verifyMessage(arrived(handSigned(notANumber)), [EC.verifying], NOW)).toBe(false);
  });

  it('refuses a signature that does not cover the Content-Digest', () => {
    const params = '("@method" "@authority" "@path" "content-type");alg="ecdsa-p256-sha256";keyid="KEY:1"';
    expect(verifyMessage(arrived(handSigned(params)), [EC.verifying], NOW)).toBe(false);
  });

  it('accepts the raw r||s ECDSA of RFC 9421, a sha-256 digest, and a sig-pp beside another label', () => {
    expect(verifyMessage(arrived(handSigned(PARAMS, { raw: true })), [EC.verifying], NOW)).toBe(true);
    const sha256 = `sha-256=:${createHash('sha256').update(BODY).digest('base64')}:`;
    expect(verifyMessage(arrived(handSigned(PARAMS, { digest: sha256 })), [EC.verifying], NOW)).toBe(true);
    const two = handSigned(PARAMS);
    const both = {
      ...two,
      'signature-input': `other=("@method");keyid="x", ${two['signature-input']}`,
      signature: `other=:AAAA:, ${two.signature}`,
    };
    expect(verifyMessage(arrived(both), [EC.verifying], NOW)).toBe(true);
  });

  it.each([
    ['no signature', { signature: undefined }],
    ['no signature input', { 'signature-input': undefined }],
    ['a garbled signature input', { 'signature-input': 'sig-pp=("@method" "@path' }],
    ['a garbled signature', { signature: 'sig-pp=:not base64!:' }],
    ['a signature that is not a byte sequence', { signature: 'sig-pp="text"' }],
    ['a garbled digest', { 'content-digest': 'sha-512=nonsense' }],
    ['an unknown digest only', { 'content-digest': `md5=:${Buffer.alloc(16).toString('base64')}:` }],
    ['a trailing comma', { 'signature-input': `${handSigned(PARAMS)['signature-input']},` }],
  ])('is false, without throwing, for %s', (_, changes) => {
    const headers = { host: MESSAGE.authority, ...handSigned(PARAMS), ...changes };
    expect(verifyMessage({ ...arrived({}), headers }, [EC.verifying], NOW)).toBe(false);
  });
});

describe('signatureKeyIds', () => {
  it('lists the keyids a Signature-Input names, none when it is garbled', () => {
    expect(signatureKeyIds(handSigned(PARAMS))).toEqual(['KEY:1']);
    expect(signatureKeyIds({ 'signature-input': '((' })).toEqual([]);
    expect(signatureKeyIds({})).toEqual([]);
  });
});

/**
 * A callback pawaPay's sandbox signed (deposit 10e7e1ca-…, 2026-09-23), as captured off the wire and
 * published in a public integration's tests, with the sandbox's key (HTTP_EC_P256_KEY:1). The body
 * was not published, so this checks the signature base and the DER signature, not the digest.
 */
describe('a callback pawaPay signed', () => {
  const publicKey = createPublicKey(
    '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEavII3g0Afh79ExaQzItBh0vEg85J\n' +
      'JlKmjY/776EaZOe0bAQU5oJrmaEeZQdKqBSXXzKUsCh6rHZKD8EkaIIH6g==\n-----END PUBLIC KEY-----\n',
  );
  const params =
    '("@method" "@authority" "@path" "signature-date" "content-digest" "content-type");alg="ecdsa-p256-sha256";keyid="HTTP_EC_P256_KEY:1";created=1790171710;expires=1790171770';
  const signature = Buffer.from(
    'MEYCIQD0ks6XJ87Bdz3DAICiyYvk3G+PH55x6kPjtsikACmDzgIhAK5hODjNtTfW/Up/v17LhveEEMBWlUWoxv5XPMcocKqH',
    'base64',
  );
  const message: SignableMessage = {
    method: 'POST',
    path: '/api/v1/webhooks/pawapay',
    authority: 'pay-api.reignovatechnologies.com',
    headers: {
      'signature-date': '2026-09-23T13:55:10.673817314Z',
      'content-digest':
        'sha-512=:nlU9HFYJ3DK9H2MoIsmo6Rtfi8zzIPD7aXYH3yFskeOomWOUlpGbBjN0WOWUjctMWmgPQp+HMyZYwDP8sTeSIA==:',
      'content-type': 'application/json',
    },
    body: Buffer.alloc(0),
  };
  const checks = (m: SignableMessage) =>
    verify(
      'sha256',
      Buffer.from(signatureBase(m, params) ?? ''),
      { key: publicKey, dsaEncoding: 'der' },
      signature,
    );

  it('verifies over the signature base built here, with a DER signature', () => {
    expect(signature[0]).toBe(0x30);
    expect(checks(message)).toBe(true);
  });

  it('does not once a covered component differs', () => {
    expect(checks({ ...message, path: '/api/v1/webhooks/pawapay/payouts' })).toBe(false);
  });
});
