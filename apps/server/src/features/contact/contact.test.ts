import { CONTACT_THROTTLED_MESSAGE, NJIRA_CONTACT_EMAIL } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { outbox } from '../../db/schema/outbox.ts';

/** Issue 40, item 5: the landing page's 'Send us a message' form reaches the platform. */
let t: TestContext;
let admin: Actor;
const INBOX = 'desk@njira.example';

beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: INBOX });
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

let nextIp = 1;
const send = (payload: unknown, from = `10.40.0.${nextIp++}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: from });
const message = (email: string, text = 'I have 20 tons of copper to move to Dar es Salaam.') => ({
  name: 'Mwila Banda',
  email,
  message: text,
});
const rowsFrom = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores the message and queues an e-mail to CONTACT_EMAIL in the outbox', async () => {
    const res = await send(message('mwila@example.com', 'Line one\nLine two\u0000'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: expect.any(String) });

    const [row] = await rowsFrom('mwila@example.com');
    expect(row).toMatchObject({ name: 'Mwila Banda', message: 'Line one\nLine two' });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.outboxId ?? ''));
    expect(mail).toMatchObject({
      channel: 'email',
      toEmail: INBOX,
      subject: 'Message from the website: Mwila Banda',
    });
    expect(mail?.body).toContain('Mwila Banda <mwila@example.com> wrote');
    expect(mail?.body).toContain('Line one\nLine two');
  });

  it('refuses bad input with 400 and the field’s message, storing and sending nothing', async () => {
    const before = (await t.db.select().from(outbox)).length;
    for (const [payload, text] of [
      [{ name: '', email: 'a@b.co', message: 'Hi' }, 'Please enter your name'],
      [{ name: 'A', email: 'not-an-email', message: 'Hi' }, 'Please enter a valid email address'],
      [
        { name: 'A', email: 'bad@example.com', message: 'x'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
      [{ name: 'A', email: 'bad@example.com' }, 'Please enter a message'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect(await rowsFrom('bad@example.com')).toEqual([]);
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });

  it('takes 3 an hour from one e-mail address, then answers 429 and stores nothing more', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await send(message('Busy@Example.com', `Try ${i}`))).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await send(message('busy@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CONTACT_THROTTLED_MESSAGE);
    expect((await rowsFrom('Busy@Example.com')).length + (await rowsFrom('busy@example.com')).length).toBe(3);
  });

  it('takes 10 an hour from one IP address, whatever the addresses given', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await send(message(`visitor${i}@example.com`), '10.41.0.1')).statusCode);
    expect(codes).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists the messages for admins, newest first, paged with the total in X-Total-Count', async () => {
    await send(message('first@example.com', 'first'));
    await send(message('second@example.com', 'second'));
    const res = await t.app.inject({ url: '/api/admin/contact-messages?limit=2', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { message: string }) => m.message)).toEqual(['second', 'first']);
    expect(res.json()[0]).toEqual({
      id: expect.any(String),
      name: 'Mwila Banda',
      email: 'second@example.com',
      message: 'second',
      createdAt: expect.any(String),
    });
    const total = Number(res.headers['x-total-count']);
    expect(total).toBe((await t.db.select().from(contactMessages)).length);
    const next = await t.app.inject({
      url: '/api/admin/contact-messages?limit=2&offset=1',
      headers: admin.auth,
    });
    expect(next.json()[0].message).toBe('first');
  });

  it('refuses transporters and cargo owners with 403 and anonymous callers with 401', async () => {
    for (const role of ['transporter', 'cargo-owner'] as const) {
      const someone = await signUp(t.app, role);
      const res = await t.app.inject({ url: '/api/admin/contact-messages', headers: someone.auth });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });
});

describe('CONTACT_EMAIL', () => {
  it('defaults to the address the landing page shows, and must be an e-mail address', () => {
    expect(loadConfig({}).CONTACT_EMAIL).toBe(NJIRA_CONTACT_EMAIL);
    expect(() => loadConfig({ CONTACT_EMAIL: 'nobody' })).toThrow(/CONTACT_EMAIL: must be an e-mail address/);
  });
});
