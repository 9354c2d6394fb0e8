import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createDb } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { SmtpMailSender } from './smtp-sender.ts';
import { type FakeSmsGateway, startFakeSmsGateway } from './test-support/fake-sms-gateway.ts';
import { type FakeSmtp, startFakeSmtp } from './test-support/fake-smtp.ts';
import {
  capturedLog,
  outboxState,
  queueMails,
  queueSms,
  unsentCount,
  until,
} from './test-support/fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');

let t: TestContext;
let url: string;
let smtp: FakeSmtp;
let gateway: FakeSmsGateway;

beforeAll(async () => {
  t = await createTestApp();
  url = t.db.$client.options.connectionString ?? '';
  smtp = await startFakeSmtp();
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await gateway?.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
  smtp.received.length = 0;
  gateway.requests.length = 0;
  gateway.deliveries.clear();
});

/** A worker with its own connection pool, as another instance would have. */
function instance(name: string) {
  const { db, close } = createDb(url, 4);
  const captured = capturedLog();
  const worker = new OutboxWorker({
    db,
    mail: new SmtpMailSender(smtp.url, 'Njira <no-reply@njira.local>'),
    sms: new HttpSmsSender(gateway.url, 'token'),
    log: captured.log,
    origin: 'http://localhost:3000',
    concurrency: 2,
    pollMs: 50,
  });
  return {
    name,
    worker,
    /** How many messages this instance sent (from its own log). */
    sent: () => captured.lines.filter((l) => l.includes('"outbox message sent"')).length,
    stop: async () => {
      await worker.stop();
      await close();
    },
  };
}

