import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { DEFAULT_RETRY, retryDelayMs } from './backoff.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { sendersFor } from './outbox.ts';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { LogMailSender, LogSmsSender } from './senders.ts';
import { SmtpMailSender } from './smtp-sender.ts';
import { type FakeSmsGateway, startFakeSmsGateway } from './test-support/fake-sms-gateway.ts';
import { type FakeSmtp, startFakeSmtp } from './test-support/fake-smtp.ts';
import {
  capturedLog,
  insertNotification,
  insertUser,
  outboxState,
  queueMails,
  queueSms,
  unsentCount,
  until,
} from './test-support/fixtures.ts';

const ORIGIN = 'https://njira.example';
const quoteId = '11111111-1111-4111-8111-111111111111';
const shipmentId = '22222222-2222-4222-8222-2222abcdef12';
const route = { cargo: 'Copper cathodes', from: 'Kitwe', to: 'Lusaka' };

let t: TestContext;
let smtp: FakeSmtp;
let gateway: FakeSmsGateway;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  smtp = await startFakeSmtp();
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await gateway?.close();
});
beforeEach(async () => {
  // Each test starts with an empty queue and empty fakes.
  await t.db.delete(outbox);
  smtp.received.length = 0;
  smtp.reject(() => undefined);
  gateway.requests.length = 0;
  gateway.deliveries.clear();
  gateway.setReply(() => ({ status: 200 }));
});

function worker(overrides: Partial<OutboxWorkerOptions> = {}) {
  return new OutboxWorker({
    db: t.db,
    mail: new SmtpMailSender(smtp.url, 'Njira <no-reply@njira.local>'),
    sms: new HttpSmsSender(gateway.url, 'gateway-secret'),
    log: capturedLog().log,
    origin: ORIGIN,
    random: () => 0.5,
    ...overrides,
  });
}

/** Runs one worker's `processDue` until nothing is due; returns the outcomes. */
async function drain(w: OutboxWorker) {
  const outcomes: string[] = [];
  for (;;) {
    const batch = await w.processDue();
    if (batch.length === 0) return outcomes;
    outcomes.push(...batch);
  }
}

describe('rendering and sending', () => {
  it("renders a notification's e-mail and SMS for its receiver and sends them with the outbox id as key", async () => {
    const owner = await insertUser(t.db, 'cargo-owner');
    const carrier = await insertUser(t.db, 'transporter');
    const bid = await insertNotification(t.db, {
      userId: owner.id,
      kind: 'bid_placed',
      quoteId,
      params: { ...route, amount: 12500, transporter: 'Zed Haulage' },
    });
    const won = await insertNotification(t.db, {
      userId: carrier.id,
      kind: 'bid_accepted',
      quoteId,
      shipmentId,
      params: { ...route, amount: 9000 },
    });
    const rows = await t.db
      .insert(outbox)
      .values([
        { channel: 'email', toEmail: owner.email, notificationId: bid },
        { channel: 'sms', toPhone: owner.phoneNumber, notificationId: bid },
        { channel: 'email', toEmail: carrier.email, notificationId: won },
      ])
      .returning({ id: outbox.id });
    const [ownerMail, ownerSms, carrierMail] = rows.map((r) => r.id);
    const w = worker();

    expect(await drain(w)).toEqual(['sent', 'sent', 'sent']);
    await w.stop();

    const bidText = 'New bid on Copper cathodes (Kitwe → Lusaka): K 12,500 from Zed Haulage';
    const ownerLink = `${ORIGIN}/dashboard/cargo-owner/quote/${quoteId}`;
    const toOwner = smtp.received.find((m) => m.to[0] === owner.email);
    expect(toOwner).toMatchObject({
      messageId: `<${ownerMail}@njira>`,
      from: 'Njira <no-reply@njira.local>',
      subject: bidText,
    });
    expect(toOwner?.text).toContain(`${bidText}\n\nOpen it on Njira: ${ownerLink}`);
    const toCarrier = smtp.received.find((m) => m.to[0] === carrier.email);
    expect(toCarrier).toMatchObject({
      messageId: `<${carrierMail}@njira>`,
      subject: 'Your bid was accepted: Copper cathodes (Kitwe → Lusaka) for K 9,000',
    });
    expect(toCarrier?.text).toContain(`${ORIGIN}/dashboard/transporter/shipment/${shipmentId}`);
    expect(smtp.received).toHaveLength(2);

    expect(gateway.requests).toEqual([
      expect.objectContaining({
        key: ownerSms,
        authorization: 'Bearer gateway-secret',
        body: { to: owner.phoneNumber, message: `${bidText} ${ownerLink}`, reference: ownerSms },
        delivered: true,
      }),
    ]);
    const state = await outboxState(
      t.db,
      rows.map((r) => r.id),
    );
    for (const row of state.values()) expect(row).toMatchObject({ sent: true, failed: false, attempts: 1 });
  });

  it('sends a password-reset mail as it was written, link included, and logs no body or link', async () => {
    const user = await insertUser(t.db, 'transporter');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);
    // Queued just after the answer (its timing must not tell whether the account exists).
    await expect
      .poll(async () => (await t.db.select().from(outbox).where(eq(outbox.toEmail, user.email))).length)
      .toBe(1);
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.toEmail, user.email));
    const token = queued?.body?.match(/token=([\w-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    const captured = capturedLog();
    const w = worker({ log: captured.log });

    expect(await drain(w)).toEqual(['sent']);
    await w.stop();

    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      messageId: `<${queued?.id}@njira>`,
      to: [user.email],
      subject: 'Reset your Njira password',
    });
    expect(mail?.text).toBe(queued?.body);
    expect(mail?.text).toContain(`${ORIGIN}/reset-password?token=${token}`);
    expect(captured.text()).toContain(queued?.id);
    expect(captured.text()).not.toContain(token);
    expect(captured.text()).not.toContain('reset-password');

    // With no SMTP server the log adapter takes it: the envelope only.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await expect
      .poll(async () => (await t.db.select().from(outbox).where(eq(outbox.toEmail, user.email))).length)
      .toBe(2);
    const logged = capturedLog();
    const w2 = worker({
      mail: new LogMailSender(logged.log),
      sms: new LogSmsSender(logged.log),
      log: logged.log,
    });
    expect(await drain(w2)).toEqual(['sent']);
    await w2.stop();
    const line = logged.lines.map((l) => JSON.parse(l)).find((l) => l.outbox?.to === user.email);
    expect(line?.outbox).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: user.email,
      subject: 'Reset your Njira password',
    });
    expect(logged.text()).not.toMatch(/token=|reset-password|Hello/);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('batches', () => {
  it('claims up to batchSize due messages per transaction, records each one, and sends each once', async () => {
    const sms = await queueSms(t.db, 23, 'batch');
    // The gateway refuses the batch's fourth request for now.
    gateway.setReply((_req, n) => ({ status: n === 3 ? 503 : 200 }));
    const w = worker({ batchSize: 10 });
    const first = await w.processDue();
    expect(first).toHaveLength(10);
    // One message of the batch failing leaves the others sent, and is retried on its own.
    expect(first.filter((o) => o === 'retry')).toHaveLength(1);
    expect(await w.processDue()).toEqual(Array(10).fill('sent'));
    expect(await w.processDue()).toEqual(Array(3).fill('sent'));
    expect(await w.processDue()).toEqual([]);
    await w.stop();
    const state = await outboxState(t.db, sms);
    expect([...state.values()].filter((r) => r.sent && r.attempts === 1)).toHaveLength(22);
    expect([...state.values()].filter((r) => !r.sent && r.attempts === 1 && !r.failed)).toHaveLength(1);
    expect(new Set(gateway.requests.map((r) => r.key))).toEqual(new Set(sms));
    expect(gateway.requests).toHaveLength(23);
  });
});

