import type { AddressInfo } from 'node:net';
import {
  CONTACT_HELD_BACK,
  type Conversation,
  MESSAGE_RATE_MINUTE,
  type Message,
  type MessagesPage,
  type NotificationsPage,
  READ_ONLY_OTHER_TRANSPORTER,
  type ReportedConversation,
  type SentMessage,
} from '@njira/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, fundShipment, getAs, placeBid, postLoad } from '../../../test/shipment-factories.ts';
import { dataOf, named, openStream, type SseStream } from '../../../test/sse-client.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { messages } from '../../db/schema/messages.ts';
import { outbox } from '../../db/schema/outbox.ts';

/**
 * Platform messaging (issue 27, ADR 025): a conversation per load and transporter that continues
 * into the shipment; only its two parties read it; contact held back before acceptance; admins see
 * reported conversations only.
 */
let t: TestContext;
let base: string;
let admin: Actor;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { events: { heartbeatMs: 400, tickMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

const owner = () => signUp(t.app, 'cargo-owner');
const transporter = () => signUp(t.app, 'transporter');

async function streamOf(actor: Actor) {
  const s = await openStream(`${base}/api/events`, { authorization: `Bearer ${actor.token}` });
  open.push(s);
  await s.until((m) => m.comments.includes('connected'));
  return s;
}

function send(actor: Actor, quoteId: string, body: string, transporterId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/messages`,
    headers: actor.auth,
    payload: transporterId ? { body, transporterId } : { body },
  });
}

async function sent(actor: Actor, quoteId: string, body: string, transporterId?: string) {
  const res = await send(actor, quoteId, body, transporterId);
  if (res.statusCode !== 201) throw new Error(`sending failed: ${res.statusCode} ${res.body}`);
  return res.json() as SentMessage;
}

async function read(actor: Actor, conversationId: string) {
  const res = await getAs(t, actor, `/api/conversations/${conversationId}/messages`);
  expect(res.statusCode).toBe(200);
  return (res.json() as MessagesPage).messages;
}

const storedMessages = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n ?? 0;

describe('a conversation on a load, then on its shipment', () => {
  it('lets a transporter ask, the owner reply, and both carry on after acceptance, contact once paid', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);

    const first = await sent(tr, quoteId, 'Is the cargo palletised?');
    expect(first.message).toMatchObject({ body: 'Is the cargo palletised?', mine: true });
    const conversationId = first.conversationId;

    // The owner sees it in their inbox, unread, with the transporter's name and no contact.
    const inbox = (await getAs(t, o, '/api/conversations')).json() as Conversation[];
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ id: conversationId, unreadCount: 1, stage: 'load', writable: true });
    expect(inbox[0]?.transporter.companyName).toBe(tr.user.companyName);
    expect(inbox[0]?.transporter.phoneNumber).toBeUndefined();
    expect(inbox[0]?.transporter.email).toBeUndefined();

    await sent(o, quoteId, 'Yes, 20 pallets.', tr.user.id);
    const bidId = await placeBid(t, tr, quoteId);
    const shipmentId = await acceptBid(t, o, quoteId, bidId);

    // The same conversation, now the shipment's: contact details held back until the payment is held.
    const early = await send(tr, quoteId, 'Booked! My driver is on +260 97 765 4321.');
    expect(early.statusCode).toBe(422);
    const [unpaid] = (await getAs(t, tr, `/api/quotes/${quoteId}/conversations`)).json() as Conversation[];
    expect(unpaid).toMatchObject({ stage: 'shipment', writable: true, contactAllowed: false });
    await fundShipment(t.db, shipmentId);
    await sent(tr, quoteId, 'Booked! My driver is on +260 97 765 4321.');
    await sent(o, quoteId, 'Thanks, see you at the gate.', tr.user.id);
    const bodies = (await read(o, conversationId)).map(
      (m: Message) => `${m.mine ? 'me' : 'them'}: ${m.body}`,
    );
    expect(bodies).toEqual([
      'them: Is the cargo palletised?',
      'me: Yes, 20 pallets.',
      'them: Booked! My driver is on +260 97 765 4321.',
      'me: Thanks, see you at the gate.',
    ]);
    const [onLoad] = (await getAs(t, tr, `/api/quotes/${quoteId}/conversations`)).json() as Conversation[];
    expect(onLoad).toMatchObject({ id: conversationId, shipmentId, stage: 'shipment', contactAllowed: true });
  });

  it('delivers each message live to both parties and the receiver’s bell, one notification per conversation', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const ownerStream = await streamOf(o);
    const transporterStream = await streamOf(tr);

    const { conversationId, message } = await sent(tr, quoteId, 'When can I load?');
    const live = await ownerStream.until(named('message'));
    expect(dataOf(live)).toEqual({ conversationId, quoteId, messageId: message.id });
    const bell = await ownerStream.until(named('notification'));
    expect(dataOf(bell)).toMatchObject({ kind: 'message_received', quoteId });
    expect(dataOf<{ message: string }>(bell).message).toContain(`New message from ${tr.user.companyName}`);
    // The sender's other tabs learn of it too.
    await transporterStream.until(named('message'));

    await sent(tr, quoteId, 'Also: is there a forklift?');
    await ownerStream.until((m) => named('message')(m) && dataOf(m).messageId !== message.id);
    const page = (await getAs(t, o, '/api/notifications')).json() as NotificationsPage;
    const about = page.items.filter((n) => n.kind === 'message_received');
    expect(about).toHaveLength(1);
    expect(about[0]?.message).toContain('2 new messages');

    // Reading the conversation clears its unread count and its notification.
    const last = (await read(o, conversationId)).at(-1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: o.auth,
      payload: { upTo: last?.id },
    });
    expect(res.json()).toEqual({ unreadCount: 0 });
    const after = (await getAs(t, o, '/api/notifications')).json() as NotificationsPage;
    expect(after.unreadCount).toBe(page.unreadCount - 1);

    // A reply reads what came before it: the transporter's notification of the owner's reply goes
    // when the transporter answers.
    await sent(o, quoteId, 'Yes, a forklift.', tr.user.id);
    const unreadOf = async (a: Actor) =>
      ((await getAs(t, a, '/api/notifications')).json() as NotificationsPage).items.filter(
        (n) => n.kind === 'message_received' && n.readAt === null,
      ).length;
    expect(await unreadOf(tr)).toBe(1);
    await sent(tr, quoteId, 'Thanks.');
    expect(await unreadOf(tr)).toBe(0);
  });
});

describe('who can read and write a conversation', () => {
  it('answers 404 to another transporter and another owner on every endpoint, and to admins unless reported', async () => {
    const o = await owner();
    const tr = await transporter();
    const rival = await transporter();
    const stranger = await owner();
    const quoteId = await postLoad(t, o);
    const { conversationId, message } = await sent(tr, quoteId, 'Hello, question about the load');

    for (const other of [rival, stranger]) {
      expect((await getAs(t, other, `/api/conversations/${conversationId}`)).statusCode).toBe(404);
      expect((await getAs(t, other, `/api/conversations/${conversationId}/messages`)).statusCode).toBe(404);
      const list = (await getAs(t, other, '/api/conversations')).json() as Conversation[];
      expect(list.map((c) => c.id)).not.toContain(conversationId);
      const onQuote = await getAs(t, other, `/api/quotes/${quoteId}/conversations`);
      expect(onQuote.statusCode === 404 || (onQuote.json() as Conversation[]).length === 0).toBe(true);
      const markRead = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read`,
        headers: other.auth,
        payload: { upTo: message.id },
      });
      expect(markRead.statusCode).toBe(404);
      const report = await t.app.inject({
        method: 'POST',
        url: `/api/messages/${message.id}/report`,
        headers: other.auth,
        payload: { reason: 'Spam' },
      });
      expect(report.statusCode).toBe(404);
    }
    // The other owner cannot write into the conversation through its load.
    expect((await send(stranger, quoteId, 'Hi', tr.user.id)).statusCode).toBe(404);
    // The rival writes in its own conversation on the open load, never in this one.
    const own = await sent(rival, quoteId, 'I have a question too');
    expect(own.conversationId).not.toBe(conversationId);
    expect((await read(tr, conversationId)).map((m) => m.body)).toEqual(['Hello, question about the load']);

    // Non-admins get 403 from the admin routes; the admin 404 while nothing is reported.
    for (const other of [rival, stranger]) {
      expect((await getAs(t, other, '/api/admin/conversations/reported')).statusCode).toBe(403);
      expect((await getAs(t, other, `/api/admin/conversations/${conversationId}/messages`)).statusCode).toBe(
        403,
      );
    }
    expect((await getAs(t, admin, `/api/admin/conversations/${conversationId}/messages`)).statusCode).toBe(
      404,
    );
    expect((await getAs(t, admin, `/api/conversations/${conversationId}/messages`)).statusCode).toBe(403);
  });

  it("makes a rival bidder's conversation read-only once another bid is accepted", async () => {
    const o = await owner();
    const winner = await transporter();
    const rival = await transporter();
    const quoteId = await postLoad(t, o);
    await sent(rival, quoteId, 'Is the date flexible?');
    const bidId = await placeBid(t, winner, quoteId);
    await placeBid(t, rival, quoteId, { amount: 11_000 });
    await acceptBid(t, o, quoteId, bidId);
    const refused = await send(rival, quoteId, 'Any news?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(READ_ONLY_OTHER_TRANSPORTER);
    expect((await send(o, quoteId, 'Sorry, booked.', rival.user.id)).statusCode).toBe(409);
  });
});