function countBy<T>(items: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

describe('two workers on one database', () => {
  it('send each of 200 SMS and 100 e-mails exactly once', async () => {
    const sms = await queueSms(t.db, 200, 'pair');
    const mails = await queueMails(t.db, 100, 'pair');
    // A little latency at the gateway, so the two instances' sends interleave.
    gateway.setReply(() => ({ status: 200, delayMs: Math.floor(Math.random() * 4) }));
    const a = instance('A');
    const b = instance('B');
    a.worker.start();
    b.worker.start();
    await until(async () => (await unsentCount(t.db)) === 0, 60_000, 'the two workers to drain the outbox');
    await Promise.all([a.stop(), b.stop()]);

    // The gateway: one raw request per row, one delivery per Idempotency-Key.
    expect(gateway.requests).toHaveLength(200);
    expect([...countBy(gateway.requests.map((r) => r.key)).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(gateway.requests.map((r) => r.key))).toEqual(new Set(sms));
    expect(gateway.requests.every((r) => r.delivered && !r.duplicate)).toBe(true);
    expect(gateway.deliveries.size).toBe(200);
    // The SMTP server: one message per row, its Message-ID the row's.
    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(
      new Set(mails.map((id) => `<${id}@njira>`)),
    );
    // The table: every row sent on its first try.
    const state = [...(await outboxState(t.db, [...sms, ...mails])).values()];
    expect(state.filter((r) => r.sent && !r.failed && r.attempts === 1)).toHaveLength(300);
    // Both instances took part.
    expect(a.sent() + b.sent()).toBe(300);
    expect(a.sent()).toBeGreaterThan(0);
    expect(b.sent()).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noConsole: the test reports what the gateway saw in the test output
    console.log(`two workers: A sent ${a.sent()}, B sent ${b.sent()}; gateway saw ${gateway.requests.length} requests, \
${gateway.deliveries.size} keys delivered; SMTP received ${smtp.received.length}`);
  }, 90_000);
});

/** A worker in a child process (the project's TS loader), sending SMS to the fake gateway. */
async function startChildWorker(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'test-support/worker-child.ts')],
    {
      cwd: serverDir,
      env: { ...process.env, OUTBOX_TEST_DATABASE_URL: url, SMS_GATEWAY_URL: gateway.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = once(child, 'exit').then(() => {
    throw new Error(`the worker process exited early:\n${output}`);
  });
  await Promise.race([until(async () => output.includes('ready'), 30_000, 'the worker process'), exited]);
  exited.catch(() => {});
  return { child, output: () => output };
}

describe('a worker killed mid-batch', () => {
  it.each([
    { accept: true, when: 'after the gateway accepted the messages in flight (the at-least-once window)' },
    { accept: false, when: 'before the gateway accepted them' },
  ])(
    'loses nothing and delivers nothing twice: killed $when',
    async ({ accept }) => {
      const ids = await queueSms(t.db, 200, 'kill');
      // The first 65 are answered (not a whole number of batches: a batch is killed after some of
      // its sends were answered); from the 66th the gateway holds every request it gets and never
      // answers (with `accept`, it has delivered the message already: the provider took it).
      gateway.setReply((_req, n) => (n <= 65 ? { status: 200, delayMs: 2 } : { hold: true, accept }));
      const { child } = await startChildWorker();
      // Both of the child's lanes are mid-send.
      await gateway.waitFor(() => gateway.requests.filter((r) => r.status === 'held').length === 2, 30_000);
      const held = gateway.requests.filter((r) => r.status === 'held').map((r) => r.key ?? '');
      const exit = once(child, 'exit');
      child.kill('SIGKILL');
      const [, signal] = await exit;
      expect(signal).toBe('SIGKILL');

      // Mid-batch: the batches wholly answered were committed. The two in flight (one per lane, each
      // held at one send) were not, the answered sends before it in those batches included; the rest
      // were never claimed.
      const before = [...(await outboxState(t.db, ids)).values()];
      const committed = new Set(before.filter((r) => r.sent).map((r) => r.id));
      const inFlight = gateway.requests.map((r) => r.key ?? '').filter((key) => !committed.has(key));
      expect(committed.size + inFlight.length).toBe(67);
      expect(inFlight.length).toBeGreaterThanOrEqual(2);
      expect(inFlight.length).toBeLessThanOrEqual(20); // two batches of at most 10
      for (const key of inFlight)
        expect(before.find((r) => r.id === key)).toMatchObject({ sent: false, attempts: 0 });
      for (const key of held) expect(inFlight).toContain(key);

      // Another worker takes over; the gateway answers again.
      gateway.setReply(() => ({ status: 200 }));
      const next = instance('after the kill');
      next.worker.start();
      await until(
        async () => (await unsentCount(t.db)) === 0,
        30_000,
        'the second worker to drain the outbox',
      );
      await next.stop();

      // Nothing lost: every row sent once on the books, none failed.
      const after = [...(await outboxState(t.db, ids)).values()];
      expect(after.filter((r) => r.sent && !r.failed)).toHaveLength(200);
      // The killed tries left nothing behind: the killed batches' rows were sent on their first
      // recorded try.
      for (const key of inFlight)
        expect(after.find((r) => r.id === key)).toMatchObject({ sent: true, attempts: 1 });
      // What the gateway saw: 200 raw requests and one more for each send of the killed batches —
      // sent again, with the same Idempotency-Key and the same text — and 200 deliveries, one per key.
      expect(gateway.requests).toHaveLength(200 + inFlight.length);
      const perKey = countBy(gateway.requests.map((r) => r.key));
      expect(
        [...perKey.entries()]
          .filter(([, n]) => n === 2)
          .map(([k]) => k)
          .sort(),
      ).toEqual([...inFlight].sort());
      expect([...perKey.values()].filter((n) => n === 1)).toHaveLength(200 - inFlight.length);
      for (const key of inFlight) {
        const [first, again] = gateway.requests.filter((r) => r.key === key);
        expect(again?.body).toEqual(first?.body);
        expect(again?.body.reference).toBe(key);
        // Accepted before the kill (every answered send, and the held ones with `accept`): the
        // repeat is recognised by its key and dropped. Not accepted: the repeat is the delivery.
        const acceptedBefore = first?.status === 200 || accept;
        expect(again).toMatchObject(
          acceptedBefore ? { delivered: false, duplicate: true } : { delivered: true },
        );
      }
      expect(gateway.deliveries.size).toBe(200);
      expect([...gateway.deliveries.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(gateway.deliveries.keys())).toEqual(new Set(ids));
      // biome-ignore lint/suspicious/noConsole: the test reports what the gateway saw in the test output
      console.log(`killed ${accept ? 'after' : 'before'} acceptance: gateway saw ${gateway.requests.length} requests \
(${inFlight.length} in the killed batches, ${held.length} of them held at the kill, all resent with the same key), \
${gateway.deliveries.size} deliveries, max ${Math.max(...gateway.deliveries.values())} per key`);
    },
    90_000,
  );
});
