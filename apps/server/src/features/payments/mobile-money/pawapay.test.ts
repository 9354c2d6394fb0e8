import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GatewayUnavailableError, type IncomingCallback, type PaymentKind } from './gateway.ts';
import { contentDigest, type SigningKey, signMessage, verifyMessage } from './http-signatures.ts';
import { createPawapayGateway, type PawapayOptions } from './pawapay.ts';

const BASE = 'https://api.sandbox.pawapay.io';
const TOKEN = 'test-token-do-not-leak';
const NOW = new Date('2026-03-02T10:00:00.000Z');
const ID = '8917c345-4791-4285-a416-62f24b6982db';
const OTHER_ID = '11111111-2222-4333-8444-555555555555';
const WALLET = { provider: 'AIRTEL_OAPI_ZMB' as const, phoneNumber: '260971234567' };
const MMO = { type: 'MMO', accountDetails: { phoneNumber: '260971234567', provider: 'AIRTEL_OAPI_ZMB' } };
const MESSAGE = 'Njira load 1234';
const AUTH = { authorization: `Bearer ${TOKEN}` };

type Answer = Response | Error | ((init: RequestInit) => Promise<Response>);

/** A fake network, the only thing mocked: answers requests in order and records them. */
function network(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`Unexpected request to ${String(url)}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(init) : answer;
  };
  /** The i-th request as sent: URL, method, headers, JSON body. */
  const sent = (i = 0) => {
    const { url, init } = calls[i] ?? { url: '', init: {} };
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    return { url, method: init.method, headers: init.headers, body };
  };
  return { fetch: fakeFetch as typeof fetch, calls, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function gateway(fetch: typeof globalThis.fetch, options: Partial<PawapayOptions> = {}) {
  return createPawapayGateway({ baseUrl: BASE, apiToken: TOKEN, fetch, now: () => NOW, ...options });
}

const deposit = { depositId: ID, amountNgwee: 15050, payer: WALLET, customerMessage: MESSAGE };
const payout = { payoutId: ID, amountNgwee: 900000, recipient: WALLET, customerMessage: MESSAGE };
const refund = { refundId: ID, depositId: OTHER_ID, amountNgwee: 1500 };
const failure = (failureCode: string) => ({ failureCode, failureMessage: `${failureCode} explained` });
const get = (path: string) => ({ url: `${BASE}${path}`, method: 'GET', headers: AUTH, body: undefined });

describe('initiating', () => {
  it('posts a deposit, a payout and a refund as the docs give them, with the bearer token', async () => {
    const accepted = (id: string) =>
      json(200, { [id]: ID, status: 'ACCEPTED', created: '2026-03-02T10:00:01Z' });
    const net = network(accepted('depositId'), accepted('payoutId'), accepted('refundId'));
    const pawapay = gateway(net.fetch);
    await expect(pawapay.deposit(deposit)).resolves.toEqual({ status: 'ACCEPTED' });
    await expect(pawapay.payout(payout)).resolves.toEqual({ status: 'ACCEPTED' });
    await expect(pawapay.refund(refund)).resolves.toEqual({ status: 'ACCEPTED' });
    const headers = { ...AUTH, 'content-type': 'application/json' };
    const body = { depositId: ID, amount: '150.50', currency: 'ZMW', payer: MMO, customerMessage: MESSAGE };
    expect(net.sent(0)).toEqual({ url: `${BASE}/v2/deposits`, method: 'POST', headers, body });
    const out = { payoutId: ID, amount: '9000', currency: 'ZMW', recipient: MMO, customerMessage: MESSAGE };
    expect(net.sent(1)).toEqual({ url: `${BASE}/v2/payouts`, method: 'POST', headers, body: out });
    const back = { refundId: ID, depositId: OTHER_ID, amount: '15', currency: 'ZMW' };
    expect(net.sent(2)).toEqual({ url: `${BASE}/v2/refunds`, method: 'POST', headers, body: back });
    expect(net.calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [200, 'AMOUNT_OUT_OF_BOUNDS'],
    [400, 'INVALID_INPUT'],
    [401, 'NO_AUTHENTICATION'],
    [403, 'HTTP_SIGNATURE_ERROR'],
  ])('maps an HTTP %i REJECTED with %s to a rejection with its reason', async (status, code) => {
    const answer = json(status, { depositId: ID, status: 'REJECTED', failureReason: failure(code) });
    const rejected = { status: 'REJECTED', failure: { code, message: `${code} explained` } };
    await expect(gateway(network(answer).fetch).deposit(deposit)).resolves.toEqual(rejected);
  });

  it('maps DUPLICATE_IGNORED, and a REJECTED that gives no reason', async () => {
    const duplicate = json(200, { depositId: ID, status: 'DUPLICATE_IGNORED' });
    const pawapay = gateway(network(duplicate, json(200, { status: 'REJECTED' })).fetch);
    await expect(pawapay.deposit(deposit)).resolves.toEqual({ status: 'DUPLICATE_IGNORED' });
    const failure = { code: 'UNKNOWN_ERROR', message: 'pawaPay gave no reason' };
    await expect(pawapay.deposit(deposit)).resolves.toEqual({ status: 'REJECTED', failure });
  });

  it.each<[string, Answer]>([
    ['a 500 with UNKNOWN_ERROR', json(500, { depositId: ID, failureReason: failure('UNKNOWN_ERROR') })],
    ['a 502 page', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a 429', json(429, { status: 'REJECTED', failureReason: failure('TOO_MANY_REQUESTS') })],
    ['a 404 page', new Response('Not found', { status: 404 })],
    ['a network error', new TypeError('fetch failed')],
    ['a body that is not JSON', new Response('OK', { status: 200 })],
    ['an undocumented status', json(200, { depositId: ID, status: 'MAYBE' })],
    ['the answer for another id', json(200, { depositId: OTHER_ID, status: 'ACCEPTED' })],
  ])('throws GatewayUnavailableError on %s, without the token in it', async (_, answer) => {
    const pawapay = gateway(network(answer).fetch);
    const error = await pawapay.deposit(deposit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('gives up after timeoutMs: unavailable, safe to retry', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const slow = gateway(network(hang).fetch, { timeoutMs: 20 });
    await expect(slow.deposit(deposit)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('signs financial requests with the request signing key, over the path and host they go to', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const requestSigningKey: SigningKey = { keyId: 'NJIRA:1', algorithm: 'ecdsa-p256-sha256', privateKey };
    const net = network(json(200, { payoutId: ID, status: 'ACCEPTED' }));
    await gateway(net.fetch, { baseUrl: 'http://127.0.0.1:4010/pawapay/', requestSigningKey }).payout(payout);
    const { url, init } = net.calls[0] ?? { url: '', init: {} };
    const headers = init.headers as Record<string, string>;
    const rawBody = Buffer.from(String(init.body));
    expect(url).toBe('http://127.0.0.1:4010/pawapay/v2/payouts');
    expect(headers['content-digest']).toBe(contentDigest(rawBody));
    expect(headers['signature-input']).toMatch(/;alg="ecdsa-p256-sha256";keyid="NJIRA:1";created=/);
    const received = { ...headers, host: '127.0.0.1:4010' };
    const arrived = { method: 'POST', path: '/pawapay/v2/payouts', headers: received, rawBody };
    const keys = [{ keyId: 'NJIRA:1', algorithm: 'ecdsa-p256-sha256' as const, publicKey }];
    expect(verifyMessage(arrived, keys, NOW)).toBe(true);
  });
});

describe('status', () => {
  const found = (data: object) => json(200, { status: 'FOUND', data });
  const payment = { depositId: ID, status: 'COMPLETED', amount: '123.00', currency: 'ZMW', country: 'ZMB' };

  it('gets a deposit with the bearer token and reads it', async () => {
    const net = network(found({ ...payment, providerTransactionId: '12356789', payer: MMO }));
    const state = { kind: 'deposit', id: ID, status: 'COMPLETED', amountNgwee: 12300 };
    const read = gateway(net.fetch).status('deposit', ID);
    await expect(read).resolves.toEqual({ ...state, providerTransactionId: '12356789' });
    expect(net.sent()).toEqual(get(`/v2/deposits/${ID}`));
  });

  const going = ['SUBMITTED', 'ENQUEUED', 'PROCESSING', 'IN_RECONCILIATION'].map((theirs) => [
    theirs,
    'PROCESSING',
  ]);
  it.each([['ACCEPTED', 'ACCEPTED'], ...going, ['COMPLETED', 'COMPLETED'], ['FAILED', 'FAILED']])(
    "maps a payout's %s to %s",
    async (theirs, ours) => {
      const net = network(found({ payoutId: ID, status: theirs, amount: '9000', currency: 'ZMW' }));
      await expect(gateway(net.fetch).status('payout', ID)).resolves.toMatchObject({
        status: ours,
        amountNgwee: 900000,
      });
      expect(net.sent().url).toBe(`${BASE}/v2/payouts/${ID}`);
    },
  );

  it('reads a failure, a refund, and NOT_FOUND', async () => {
    const failureReason = { failureCode: 'PAYMENT_NOT_APPROVED', failureMessage: 'Not approved' };
    const net = network(
      found({ ...payment, status: 'FAILED', failureReason }),
      found({ refundId: ID, depositId: OTHER_ID, status: 'COMPLETED', amount: '15', currency: 'ZMW' }),
      json(200, { status: 'NOT_FOUND' }),
    );
    const pawapay = gateway(net.fetch);
    const failure = { code: 'PAYMENT_NOT_APPROVED', message: 'Not approved' };
    await expect(pawapay.status('deposit', ID)).resolves.toMatchObject({ status: 'FAILED', failure });
    await expect(pawapay.status('refund', ID)).resolves.toMatchObject({ kind: 'refund', amountNgwee: 1500 });
    const notFound = { kind: 'payout', id: ID, status: 'NOT_FOUND' };
    await expect(pawapay.status('payout', ID)).resolves.toEqual(notFound);
    expect(net.sent(1).url).toBe(`${BASE}/v2/refunds/${ID}`);
  });

  it.each<[string, Answer]>([
    ['a 503', new Response('unavailable', { status: 503 })],
    ['a network error', new TypeError('fetch failed')],
    ['another id', found({ ...payment, depositId: OTHER_ID })],
    ["another kind's payment", found({ ...payment, payoutId: ID })],
    ['an amount that is not one', found({ ...payment, amount: '12.345' })],
    ['another currency', found({ ...payment, currency: 'USD' })],
    ['an undocumented status', found({ ...payment, status: 'LOST' })],
    ['no wrapper', json(200, payment)],
  ])('throws GatewayUnavailableError on %s', async (_, answer) => {
    const pawapay = gateway(network(answer).fetch);
    await expect(pawapay.status('deposit', ID)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('throws a plain Error when pawaPay refuses the token: retrying will not help', async () => {
    const refused = json(403, { status: 'REJECTED', failureReason: { failureCode: 'AUTHENTICATION_ERROR' } });
    const pawapay = gateway(network(refused).fetch);
    const error = await pawapay.status('deposit', ID).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).toContain('AUTHENTICATION_ERROR');
  });
});

describe('verifyCallback', () => {
  /** A key pawaPay signs callbacks with, and the entry /v2/public-key/http publishes for it. */
  const pawapayKey = (keyId: string, rsa = false) => {
    const pair = rsa
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const algorithm = rsa ? ('rsa-pss-sha512' as const) : ('ecdsa-p256-sha256' as const);
    const published = { id: keyId, key: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    return { signing: { keyId, algorithm, privateKey: pair.privateKey }, published };
  };
  const KEY = pawapayKey('HTTP_EC_P256_KEY:1');
  /** A callback body as documented: the payment object of its kind. */
  const body = (kind: PaymentKind, extra: object = {}) => ({
    [`${kind}Id`]: ID,
    status: 'COMPLETED',
    amount: '150.50',
    currency: 'ZMW',
    country: 'ZMB',
    [kind === 'deposit' ? 'payer' : 'recipient']: MMO,
    customerMessage: MESSAGE,
    created: '2026-03-02T09:59:01Z',
    providerTransactionId: 'MP240302.1000.A12345',
    failureReason: null,
    metadata: {},
    ...extra,
  });

  /** A callback as pawaPay posts it: signed with `signing` over the method, path, host and body. */
  function callback(payload: object | string, signing: SigningKey = KEY.signing): IncomingCallback {
    const rawBody = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
    const [path, authority] = ['/api/payments/callbacks/deposits', 'njira.example'];
    const headers = { 'content-type': 'application/json', host: authority };
    const signed = signMessage({ method: 'POST', path, authority, headers, body: rawBody }, signing, NOW);
    return { method: 'POST', path, headers: { ...headers, ...signed }, rawBody };
  }

  it('accepts a callback signed with a key pawaPay publishes, and reads it', async () => {
    const net = network(json(200, [KEY.published]));
    const pawapay = gateway(net.fetch);
    const state = { kind: 'deposit', id: ID, status: 'COMPLETED', amountNgwee: 15050 };
    await expect(pawapay.verifyCallback('deposit', callback(body('deposit')))).resolves.toEqual({
      ...state,
      providerTransactionId: 'MP240302.1000.A12345',
    });
    const reason = { failureCode: 'RECIPIENT_NOT_FOUND' };
    const failed = body('payout', { status: 'FAILED', failureReason: reason });
    await expect(pawapay.verifyCallback('payout', callback(failed))).resolves.toMatchObject({
      status: 'FAILED',
      failure: { code: 'RECIPIENT_NOT_FOUND', message: '' },
    });
    expect(net.calls).toHaveLength(1);
    expect(net.sent()).toEqual(get('/v2/public-key/http'));
  });

  it('refuses a forged, tampered, misdigested, unsigned, malformed or other-kind callback', async () => {
    const pawapay = gateway(network(json(200, [KEY.published])).fetch);
    const genuine = callback(body('deposit'));
    const forged = callback(body('deposit'), pawapayKey('HTTP_EC_P256_KEY:1').signing);
    const changed = Buffer.from(JSON.stringify(body('deposit', { amount: '1500000' })));
    const tampered = { ...genuine, rawBody: changed };
    const digest = contentDigest(Buffer.from('{}'));
    const misdigested = { ...genuine, headers: { ...genuine.headers, 'content-digest': digest } };
    const unsigned = { ...genuine, headers: { host: 'njira.example', 'content-type': 'application/json' } };
    const malformed = [callback('not json'), callback(body('deposit', { amount: 'x' }))];
    for (const refused of [forged, tampered, misdigested, unsigned, callback(body('payout')), ...malformed]) {
      await expect(pawapay.verifyCallback('deposit', refused)).resolves.toBeNull();
    }
    await expect(pawapay.verifyCallback('payout', genuine)).resolves.toBeNull();
  });

  it('fetches the keys again, once, when a callback names a key it does not have', async () => {
    const rotated = pawapayKey('HTTP_RSA_KEY:2', true);
    let clock = NOW.getTime();
    const net = network(json(200, [KEY.published]), json(200, [KEY.published, rotated.published]));
    const pawapay = gateway(net.fetch, { now: () => new Date(clock) });
    await expect(pawapay.verifyCallback('deposit', callback(body('deposit')))).resolves.not.toBeNull();
    const afterRotation = callback(body('deposit'), rotated.signing);
    await expect(pawapay.verifyCallback('deposit', afterRotation)).resolves.not.toBeNull();
    clock += 1_000;
    const stranger = pawapayKey('HTTP_EC_P256_KEY:3').signing;
    await expect(pawapay.verifyCallback('deposit', callback(body('deposit'), stranger))).resolves.toBeNull();
    expect(net.calls).toHaveLength(2);
  });

  it('throws GatewayUnavailableError when the keys cannot be had, and asks again next time', async () => {
    const net = network(new Response('down', { status: 503 }), json(200, [KEY.published]));
    const pawapay = gateway(net.fetch);
    const genuine = callback(body('deposit'));
    await expect(pawapay.verifyCallback('deposit', genuine)).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(pawapay.verifyCallback('deposit', genuine)).resolves.not.toBeNull();
  });
});