describe('failures', () => {
  it('retries with doubling, jittered waits and gives up after the 8th try', async () => {
    const [id = ''] = await queueSms(t.db, 1, 'flaky');
    gateway.setReply(() => ({ status: 503 }));
    const w = worker();
    for (let attempt = 1; attempt <= DEFAULT_RETRY.maxAttempts; attempt++) {
      const [outcome] = await w.processDue();
      const row = (await outboxState(t.db, [id])).get(id);
      expect(row).toMatchObject({ attempts: attempt, sent: false, last_error: 'SMS gateway answered 503' });
      if (attempt < DEFAULT_RETRY.maxAttempts) {
        expect(outcome).toBe('retry');
        expect(row?.failed).toBe(false);
        // random() = 0.5: three quarters of 30 s · 2^(attempt−1), capped at 30 min.
        const wait = retryDelayMs(attempt, DEFAULT_RETRY, () => 0.5);
        expect(wait).toBe(0.75 * Math.min(30 * 60_000, 30_000 * 2 ** (attempt - 1)));
        expect(row?.due_in_ms).toBeGreaterThan(wait - 2_000);
        expect(row?.due_in_ms).toBeLessThanOrEqual(wait);
        // Not due yet: nothing to do.
        expect(await w.processDue()).toEqual([]);
        await t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
      } else {
        expect(outcome).toBe('failed');
        expect(row?.failed).toBe(true);
      }
    }
    expect(await w.processDue()).toEqual([]);
    await w.stop();
    expect(gateway.requests.map((r) => r.key)).toEqual(Array(8).fill(id));
    expect(gateway.deliveries.size).toBe(0);
  });

  it('gives up at once on a refusal for good (SMTP 550, gateway 422) and retries a temporary one (SMTP 451)', async () => {
    const [gone = '', busy = ''] = await queueMails(t.db, 2, 'refused');
    const [badNumber = ''] = await queueSms(t.db, 1, 'refused');
    smtp.reject((rcpt) =>
      rcpt === 'refused-0@example.com' ? 550 : rcpt === 'refused-1@example.com' ? 451 : undefined,
    );
    gateway.setReply(() => ({ status: 422 }));
    const w = worker();
    expect((await drain(w)).sort()).toEqual(['failed', 'failed', 'retry']);
    await w.stop();
    const state = await outboxState(t.db, [gone, busy, badNumber]);
    expect(state.get(gone)).toMatchObject({
      attempts: 1,
      failed: true,
      last_error: 'SMTP server answered 550',
    });
    expect(state.get(busy)).toMatchObject({
      attempts: 1,
      failed: false,
      last_error: 'SMTP server answered 451',
    });
    expect(state.get(badNumber)).toMatchObject({
      attempts: 1,
      failed: true,
      last_error: 'SMS gateway answered 422',
    });
  });

  it('counts a send that does not finish in time as a failed try', async () => {
    const [id = ''] = await queueSms(t.db, 1, 'slow');
    gateway.setReply(() => ({ hold: true, accept: false }));
    const w = worker({ sendTimeoutMs: 300 });
    expect(await w.processDue()).toEqual(['retry']);
    await w.stop();
    expect((await outboxState(t.db, [id])).get(id)).toMatchObject({
      attempts: 1,
      failed: false,
      last_error: 'SMS gateway timed out',
    });
  });

  it('sends nothing for rows already sent, given up, or not yet due', async () => {
    const ids = [...(await queueSms(t.db, 3, 'done')), ...(await queueMails(t.db, 3, 'done'))];
    const [s1, s2, s3, m1, m2, m3] = ids as [string, string, string, string, string, string];
    await t.db
      .update(outbox)
      .set({ sentAt: sql`now()`, attempts: 1 })
      .where(sql`${outbox.id} in (${s1}, ${m1})`);
    await t.db
      .update(outbox)
      .set({ failedAt: sql`now()`, attempts: 8 })
      .where(sql`${outbox.id} in (${s2}, ${m2})`);
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(sql`${outbox.id} in (${s3}, ${m3})`);
    const w = worker();
    expect(await w.processDue()).toEqual([]);
    await w.stop();
    expect(gateway.requests).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('running in the app', () => {
  it('starts with the app when OUTBOX_WORKER is on, finishes the send in flight on close and claims nothing more', async () => {
    const app = await createTestApp({
      OUTBOX_WORKER: 'true',
      SMTP_URL: smtp.url,
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'app-token',
    });
    try {
      expect(app.app.outboxWorker).not.toBeNull();
      const mails = await queueMails(app.db, 3, 'app');
      await until(async () => (await unsentCount(app.db)) === 0, 10_000, 'the app to send its outbox');
      expect(smtp.received.map((m) => m.messageId).sort()).toEqual(mails.map((id) => `<${id}@njira>`).sort());

      // Slow answers: close while the two lanes each have one in flight.
      gateway.setReply(() => ({ status: 200, delayMs: 400 }));
      const sms = await queueSms(app.db, 10, 'closing');
      await gateway.waitFor(() => gateway.requests.length >= 2);
      await app.app.close();
      const seen = gateway.requests.length;
      const state = await outboxState(app.db, sms);
      const sent = [...state.values()].filter((r) => r.sent);
      // What was in flight finished and was recorded; nothing else was taken.
      expect(sent.map((r) => r.id).sort()).toEqual(gateway.requests.map((r) => r.key).sort());
      expect(sent.length).toBe(seen);
      expect(sent.length).toBeLessThan(10);
      expect(gateway.requests.length).toBe(seen);
      expect(gateway.requests[0]?.authorization).toBe('Bearer app-token');
    } finally {
      await app.close();
    }
  });

  it('does not start in an app built without it', async () => {
    expect(t.app.outboxWorker).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s to a 30 min cap, jittered between half and all of it', () => {
    const full = [30, 60, 120, 240, 480, 960, 1800, 1800].map((s) => s * 1000);
    full.forEach((ms, i) => {
      expect(retryDelayMs(i + 1, DEFAULT_RETRY, () => 0)).toBe(ms / 2);
      expect(retryDelayMs(i + 1, DEFAULT_RETRY, () => 0.999999)).toBeCloseTo(ms, -1);
    });
  });
});

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/njira-unused' };

  it('runs the worker by default, with the log adapters until providers are named', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ OUTBOX_WORKER: true, MAIL_FROM: 'Njira <no-reply@njira.local>' });
    const log = capturedLog().log;
    const logged = sendersFor(config, log);
    expect([logged.mail.kind, logged.sms.kind]).toEqual(['log', 'log']);
    const real = sendersFor(
      loadConfig({
        ...base,
        SMTP_URL: 'smtps://u:p@smtp.example:465',
        SMS_GATEWAY_URL: 'https://sms.example/send',
      }),
      log,
    );
    expect([real.mail.kind, real.sms.kind]).toEqual(['smtp', 'http']);
    expect(loadConfig({ ...base, OUTBOX_WORKER: 'false' }).OUTBOX_WORKER).toBe(false);
  });

  it('refuses provider addresses of the wrong kind, naming the variable', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMS_GATEWAY_URL: 'ftp://sms.example' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ ...base, OUTBOX_WORKER: 'maybe' })).toThrow(/OUTBOX_WORKER/);
  });
});
