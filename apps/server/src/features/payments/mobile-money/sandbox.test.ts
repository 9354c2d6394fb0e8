import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerOfMsisdn } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createDb } from '../../../db/client.ts';
import type { IncomingCallback, PaymentKind, PaymentStatus } from './gateway.ts';
import { signMessage } from './http-signatures.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.ts';

/** A callback receiver: records every POST and answers what `answer` says (200 by default). */
function startReceiver() {
  const received: (IncomingCallback & { body: Record<string, string> })[] = [];
  const waiters: (() => void)[] = [];
  const hooks = { answer: (_body: Record<string, string>) => 200, onRequest: () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.onRequest();
      const rawBody = Buffer.concat(chunks);
      const body = JSON.parse(rawBody.toString()) as Record<string, string>;
      const headers = req.headers as Record<string, string>;
      received.push({ method: req.method ?? '', path: req.url ?? '', headers, rawBody, body });
      for (const wake of waiters.splice(0)) wake();
      res.writeHead(hooks.answer(body)).end();
    });
  });
  const idOf = ({ body }: { body: Record<string, string> }) =>
    body.depositId ?? body.payoutId ?? body.refundId;
  return {
    hooks,
    for: (id: string) => received.filter((c) => idOf(c) === id),
    /** Resolves once a callback for `id` has arrived (awaited, never slept for). */
    arrival: (id: string) =>
      new Promise<void>(function check(resolve) {
        if (received.some((c) => idOf(c) === id)) resolve();
        else waiters.push(() => check(resolve));
      }),
    listen: () => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let ctx: TestContext;
let gateway: SandboxGateway;
let clock = Date.now();
const receiver = startReceiver();
const now = () => new Date(clock);
const gatewayOn = (db = ctx.db) =>
  createSandboxGateway({ db, callbackBaseUrl: receiver.url, settleAfterMs: 20, now });

beforeAll(async () => {
  ctx = await createTestApp();
  // The app runs a sandbox sender of its own on this database: stopped, so that only the gateways
  // below (on the test's clock) claim these rows.
  await ctx.app.paymentGateway.stop?.();
  await receiver.listen();
  gateway = gatewayOn();
});

afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const wallet = (phoneNumber: string) => ({ provider: providerOfMsisdn(phoneNumber)!, phoneNumber });

function start(kind: 'deposit' | 'payout', phoneNumber: string, amountNgwee = 2550, id = randomUUID()) {
  const customerMessage = 'Njira load 42';
  const request =
    kind === 'deposit'
      ? gateway.deposit({ depositId: id, amountNgwee, payer: wallet(phoneNumber), customerMessage })
      : gateway.payout({ payoutId: id, amountNgwee, recipient: wallet(phoneNumber), customerMessage });
  return request.then((answer) => ({ id, answer }));
}

/** Lets the payer "approve" (the clock passes settles_at) and runs one round of the sender. */
async function settle() {
  clock += 25;
  await gateway.sendDueCallbacks();
}

const verify = (kind: PaymentKind, c: IncomingCallback) => gateway.verifyCallback(kind, c);

describe('the scenarios chosen by the test number', () => {
  it.each<['deposit' | 'payout', string, PaymentStatus, string | undefined, number]>([
    ['deposit', '260763456789', 'COMPLETED', undefined, 1],
    ['deposit', '260763456029', 'FAILED', 'PAYER_NOT_FOUND', 1],
    ['deposit', '260763456039', 'FAILED', 'PAYMENT_NOT_APPROVED', 1],
    ['deposit', '260973456049', 'FAILED', 'INSUFFICIENT_BALANCE', 1],
    ['deposit', '260973456019', 'FAILED', 'PAYER_LIMIT_REACHED', 1],
    ['deposit', '260953456704', 'FAILED', 'INSUFFICIENT_BALANCE', 1],
    ['deposit', '260953456700', 'COMPLETED', undefined, 1],
    ['deposit', '260763456129', 'PROCESSING', undefined, 0],
    ['deposit', '260953456789', 'PROCESSING', undefined, 0],
    ['payout', '260763456079', 'FAILED', 'RECIPIENT_NOT_FOUND', 1],
    ['payout', '260973456089', 'FAILED', 'RECIPIENT_NOT_FOUND', 1],
    ['payout', '260973456119', 'FAILED', 'UNSPECIFIED_FAILURE', 1],
    ['payout', '260973456129', 'PROCESSING', undefined, 0],
    ['payout', '260971234567', 'COMPLETED', undefined, 1],
    ['deposit', '260951234567', 'COMPLETED', undefined, 1],
    ['deposit', '260763456901', 'COMPLETED', undefined, 0],
  ])('%s to %s ends %s %s with %i callback(s)', async (kind, number, status, code, callbacks) => {
    const { id, answer } = await start(kind, number);
    expect(answer).toEqual({ status: 'ACCEPTED' });
    expect((await gateway.status(kind, id)).status).toBe('ACCEPTED');
    await settle();
    const state = await gateway.status(kind, id);
    expect(state).toMatchObject({ kind, id, status, amountNgwee: 2550 });
    expect(state.failure?.code).toBe(code);
    const posted = receiver.for(id);
    expect(posted).toHaveLength(callbacks);
    for (const callback of posted) {
      expect(callback.path).toBe(`/api/payments/callbacks/${kind}s`);
      expect(callback.headers['content-type']).toBe('application/json');
      expect(callback.body).toMatchObject({ status, amount: '25.50', currency: 'ZMW', country: 'ZMB' });
      const party = callback.body[kind === 'deposit' ? 'payer' : 'recipient'];
      expect(party).toEqual({ type: 'MMO', accountDetails: wallet(number) });
      expect(await verify(kind, callback)).toMatchObject({ id, status, failure: state.failure });
    }
  });

  it('rejects what pawaPay rejects on initiation, storing nothing', async () => {
    const cases: [string, number, string][] = [
      ['260973456789', 100, 'INVALID_PHONE_NUMBER'], // an Airtel number as MTN below
      ['260211234567', 100, 'INVALID_PHONE_NUMBER'], // a landline
      ['260763456789', 0, 'INVALID_AMOUNT'],
    ];
    for (const [phoneNumber, amountNgwee, code] of cases) {
      const depositId = randomUUID();
      const payer = { provider: 'MTN_MOMO_ZMB' as const, phoneNumber };
      const answer = await gateway.deposit({ depositId, amountNgwee, payer, customerMessage: 'Njira load' });
      expect(answer).toMatchObject({ status: 'REJECTED', failure: { code } });
      expect(await gateway.status('deposit', depositId)).toEqual({
        kind: 'deposit',
        id: depositId,
        status: 'NOT_FOUND',
      });
    }
  });

  it('answers a repeated id DUPLICATE_IGNORED and changes nothing', async () => {
    const { id } = await start('deposit', '260763456789', 1000);
    expect((await start('deposit', '260763456039', 9999, id)).answer).toEqual({
      status: 'DUPLICATE_IGNORED',
    });
    expect((await start('payout', '260763456789', 5, id)).answer).toEqual({ status: 'DUPLICATE_IGNORED' });
    const rows = await ctx.db.$client.query('select amount_ngwee from mobile_money_sandbox where id = $1', [
      id,
    ]);
    expect(rows.rows).toEqual([{ amount_ngwee: 1000 }]);
    await settle();
    expect(await gateway.status('deposit', id)).toMatchObject({ status: 'COMPLETED', amountNgwee: 1000 });
    expect(receiver.for(id)).toHaveLength(1);
  });

  it('posts the duplicate-callback scenario twice, the same body both times', async () => {
    const { id } = await start('payout', '260973456902');
    await settle();
    await gateway.sendDueCallbacks();
    const [first, second, ...more] = receiver.for(id);
    expect(more).toHaveLength(0);
    expect(second?.rawBody.equals(first!.rawBody)).toBe(true);
    expect(await verify('payout', second!)).toMatchObject({ id, status: 'COMPLETED' });
  });

  it('posts the out-of-order callback before the deposit has answered', async () => {
    let answered = false;
    const seenBeforeAnswer: boolean[] = [];
    receiver.hooks.onRequest = () => seenBeforeAnswer.push(!answered);
    const { id, answer } = await start('deposit', '260953456903');
    answered = true;
    receiver.hooks.onRequest = () => {};
    expect(answer).toEqual({ status: 'ACCEPTED' });
    expect(receiver.for(id)).toHaveLength(1);
    expect(seenBeforeAnswer).toEqual([true]);
    expect(await verify('deposit', receiver.for(id)[0]!)).toMatchObject({ status: 'COMPLETED' });
    clock += 60_000;
    await gateway.sendDueCallbacks();
    expect(receiver.for(id)).toHaveLength(1);
  });
});

describe('callback signatures', () => {
  it('refuses a tampered body, a foreign key, another kind and another path', async () => {
    const { id } = await start('deposit', '260763456789');
    await settle();
    const callback = receiver.for(id)[0]!;
    expect(await verify('deposit', callback)).toMatchObject({ id, status: 'COMPLETED' });
    const tampered = Buffer.from(callback.rawBody.toString().replace('"25.50"', '"2550.00"'));
    expect(await verify('deposit', { ...callback, rawBody: tampered })).toBeNull();
    expect(await verify('payout', callback)).toBeNull();
    expect(await verify('deposit', { ...callback, path: '/api/payments/callbacks/refunds' })).toBeNull();
    const privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const headers = { 'content-type': 'application/json', host: callback.headers.host! };
    const message = {
      method: 'POST',
      path: callback.path,
      authority: headers.host,
      headers,
      body: callback.rawBody,
    };
    const forged = signMessage(
      message,
      { keyId: 'njira-sandbox', algorithm: 'ecdsa-p256-sha256', privateKey },
      now(),
    );
    expect(await verify('deposit', { ...callback, headers: { ...headers, ...forged } })).toBeNull();
  });
});

describe('refunds', () => {
  it('refunds only a completed deposit, one at a time, never more than it', async () => {
    const refund = (depositId: string, amountNgwee: number) =>
      gateway.refund({ refundId: randomUUID(), depositId, amountNgwee });
    const { id: failedId } = await start('deposit', '260763456039', 10_000);
    const { id: depositId } = await start('deposit', '260763456789', 10_000);
    expect(await refund(depositId, 100)).toMatchObject({
      status: 'REJECTED',
      failure: { code: 'INVALID_PARAMETER' },
    });
    await settle();
    expect(await refund(failedId, 100)).toMatchObject({
      status: 'REJECTED',
      failure: { code: 'INVALID_PARAMETER' },
    });
    expect(await refund(randomUUID(), 100)).toMatchObject({ status: 'REJECTED' });
    expect(await refund(depositId, 10_001)).toMatchObject({ failure: { code: 'AMOUNT_TOO_LARGE' } });
    const refundId = randomUUID();
    expect(await gateway.refund({ refundId, depositId, amountNgwee: 6_000 })).toEqual({ status: 'ACCEPTED' });
    expect(await gateway.refund({ refundId, depositId, amountNgwee: 6_000 })).toEqual({
      status: 'DUPLICATE_IGNORED',
    });
    expect(await refund(depositId, 100)).toMatchObject({ failure: { code: 'REFUND_IN_PROGRESS' } });
    await settle();
    expect(await gateway.status('refund', refundId)).toMatchObject({
      status: 'COMPLETED',
      amountNgwee: 6_000,
    });
    const [callback] = receiver.for(refundId);
    expect(callback?.body).toMatchObject({ refundId, status: 'COMPLETED', amount: '60', currency: 'ZMW' });
    expect(callback?.body.recipient).toEqual({ type: 'MMO', accountDetails: wallet('260763456789') });
    expect(await verify('refund', callback!)).toMatchObject({
      kind: 'refund',
      id: refundId,
      amountNgwee: 6_000,
    });
    expect(await refund(depositId, 4_001)).toMatchObject({ failure: { code: 'AMOUNT_TOO_LARGE' } });
    expect(await refund(depositId, 4_000)).toEqual({ status: 'ACCEPTED' });
    await settle();
    expect(await refund(depositId, 1)).toMatchObject({ failure: { code: 'DEPOSIT_ALREADY_REFUNDED' } });
  });
});

describe('the callback sender', () => {
  it('sends each due callback once across two instances on one database', async () => {
    const other = createDb(ctx.url, 5);
    const second = gatewayOn(other.db);
    const ids = await Promise.all(Array.from({ length: 12 }, () => start('deposit', '260763456789')));
    clock += 25;
    for (let round = 0; round < 3; round++) {
      await Promise.all([gateway.sendDueCallbacks(), second.sendDueCallbacks(), gateway.sendDueCallbacks()]);
    }
    for (const { id } of ids) {
      expect(receiver.for(id)).toHaveLength(1);
      // Both instances sign with the one stored key.
      expect(await second.verifyCallback('deposit', receiver.for(id)[0]!)).toMatchObject({ id });
    }
    await other.close();
  });

  it('retries a delivery the receiver failed, after a back-off', async () => {
    let failures = 1;
    receiver.hooks.answer = () => (failures-- > 0 ? 500 : 200);
    const { id } = await start('payout', '260763456789');
    await settle();
    expect(receiver.for(id)).toHaveLength(1);
    expect(await gateway.sendDueCallbacks()).toBe(0);
    clock += 5_001;
    expect(await gateway.sendDueCallbacks()).toBe(1);
    receiver.hooks.answer = () => 200;
    clock += 600_000;
    await gateway.sendDueCallbacks();
    expect(receiver.for(id)).toHaveLength(2);
    const { rows } = await ctx.db.$client.query('select state from mobile_money_sandbox where id = $1', [id]);
    expect(rows[0].state).toMatchObject({ sent: 1, deliveries: [{ httpStatus: 500 }, { httpStatus: 200 }] });
  });

  it('runs on its own once started, until stopped', async () => {
    const { id } = await start('deposit', '260973456789');
    clock += 25;
    gateway.start();
    await receiver.arrival(id);
    await gateway.stop();
    expect(receiver.for(id)).toHaveLength(1);
  });
});
