import { createPublicKey, type KeyObject } from 'node:crypto';
import { ngweeToAmountString } from '@njira/domain';
import {
  type DepositRequest,
  GatewayUnavailableError,
  type Initiation,
  type MobileMoneyGateway,
  type PaymentKind,
  type PaymentState,
  type PayoutRequest,
  type RefundRequest,
  type Wallet,
} from './gateway.ts';
import {
  type SignatureAlgorithm,
  type SigningKey,
  signatureKeyIds,
  signMessage,
  type VerifyingKey,
  verifyMessage,
} from './http-signatures.ts';
import {
  errorSchema,
  ID_FIELDS,
  initiationSchema,
  publicKeysSchema,
  statusSchema,
  toFailure,
  toPaymentState,
} from './pawapay-schemas.ts';

/** What the pawaPay gateway needs: where the API is, the token, and what tests replace (fetch, clock). */
export interface PawapayOptions {
  /** https://api.sandbox.pawapay.io or https://api.pawapay.io (https://docs.pawapay.io/using_the_api). */
  baseUrl: string;
  /** The bearer token from pawaPay's dashboard; never logged, never in an error message. */
  apiToken: string;
  fetch?: typeof fetch;
  /** How long a call may take before it counts as unanswered; 15 s by default. */
  timeoutMs?: number;
  /** Signs deposits, payouts and refunds, for an account set to accept only signed requests. */
  requestSigningKey?: SigningKey;
  now?: () => Date;
}

const PATHS: Record<PaymentKind, string> = {
  deposit: '/v2/deposits',
  payout: '/v2/payouts',
  refund: '/v2/refunds',
};
const CURRENCY = 'ZMW';
const DEFAULT_TIMEOUT_MS = 15_000;
/** The least time between two key fetches made because a callback named a key we did not have. */
const KEY_REFRESH_MS = 60_000;
/** Answers that mean "later", as a 5xx does. */
const TRANSIENT = new Set([408, 425, 429]);

/** An answer as it came: the HTTP status and the body as JSON (undefined when it was not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

interface Http {
  get(path: string): Promise<Answer>;
  post(path: string, payload: object): Promise<Answer>;
}

/**
 * The real gateway: pawaPay's Merchant API v2 (https://docs.pawapay.io/v2/docs/deposits, payouts,
 * refunds). Bearer-token calls with a timeout; no answer (network, timeout, 5xx, a body that is not
 * what the docs say) throws GatewayUnavailableError and the caller repeats the call with the same id,
 * which pawaPay treats as the same operation. Callbacks are believed only with a signature by one of
 * the keys pawaPay publishes at /v2/public-key/http, fetched once and again when a callback names a
 * key not yet seen (a rotation).
 */
export function createPawapayGateway(options: PawapayOptions): MobileMoneyGateway {
  const now = options.now ?? (() => new Date());
  const http = createHttp(options, now);
  const keys = createKeyCache(http, now);
  return {
    name: 'pawapay',
    deposit: (request) => initiate(http, 'deposit', request.depositId, depositBody(request)),
    payout: (request) => initiate(http, 'payout', request.payoutId, payoutBody(request)),
    refund: (request) => initiate(http, 'refund', request.refundId, refundBody(request)),
    status: (kind, id) => paymentStatus(http, kind, id),
    async verifyCallback(kind, callback) {
      const known = await keys.forHeaders(callback.headers);
      if (!verifyMessage(callback, known, now())) return null;
      return toPaymentState(kind, parseJson(callback.rawBody.toString('utf8')));
    },
  };
}

/** Body of POST /v2/deposits (https://docs.pawapay.io/v2/api-reference/deposits/initiate-deposit). */
function depositBody(request: DepositRequest) {
  return {
    depositId: request.depositId,
    amount: ngweeToAmountString(request.amountNgwee),
    currency: CURRENCY,
    payer: mmo(request.payer),
    customerMessage: request.customerMessage,
  };
}

/** Body of POST /v2/payouts (https://docs.pawapay.io/v2/api-reference/payouts/initiate-payout). */
function payoutBody(request: PayoutRequest) {
  return {
    payoutId: request.payoutId,
    amount: ngweeToAmountString(request.amountNgwee),
    currency: CURRENCY,
    recipient: mmo(request.recipient),
    customerMessage: request.customerMessage,
  };
}

/** Body of POST /v2/refunds (https://docs.pawapay.io/v2/api-reference/refunds/initiate-refund). */
function refundBody(request: RefundRequest) {
  return {
    refundId: request.refundId,
    depositId: request.depositId,
    amount: ngweeToAmountString(request.amountNgwee),
    currency: CURRENCY,
  };
}

function mmo(wallet: Wallet) {
  return { type: 'MMO', accountDetails: { phoneNumber: wallet.phoneNumber, provider: wallet.provider } };
}

/** Starts an operation: 200 with its status, or a 4xx with pawaPay's failure (it never started). */
async function initiate(http: Http, kind: PaymentKind, id: string, payload: object): Promise<Initiation> {
  const answer = await http.post(PATHS[kind], payload);
  const error = errorSchema.safeParse(answer.body);
  if (isClientError(answer.status) && error.success) {
    return { status: 'REJECTED', failure: toFailure(error.data.failureReason) };
  }
  const parsed = initiationSchema.safeParse(successBody(answer, `the ${kind}`));
  const answeredId = parsed.data?.[ID_FIELDS[kind]];
  if (!parsed.success || (answeredId !== undefined && answeredId !== id)) {
    throw new GatewayUnavailableError(`pawaPay's answer to the ${kind} is not one the docs describe`);
  }
  const { status, failureReason } = parsed.data;
  return status === 'REJECTED' ? { status, failure: toFailure(failureReason) } : { status };
}

