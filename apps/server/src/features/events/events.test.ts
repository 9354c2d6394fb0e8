import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { formatKwacha, notificationSchema } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, PASSWORD, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  fundShipment,
  patchShipment,
  placeBid,
  postLoad,
} from '../../../test/shipment-factories.ts';
import { dataOf, named, openStream, type SseMessage, type SseStream } from '../../../test/sse-client.ts';
import { createInstance, createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { notifications, transporterLanes } from '../../db/schema/notifications.ts';
import { MAX_STREAMS_PER_USER } from './stream-registry.ts';

/**
 * `GET /api/events` on a listening server, read as the web reads it (fetch, Authorization header):
 * who receives which event, with which fields, and when the stream closes (ADR 019).
 */
let t: TestContext;
let base: string;
let admin: Actor;
const open: SseStream[] = [];

const HEARTBEAT_MS = 400;

beforeAll(async () => {
  t = await createTestApp({}, { events: { heartbeatMs: HEARTBEAT_MS, tickMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

/** Opens the actor's stream and waits for its first lines (the server has registered it then). */
async function streamOf(actor: Actor | { token: string }, headers: Record<string, string> = {}) {
  const s = await openStream(`${base}/api/events`, { authorization: `Bearer ${actor.token}`, ...headers });
  open.push(s);
  if (s.status === 200) await s.until((m) => m.comments.includes('connected'));
  return s;
}

const owner = () => signUp(t.app, 'cargo-owner');
const transporter = () => signUp(t.app, 'transporter');

const notificationsIn = (s: SseStream, from = 0) => s.messages.slice(from).filter(named('notification'));

/** The stream's messages other than its opening lines and pings. */
const eventsIn = (s: SseStream) => s.messages.filter((m) => m.event !== null);

describe('opening a stream', () => {
  it('refuses a missing or bad token with the JSON 401', async () => {
    const none = await fetch(`${base}/api/events`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const bad = await fetch(`${base}/api/events`, { headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('content-type')).toContain('application/json');
  });

  it('answers text/event-stream, uncompressed, with retry, a connected comment and pings', async () => {
    const o = await owner();
    const s = await streamOf(o, { 'accept-encoding': 'gzip, deflate, br' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    // The security headers of every response ride along.
    expect(s.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(s.text().startsWith('retry: 5000\n: connected\n\n')).toBe(true);
    expect(s.messages[0]?.retry).toBe(5000);
    await s.until((m) => m.comments.includes('ping'), HEARTBEAT_MS * 4);
    expect(s.text()).toContain('\n\n: ping\n\n');
    s.close();
  });
});

describe('who receives what', () => {
  it('sends a bid to the load’s owner only, as a notification; the bidder gets a change; admins the activity', async () => {
    const o = await owner();
    const rival = await owner();
    const tr = await transporter();
    const bystander = await transporter();
    const [ownerStream, rivalStream, trStream, byStream, adminStream] = await Promise.all([
      streamOf(o),
      streamOf(rival),
      streamOf(tr),
      streamOf(bystander),
      streamOf(admin),
    ]);
    const quoteId = await postLoad(t, o, { fromLocation: 'Ndola', toLocation: 'Chipata' });
    // Posting: the owner's other tabs refetch, every transporter's Available Loads too.
    await ownerStream.until((m) => m.event === 'change' && dataOf(m).quoteId === quoteId);
    for (const s of [trStream, byStream]) {
      expect(dataOf(await s.until(named('load')))).toEqual({ quoteId });
    }

    const sent = Date.now();
    await placeBid(t, tr, quoteId, { amount: 9_250 });
    const m = await ownerStream.until(named('notification'));
    expect(Date.now() - sent).toBeLessThan(1_000);
    const n = notificationSchema.parse(dataOf(m));
    expect(n).toMatchObject({ kind: 'bid_placed', quoteId, shipmentId: null, readAt: null });
    expect(n.message).toContain(formatKwacha(9_250));
    expect(n.message).toContain(tr.user.companyName);
    expect(m.id).toBe(String(n.id));
    expect(Object.keys(dataOf(m)).sort()).toEqual(
      ['createdAt', 'id', 'kind', 'message', 'quoteId', 'readAt', 'shipmentId'].sort(),
    );
    expect(dataOf(await trStream.until(named('change')))).toEqual({ quoteId, shipmentId: null });
    const bidActivity = await adminStream.until(
      (x) => x.event === 'activity' && dataOf(x).type === 'BID_PLACED',
    );
    expect(Object.keys(dataOf(bidActivity)).sort()).toEqual(['id', 'type']);

    // The rival owner's own action arrives after everything above: nothing of the other load did.
    const rivalQuote = await postLoad(t, rival);
    await rivalStream.until((x) => x.event === 'change' && dataOf(x).quoteId === rivalQuote);
    expect(eventsIn(rivalStream).map((x) => x.event)).toEqual(['change']);
    // The other transporter saw the two loads appear, and nothing about the bid.
    await byStream.until((x) => x.event === 'load' && dataOf(x).quoteId === rivalQuote);
    expect(eventsIn(byStream).map((x) => x.event)).toEqual(['load', 'load']);
    expect(byStream.text()).not.toContain(formatKwacha(9_250));
  });

  it('tells the winner of an acceptance with the shipment, the others without amount or shipment', async () => {
    const o = await owner();
    const winner = await transporter();
    const loser = await transporter();
    const quoteId = await postLoad(t, o, { fromLocation: 'Kitwe', toLocation: 'Livingstone' });
    // Open before the bids: a bid's event is announced after its answer, so a stream opened just
    // after it may or may not receive it. The owner hears of both bids, then of nothing more.
    const [ownerStream, winStream, loseStream] = await Promise.all([
      streamOf(o),
      streamOf(winner),
      streamOf(loser),
    ]);
    const bidId = await placeBid(t, winner, quoteId, { amount: 10_400 });
    await placeBid(t, loser, quoteId, { amount: 10_900 });
    const first = await ownerStream.until(named('notification'));
    await ownerStream.until(named('notification'), undefined, ownerStream.messages.indexOf(first) + 1);
    expect(notificationsIn(ownerStream).map((m) => dataOf(m).kind)).toEqual(['bid_placed', 'bid_placed']);
    const ownerMark = ownerStream.messages.length;

    const shipmentId = await acceptBid(t, o, quoteId, bidId);
    const won = notificationSchema.parse(dataOf(await winStream.until(named('notification'))));
    expect(won).toMatchObject({ kind: 'bid_accepted', quoteId, shipmentId });
    expect(won.message).toContain(formatKwacha(10_400));

    const lostMessage = await loseStream.until(named('notification'));
    const lost = notificationSchema.parse(dataOf(lostMessage));
    expect(lost).toMatchObject({ kind: 'bid_not_accepted', quoteId, shipmentId: null });
    expect(loseStream.text()).not.toContain(shipmentId);
    expect(loseStream.text()).not.toContain(formatKwacha(10_400));
    expect(loseStream.text()).not.toContain(formatKwacha(10_900));

    // The owner acted: its other tabs refetch the quote and the new shipment.
    await ownerStream.until(
      (m) => m.event === 'change' && dataOf(m).shipmentId === shipmentId,
      3_000,
      ownerMark,
    );
    expect(notificationsIn(ownerStream, ownerMark)).toEqual([]);

    // Progress reaches the owner as a notification, the transporter (the actor) as a change
    // (once the owner's payment is held: pickup needs it).
    await fundShipment(t.db, shipmentId);
    const mark = winStream.messages.length;
    expect((await patchShipment(t, winner, shipmentId, { status: 'AWAITING_PICKUP' })).statusCode).toBe(200);
    const moved = notificationSchema.parse(
      dataOf(await ownerStream.until(named('notification'), undefined, ownerMark)),
    );
    expect(moved).toMatchObject({ kind: 'shipment_updated', shipmentId, quoteId });
    const change = await winStream.until(named('change'), 3_000, mark);
    expect(dataOf(change)).toEqual({ quoteId, shipmentId });
    expect(notificationsIn(winStream, mark)).toEqual([]);
  });

  it('sends a new load’s notification only to transporters whose routes match and who want alerts', async () => {
    const o = await owner();
    const onRoute = await transporter();
    const noAlerts = await transporter();
    await t.db.insert(transporterLanes).values([
      { city: 'Chingola', transporterId: onRoute.user.id },
      { city: 'Chingola', transporterId: noAlerts.user.id },
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: noAlerts.auth,
      payload: { newLoadAlerts: false },
    });
    const [a, b] = await Promise.all([streamOf(onRoute), streamOf(noAlerts)]);
    const quoteId = await postLoad(t, o, { fromLocation: 'Chingola', toLocation: 'Harare Zimbabwe' });
    const n = notificationSchema.parse(dataOf(await a.until(named('notification'))));
    expect(n).toMatchObject({ kind: 'new_load', quoteId });
    await a.until(named('load'));
    await b.until((m) => m.event === 'load' && dataOf(m).quoteId === quoteId);
    expect(notificationsIn(b)).toEqual([]);
  });
});

describe('resuming with Last-Event-ID', () => {
  it('first sends what was missed, oldest first, then goes live', async () => {
    const o = await owner();
    const tr = await transporter();
    const quotes = [await postLoad(t, o), await postLoad(t, o), await postLoad(t, o), await postLoad(t, o)];
    await placeBid(t, tr, quotes[0] as string);
    const first = await t.db.execute<{ id: number }>(
      sql`select id from ${notifications} where user_id = ${o.user.id} order by id`,
    );
    const seen = first.rows[0]?.id as number;
    for (const q of quotes.slice(1)) await placeBid(t, tr, q);

    const s = await streamOf(o, { 'last-event-id': String(seen) });
    await s.until(() => notificationsIn(s).length === 3);
    const replayed = notificationsIn(s).map((m) => dataOf<{ id: number; quoteId: string }>(m));
    expect(replayed.map((n) => n.quoteId)).toEqual(quotes.slice(1));
    expect(replayed.map((n) => n.id)).toEqual([...replayed.map((n) => n.id)].sort((x, y) => x - y));
    expect(replayed[0]?.id).toBeGreaterThan(seen);

    const other = await transporter();
    await placeBid(t, other, quotes[0] as string);
    await s.until(() => notificationsIn(s).length === 4);
    expect(dataOf(notificationsIn(s)[3] as SseMessage)).toMatchObject({ quoteId: quotes[0] });
    // A bad header is ignored: the stream starts live.
    const junk = await streamOf(o, { 'last-event-id': 'nonsense' });
    expect(junk.status).toBe(200);
  });

  it('asks for a resync instead when more than 100 were missed', async () => {
    const o = await owner();
    const [activity] = await t.db.select({ id: activities.id }).from(activities).limit(1);
    await t.db.insert(notifications).values(
      Array.from({ length: 102 }, () => ({
        userId: o.user.id,
        activityId: activity?.id as string,
        kind: 'bid_placed' as const,
        params: { cargo: 'Maize' },
      })),
    );
    const s = await streamOf(o, { 'last-event-id': '1' });
    await s.until(named('resync'));
    expect(notificationsIn(s)).toEqual([]);
  });
});

describe('closing', () => {
  it('holds at most 10 streams of one user: the 11th closes the oldest, the others stay open', async () => {
    const o = await owner();
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await streamOf(o));
    const eleventh = await streamOf(o);
    expect(eleventh.status).toBe(200);
    await streams[0]?.ended();
    // The rest, and the new one, are open: each gets its next ping.
    const rest = [...streams.slice(1), eleventh];
    await Promise.all(rest.map((s) => s.until((m) => m.comments.includes('ping'), 2_000, s.messages.length)));
    expect(rest.filter((s) => s.isEnded())).toHaveLength(0);
  });

  it('closes a suspended user’s streams, and refuses a new one', async () => {
    const tr = await transporter();
    const s = await streamOf(tr);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${tr.user.id}`,
      headers: admin.auth,
      payload: { status: 'suspended' },
    });
    expect(res.statusCode).toBe(200);
    await s.ended();
    const again = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${tr.token}` } });
    expect(again.status).toBe(401);
  });

  it('closes the streams of a user who logs out or changes the password', async () => {
    const o = await owner();
    const s1 = await streamOf(o);
    const s2 = await streamOf(o);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: o.cookie },
    });
    expect(logout.statusCode).toBe(200);
    await Promise.all([s1.ended(), s2.ended()]);
    // The logged-out session's token opens nothing more; a new login does.
    const refused = await fetch(`${base}/api/events`, { headers: o.auth });
    expect(refused.status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: o.user.email, password: PASSWORD },
    });
    const again = { token: login.json().access_token as string };

    const s3 = await streamOf(again);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${again.token}` },
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'An0ther!Passw0rd',
        confirmPassword: 'An0ther!Passw0rd',
      },
    });
    expect(change.statusCode).toBe(200);
    await s3.ended();
  });

  it('closes when the access token expires', async () => {
    const o = await owner();
    const sign = createSigner({
      key: 'test-secret-that-is-long-enough-for-hs256-signing',
      algorithm: 'HS256',
      iss: 'njira',
      aud: 'njira-api',
      expiresIn: 1_500,
    });
    const s = await streamOf({ token: sign({ sub: o.user.id, role: 'cargo-owner', sid: randomUUID() }) });
    expect(s.status).toBe(200);
    const started = Date.now();
    await s.ended(4_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('lets the server shut down with streams open: app.close() ends them', async () => {
    const other = await createInstance(t, { events: { heartbeatMs: HEARTBEAT_MS, tickMs: 100 } });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/events`;
    const o = await owner();
    const streams = await Promise.all(
      [1, 2, 3].map(() => openStream(url, { authorization: `Bearer ${o.token}` })),
    );
    for (const s of streams) await s.until((m) => m.comments.includes('connected'));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const s of streams) await s.ended(1_000);
  });

  it('forgets a stream whose client hung up: nothing is left in flight', async () => {
    const o = await owner();
    const s = await streamOf(o);
    s.close();
    const started = Date.now();
    for (const x of open) x.close();
    await t.app.whenIdle(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the LISTEN connection', () => {
  it('reconnects after losing its connection, tells the streams to resync, and delivers again', async () => {
    const o = await owner();
    const tr = await transporter();
    const s = await streamOf(o);
    const pids = await t.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where application_name = 'njira-events' and datname = current_database()`,
    );
    expect(pids.rows).toHaveLength(1);
    await t.db.execute(sql`select pg_terminate_backend(${pids.rows[0]?.pid})`);
    await s.until(named('resync'), 5_000);
    const quoteId = await postLoad(t, o);
    await placeBid(t, tr, quoteId);
    expect(dataOf(await s.until(named('notification')))).toMatchObject({ kind: 'bid_placed', quoteId });
  });
});