describe('the contact rule', () => {
  it.each([
    'Call me on 0971234567',
    'WhatsApp +260 97 123 4567 please',
    'email me: banda@example.com',
    'my mail is banda at example dot com',
  ])('holds back "%s" before acceptance: 422, nothing stored', async (body) => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const before = await storedMessages();
    const res = await send(tr, quoteId, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CONTACT_HELD_BACK);
    expect(await storedMessages()).toBe(before);
    // Not even the conversation was made.
    expect((await getAs(t, tr, `/api/quotes/${quoteId}/conversations`)).json()).toEqual([]);
  });

  it('lets a price, a weight and a date through', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const res = await send(tr, quoteId, 'I can do K 12,000 for the 30 tonnes, loading 2026-12-01.');
    expect(res.statusCode).toBe(201);
  });
});

describe('limits', () => {
  it('refuses the 21st message in a minute with 429', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    for (let i = 0; i < 20; i++) await sent(tr, quoteId, `Question ${i + 1}`);
    const res = await send(tr, quoteId, 'One more');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGE_RATE_MINUTE);
  });

  it('answers 60 first messages sent at once into a new conversation with 201 or 429, never 500', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send(tr, quoteId, `Is it still open? (${i + 1})`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const conversations = (await getAs(t, tr, `/api/quotes/${quoteId}/conversations`)).json();
    expect(conversations).toHaveLength(1);
  });
});