/** Where an operation stands, from GET /v2/{deposits|payouts|refunds}/{id}. */
async function paymentStatus(http: Http, kind: PaymentKind, id: string): Promise<PaymentState> {
  const answer = await http.get(`${PATHS[kind]}/${encodeURIComponent(id)}`);
  const parsed = statusSchema.safeParse(successBody(answer, `the ${kind} status`));
  if (parsed.success && parsed.data.status === 'NOT_FOUND') return { kind, id, status: 'NOT_FOUND' };
  const state =
    parsed.success && parsed.data.status === 'FOUND' ? toPaymentState(kind, parsed.data.data) : null;
  if (state === null || state.id !== id) {
    throw new GatewayUnavailableError(`pawaPay's ${kind} status is not one the docs describe`);
  }
  return state;
}

/**
 * The body of a 2xx. A 4xx with pawaPay's error body is a refusal to fix here (a token, a setting):
 * an Error; anything else without a usable answer is GatewayUnavailableError.
 */
function successBody(answer: Answer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const error = errorSchema.safeParse(answer.body);
  if (isClientError(answer.status) && error.success) {
    const { failureCode, failureMessage } = error.data.failureReason;
    throw new Error(
      `pawaPay refused ${what} (HTTP ${answer.status}): ${failureCode} ${failureMessage ?? ''}`,
    );
  }
  throw new GatewayUnavailableError(`pawaPay answered ${what} with HTTP ${answer.status}`);
}

function isClientError(status: number): boolean {
  return status >= 400 && status < 500 && !TRANSIENT.has(status);
}

function createHttp(options: PawapayOptions, now: () => Date): Http {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const init = { method, headers: { authorization: `Bearer ${options.apiToken}`, ...headers } };
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await doFetch(`${base}${path}`, {
        ...init,
        ...(body === undefined ? {} : { body }),
        signal,
      });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch (error) {
      throw new GatewayUnavailableError(`pawaPay did not answer ${method} ${path}`, { cause: error });
    }
  };
  const signed = (path: string, json: string): Record<string, string> => {
    if (!options.requestSigningKey) return {};
    const url = new URL(`${base}${path}`);
    const headers = { 'content-type': 'application/json' };
    const message = { method: 'POST', path: url.pathname + url.search, authority: url.host, headers };
    return signMessage({ ...message, body: Buffer.from(json) }, options.requestSigningKey, now());
  };
  return {
    get: (path) => send('GET', path, {}),
    post: (path, payload) => {
      const json = JSON.stringify(payload);
      return send('POST', path, { 'content-type': 'application/json', ...signed(path, json) }, json);
    },
  };
}

/**
 * pawaPay's callback keys, fetched on first use and kept; fetched again when a callback names a keyid
 * we do not have, at most once a minute (a forged keyid must not make us hammer pawaPay). A failed
 * fetch throws GatewayUnavailableError and is not kept: the callback is answered 5xx and comes again.
 */
function createKeyCache(http: Http, now: () => Date) {
  let cached: Promise<VerifyingKey[]> | null = null;
  let refreshedAt = Number.NEGATIVE_INFINITY;
  const load = () => {
    const loading = fetchPublicKeys(http);
    cached = loading;
    void loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  };
  return {
    async forHeaders(headers: Record<string, string | undefined>): Promise<VerifyingKey[]> {
      if (cached === null) return load();
      const keys = await cached;
      const unknown = signatureKeyIds(headers).some((id) => !keys.some((key) => key.keyId === id));
      if (!unknown || now().getTime() - refreshedAt < KEY_REFRESH_MS) return keys;
      refreshedAt = now().getTime();
      return load();
    },
  };
}

async function fetchPublicKeys(http: Http): Promise<VerifyingKey[]> {
  const parsed = publicKeysSchema.safeParse(
    successBody(await http.get('/v2/public-key/http'), 'the public keys'),
  );
  if (!parsed.success) throw new GatewayUnavailableError("pawaPay's public keys are not a list of keys");
  return parsed.data.flatMap(({ id, key }) => verifyingKeys(id, key));
}

const CURVES: Record<string, SignatureAlgorithm> = {
  prime256v1: 'ecdsa-p256-sha256',
  secp384r1: 'ecdsa-p384-sha384',
};

/** What a published key verifies: its PEM says what it is; an RSA key may sign either RSA scheme. */
function verifyingKeys(keyId: string, pem: string): VerifyingKey[] {
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey(pem);
  } catch {
    return [];
  }
  return algorithmsOf(publicKey).map((algorithm) => ({ keyId, algorithm, publicKey }));
}

function algorithmsOf(key: KeyObject): SignatureAlgorithm[] {
  const curve = CURVES[key.asymmetricKeyDetails?.namedCurve ?? ''];
  if (key.asymmetricKeyType === 'ec') return curve ? [curve] : [];
  if (key.asymmetricKeyType === 'rsa') return ['rsa-pss-sha512', 'rsa-v1_5-sha256'];
  return key.asymmetricKeyType === 'rsa-pss' ? ['rsa-pss-sha512'] : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
