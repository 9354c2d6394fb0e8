import { sign } from 'node:crypto';
import {
  contentDigest,
  signatureBase,
  signMessage,
} from '../src/features/payments/mobile-money/http-signatures.ts';
import { sandboxKeys } from '../src/features/payments/mobile-money/sandbox-callbacks.ts';
import type { TestContext } from './test-app.ts';

/**
 * A provider callback signed as the local sandbox signs its own (its key, kept in server_secrets),
 * posted to the app: what a test sends when it needs the provider to say something the sandbox's
 * numbers never make it say (another amount than asked), or a signature made at another time.
 */

const HOST = 'localhost:80';

export interface SignedCallbackOptions {
  /** When the signature was made (its `created`); now by default. */
  at?: Date;
  /** A signature whose Signature-Input names no `created` (nor `expires`). */
  withoutCreated?: boolean;
}

export async function postSignedCallback(
  t: TestContext,
  kind: 'deposits' | 'payouts' | 'refunds',
  body: object,
  options: SignedCallbackOptions = {},
) {
  const { signing } = await sandboxKeys(t.db)();
  const raw = Buffer.from(JSON.stringify(body));
  const path = `/api/payments/callbacks/${kind}`;
  const headers = { 'content-type': 'application/json', host: HOST };
  const message = { method: 'POST', path, authority: HOST, headers, body: raw };
  let signed: Record<string, string>;
  if (options.withoutCreated) {
    const params = `("@method" "@authority" "@path" "content-digest" "content-type");alg="ecdsa-p256-sha256";keyid="${signing.keyId}"`;
    const digested = { ...headers, 'content-digest': contentDigest(raw) };
    const base = signatureBase({ ...message, headers: digested }, params);
    if (base === null) throw new Error('unsignable callback');
    const signature = sign('sha256', Buffer.from(base), { key: signing.privateKey, dsaEncoding: 'der' });
    signed = {
      'content-digest': digested['content-digest'],
      'signature-input': `sig-pp=${params}`,
      signature: `sig-pp=:${signature.toString('base64')}:`,
    };
  } else {
    signed = signMessage(message, signing, options.at ?? new Date());
  }
  return t.app.inject({ method: 'POST', url: path, headers: { ...headers, ...signed }, payload: raw });
}

/** A deposit's final callback as pawaPay sends it, for `amount` Kwacha as its string ('60000'). */
export function depositCallback(depositId: string, amount: string, payer = '260763456901') {
  return {
    depositId,
    status: 'COMPLETED',
    amount,
    currency: 'ZMW',
    country: 'ZMB',
    payer: { type: 'MMO', accountDetails: { phoneNumber: payer, provider: 'MTN_MOMO_ZMB' } },
    created: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    providerTransactionId: `pp-${depositId.slice(0, 8)}`,
  };
}