describe('reporting', () => {
  it('shows the admin a reported conversation and not an unreported one', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteA = await postLoad(t, o);
    const quoteB = await postLoad(t, o);
    const rude = await sent(tr, quoteA, 'You are a fool');
    const quiet = await sent(tr, quoteB, 'Polite question');

    // Nobody reports their own message.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rude.message.id}/report`,
      headers: tr.auth,
      payload: { reason: 'mine' },
    });
    expect(own.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rude.message.id}/report`,
      headers: o.auth,
      payload: { reason: 'Insulting' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rude.message.id, reportedByMe: true });

    const list = (
      await getAs(t, admin, '/api/admin/conversations/reported')
    ).json() as ReportedConversation[];
    const ids = list.map((c) => c.id);
    expect(ids).toContain(rude.conversationId);
    expect(ids).not.toContain(quiet.conversationId);
    const page = await getAs(t, admin, `/api/admin/conversations/${rude.conversationId}/messages`);
    expect(page.statusCode).toBe(200);
    expect(page.json().messages[0]).toMatchObject({ body: 'You are a fool', reportReason: 'Insulting' });
    expect(
      (await getAs(t, admin, `/api/admin/conversations/${quiet.conversationId}/messages`)).statusCode,
    ).toBe(404);
  });
});

describe('the e-mail/SMS digest', () => {
  const digestRows = (notificationTo: string) =>
    t.db
      .select({ channel: outbox.channel })
      .from(outbox)
      .where(
        sql`${outbox.notificationId} in (select id from notifications where user_id = ${notificationTo})`,
      );

  it('goes to a receiver who is offline, once per quarter hour, by the channels their settings allow', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    await sent(tr, quoteId, 'First question');
    await sent(tr, quoteId, 'Second question');
    const rows = await digestRows(o.user.id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
  });

  it('is not sent while the receiver has the site open', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    await streamOf(o);
    await sent(tr, quoteId, 'Are you there?');
    expect(await digestRows(o.user.id)).toEqual([]);
  });

  it('honours the receiver’s settings', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: o.auth,
      payload: { emailNotifications: false, smsNotifications: false },
    });
    expect(off.statusCode).toBeLessThan(300);
    await sent(tr, quoteId, 'Question while you are away');
    expect(await digestRows(o.user.id)).toEqual([]);
  });
});

describe('input', () => {
  it('refuses an empty message and one over 2000 characters', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    expect((await send(tr, quoteId, '   ')).statusCode).toBe(400);
    expect((await send(tr, quoteId, 'x'.repeat(2001))).statusCode).toBe(400);
    const stored = await t.db.select().from(messages).where(eq(messages.senderId, tr.user.id));
    expect(stored).toEqual([]);
  });

  it('takes the bidirectional controls out of a message ("invoice\u202Efdp.exe" reads as written)', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const res = await send(tr, quoteId, 'See invoice\u202Efdp.exe \u2066and\u2069 \u200Fthis 👨‍👩‍👧');
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(messages).where(eq(messages.senderId, tr.user.id));
    expect(row?.body).toBe('See invoicefdp.exe and this 👨‍👩‍👧');
    // A message of bidi controls alone is an empty message.
    expect((await send(tr, quoteId, '\u202E\u202C')).statusCode).toBe(400);
  });
});
