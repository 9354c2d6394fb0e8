import { notificationSchema, notificationsPageSchema } from '@njira/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { placeBid, postLoad } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { NotificationService } from './notification.service.ts';

/** `GET /api/notifications` and `POST /api/notifications/read`: the bell (ADR 019). */
let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

/** `n` stored notifications for the user, as the trigger would have written them. */
async function give(user: Actor, n: number, createdAt?: Date): Promise<number[]> {
  // Any activity will do as the cause: the user's own sign-up.
  const [activity] = await t.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.actorId, user.user.id))
    .limit(1);
  const activityId = activity?.id as string;
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.user.id,
        activityId,
        kind: 'quote_cancelled' as const,
        params: { cargo: `Load ${i}`, from: 'Kitwe', to: 'Lusaka' },
        ...(createdAt ? { createdAt } : {}),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const page = (actor: Actor | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: actor?.auth ?? {} });
const read = (actor: Actor | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: actor?.auth ?? {},
    payload: payload as object,
  });

describe('GET /api/notifications', () => {
  it('lists the caller’s own notifications, newest first, with their text and the unread count', async () => {
    const owner = await signUp(t.app, 'cargo-owner');
    const tr = await signUp(t.app, 'transporter');
    const quoteId = await postLoad(t, owner, { fromLocation: 'Ndola', toLocation: 'Chipata' });
    await placeBid(t, tr, quoteId, { amount: 7_000 });
    const res = await page(owner);
    expect(res.statusCode).toBe(200);
    const body = notificationsPageSchema.parse(res.json());
    expect(body.unreadCount).toBe(1);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: 'bid_placed', quoteId, shipmentId: null, readAt: null });
    expect(body.items[0]?.message).toMatch(/^New bid on .*\(Ndola → Chipata\).* from /);
    expect(Object.keys(res.json().items[0]).sort()).toEqual(Object.keys(notificationSchema.shape).sort());
    // The bidder has none.
    expect((await page(tr)).json()).toEqual({ items: [], unreadCount: 0 });
  });

  it('pages with limit and before, without gaps or repeats', async () => {
    const user = await signUp(t.app, 'transporter');
    const ids = await give(user, 25);
    const first = (await page(user, '?limit=10')).json();
    expect(first.unreadCount).toBe(25);
    expect(first.items.map((n: { id: number }) => n.id)).toEqual([...ids].reverse().slice(0, 10));
    const last = first.items.at(-1).id;
    const second = (await page(user, `?limit=10&before=${last}`)).json();
    expect(second.items.map((n: { id: number }) => n.id)).toEqual([...ids].reverse().slice(10, 20));
    const third = (await page(user, `?limit=10&before=${second.items.at(-1).id}`)).json();
    expect(third.items).toHaveLength(5);
    expect((await page(user)).json().items).toHaveLength(20);
  });

  it('refuses a bad limit or cursor with 400, and no token with 401', async () => {
    const user = await signUp(t.app, 'transporter');
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?before=-1', '?before=x']) {
      const res = await page(user, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await page(null)).statusCode).toBe(401);
  });

  it('answers an admin with an empty list', async () => {
    expect((await page(admin)).json()).toEqual({ items: [], unreadCount: 0 });
    expect((await read(admin, { all: true })).json()).toEqual({ unreadCount: 0 });
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the given ids of the caller read and leaves another user’s ids alone', async () => {
    const me = await signUp(t.app, 'transporter');
    const other = await signUp(t.app, 'transporter');
    const mine = await give(me, 4);
    const theirs = await give(other, 2);
    const res = await read(me, { ids: [mine[0], mine[1], ...theirs] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 2 });
    const rows = await t.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, [...mine, ...theirs]));
    const readIds = rows.filter((r) => r.readAt !== null).map((r) => r.id);
    expect(readIds.sort()).toEqual([mine[0], mine[1]].sort());
    expect((await page(other)).json().unreadCount).toBe(2);
    // Marking again changes nothing; all marks the rest.
    expect((await read(me, { ids: [mine[0]] })).json()).toEqual({ unreadCount: 2 });
    expect((await read(me, { all: true })).json()).toEqual({ unreadCount: 0 });
    const listed = (await page(me)).json();
    expect(listed.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect((await page(other)).json().unreadCount).toBe(2);
  });

  it('refuses a body that is neither ids nor all', async () => {
    const me = await signUp(t.app, 'transporter');
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const res = await read(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await read(null, { all: true })).statusCode).toBe(401);
  });
});

describe('the 90-day purge', () => {
  it('deletes notifications older than 90 days and keeps the rest', async () => {
    const user = await signUp(t.app, 'transporter');
    const day = 86_400_000;
    const old = await give(user, 3, new Date(Date.now() - 91 * day));
    const kept = await give(user, 2, new Date(Date.now() - 89 * day));
    const purged = await new NotificationService(t.db).purge();
    expect(purged).toBeGreaterThanOrEqual(3);
    const left = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.user.id));
    expect(left.map((r) => r.id).sort()).toEqual(kept.sort());
    expect(await t.db.select().from(notifications).where(inArray(notifications.id, old))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the notifications routes and the events stream', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = doc.paths['/api/notifications'].get;
    expect(list.tags).toEqual(['notifications']);
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['before', 'limit']);
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties).sort()).toEqual([
      'items',
      'unreadCount',
    ]);
    const mark = doc.paths['/api/notifications/read'].post;
    expect(mark.tags).toEqual(['notifications']);
    expect(mark.responses['200'].content['application/json'].schema.properties).toHaveProperty('unreadCount');
    const events = doc.paths['/api/events'].get;
    expect(events.tags).toEqual(['events']);
    expect(events.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(events.responses['200'].content)).toEqual(['text/event-stream']);
    expect(events.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'header:last-event-id',
    ]);
  });
});
