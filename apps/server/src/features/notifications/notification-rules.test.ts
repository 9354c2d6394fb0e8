import { DEFAULT_USER_SETTINGS } from '@njira/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  makeShipment,
  patchShipment,
  placeBid,
  postLoad,
} from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { transactionAnnouncing } from '../../db/announce.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { activities } from '../../db/schema/activities.ts';
import { notifications, transporterLanes } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { users } from '../../db/schema/users.ts';
import { NotificationService } from './notification.service.ts';

/**
 * Who gets a notification for each action, with which facts, and which e-mail and SMS rows the
 * receivers' settings ask for (the domain's notification-rules.ts, written by `recordActivity` in the
 * action's transaction; ADR 019).
 */
let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

const owner = () => signUp(t.app, 'cargo-owner');
const transporter = () => signUp(t.app, 'transporter');

/** The notifications one action (its activity of `type` on `quoteId` or `shipmentId`) wrote. */
async function notificationsOf(type: string, on: { quoteId?: string; shipmentId?: string }) {
  const [activity] = await t.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      sql`${activities.type} = ${type} and ${
        on.shipmentId
          ? sql`${activities.shipmentId} = ${on.shipmentId}`
          : sql`${activities.quoteId} = ${on.quoteId}`
      }`,
    )
    .orderBy(sql`${activities.createdAt} desc`)
    .limit(1);
  if (!activity) throw new Error(`no ${type} activity`);
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.activityId, activity.id))
    .orderBy(asc(notifications.id));
}

async function outboxOf(notificationIds: number[]) {
  if (notificationIds.length === 0) return [];
  return t.db
    .select({
      notificationId: outbox.notificationId,
      channel: outbox.channel,
      toEmail: outbox.toEmail,
      toPhone: outbox.toPhone,
      subject: outbox.subject,
      body: outbox.body,
    })
    .from(outbox)
    .where(inArray(outbox.notificationId, notificationIds))
    .orderBy(asc(outbox.notificationId), asc(outbox.channel));
}

const settings = (actor: Actor, payload: Record<string, boolean>) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings', headers: actor.auth, payload });

describe('who is told what', () => {
  it('tells the load’s owner of a bid: the amount and the bidder’s company, and no one else', async () => {
    const o = await owner();
    const [a, b] = [await transporter(), await transporter()];
    const quoteId = await postLoad(t, o, { fromLocation: 'Ndola', toLocation: 'Chipata' });
    await placeBid(t, a, quoteId, { amount: 9_000 });
    await placeBid(t, b, quoteId, { amount: 9_500 });

    const rows = await notificationsOf('BID_PLACED', { quoteId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: o.user.id,
      kind: 'bid_placed',
      quoteId,
      shipmentId: null,
      readAt: null,
      params: {
        cargo: expect.any(String),
        from: 'Ndola',
        to: 'Chipata',
        amount: 9_500,
        transporter: b.user.companyName,
      },
    });
    expect(Object.keys(rows[0]?.params ?? {}).sort()).toEqual([
      'amount',
      'cargo',
      'from',
      'to',
      'transporter',
    ]);
  });

  it('tells the winner of an acceptance (amount, shipment) and the other bidders only that the load is gone', async () => {
    const o = await owner();
    const [winner, loser1, loser2] = [await transporter(), await transporter(), await transporter()];
    const quoteId = await postLoad(t, o, { fromLocation: 'Kitwe', toLocation: 'Livingstone' });
    const bidId = await placeBid(t, winner, quoteId, { amount: 11_000 });
    await placeBid(t, loser1, quoteId, { amount: 12_000 });
    await placeBid(t, loser2, quoteId, { amount: 13_000 });
    const shipmentId = await acceptBid(t, o, quoteId, bidId);

    const rows = await notificationsOf('BID_ACCEPTED', { quoteId });
    expect(rows.map((r) => r.userId).sort()).toEqual([winner, loser1, loser2].map((x) => x.user.id).sort());
    const won = rows.find((r) => r.userId === winner.user.id);
    expect(won).toMatchObject({
      kind: 'bid_accepted',
      quoteId,
      shipmentId,
      params: { from: 'Kitwe', to: 'Livingstone', amount: 11_000, cargo: expect.any(String) },
    });
    for (const lost of rows.filter((r) => r.userId !== winner.user.id)) {
      expect(lost.kind).toBe('bid_not_accepted');
      expect(lost.quoteId).toBe(quoteId);
      // Neither the winning amount nor the shipment is theirs to see.
      expect(lost.shipmentId).toBeNull();
      expect(Object.keys(lost.params).sort()).toEqual(['cargo', 'from', 'to']);
    }
    // The owner acted; the shipment's creation tells nobody.
    expect(rows.some((r) => r.userId === o.user.id)).toBe(false);
    expect(await notificationsOf('SHIPMENT_CREATED', { shipmentId })).toEqual([]);
    // The winner's routes now include both cities (new-load alerts).
    const lanes = await t.db
      .select({ city: transporterLanes.city })
      .from(transporterLanes)
      .where(eq(transporterLanes.transporterId, winner.user.id));
    expect(lanes.map((l) => l.city).sort()).toEqual(['Kitwe', 'Livingstone']);
  });

  it('tells every bidder when the owner (or an admin) cancels a load', async () => {
    const o = await owner();
    const [a, b] = [await transporter(), await transporter()];
    for (const canceller of [o, admin]) {
      const quoteId = await postLoad(t, o);
      await placeBid(t, a, quoteId);
      await placeBid(t, b, quoteId);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/quotes/${quoteId}`,
        headers: canceller.auth,
      });
      expect(res.statusCode).toBe(200);
      const rows = await notificationsOf('QUOTE_CANCELLED', { quoteId });
      expect(rows.map((r) => [r.userId, r.kind, r.shipmentId])).toEqual(
        expect.arrayContaining([
          [a.user.id, 'quote_cancelled', null],
          [b.user.id, 'quote_cancelled', null],
        ]),
      );
      expect(rows).toHaveLength(2);
    }
  });

  it('tells the other party of a shipment’s progress, delivery and cancellation; both when an admin acts', async () => {
    const o = await owner();
    const tr = await transporter();
    const shipmentId = await makeShipment(t, { owner: o, transporter: tr });
    expect((await patchShipment(t, tr, shipmentId, { status: 'AWAITING_PICKUP' })).statusCode).toBe(200);
    const updated = await notificationsOf('SHIPMENT_UPDATED', { shipmentId });
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      userId: o.user.id,
      kind: 'shipment_updated',
      shipmentId,
      params: { status: 'AWAITING_PICKUP', progress: 25, from: 'Kitwe', to: 'Lusaka' },
    });
    expect((await patchShipment(t, tr, shipmentId, { status: 'DELIVERED' })).statusCode).toBe(200);
    const delivered = await notificationsOf('SHIPMENT_DELIVERED', { shipmentId });
    expect(delivered.map((r) => [r.userId, r.kind])).toEqual([[o.user.id, 'shipment_delivered']]);

    const byOwner = await makeShipment(t, { owner: o, transporter: tr });
    await t.app.inject({ method: 'DELETE', url: `/api/shipments/${byOwner}`, headers: o.auth });
    const cancelled = await notificationsOf('SHIPMENT_CANCELLED', { shipmentId: byOwner });
    expect(cancelled.map((r) => [r.userId, r.kind])).toEqual([[tr.user.id, 'shipment_cancelled']]);

    const byAdmin = await makeShipment(t, { owner: o, transporter: tr });
    await t.app.inject({ method: 'DELETE', url: `/api/shipments/${byAdmin}`, headers: admin.auth });
    const both = await notificationsOf('SHIPMENT_CANCELLED', { shipmentId: byAdmin });
    expect(both.map((r) => r.userId).sort()).toEqual([o.user.id, tr.user.id].sort());
  });

  it('tells the rated party of a rating: the stars only', async () => {
    const o = await owner();
    const tr = await transporter();
    const shipmentId = await makeShipment(t, { owner: o, transporter: tr });
    await patchShipment(t, tr, shipmentId, { status: 'DELIVERED' });
    const rate = (who: Actor, stars: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shipments/${shipmentId}/rating`,
        headers: who.auth,
        payload: { stars, comment: 'A private comment' },
      });
    expect((await rate(o, 4)).statusCode).toBe(201);
    let rows = await notificationsOf('SHIPMENT_RATED', { shipmentId });
    expect(rows.map((r) => [r.userId, r.kind, r.params])).toEqual([
      [tr.user.id, 'shipment_rated', { stars: 4 }],
    ]);
    expect((await rate(tr, 5)).statusCode).toBe(201);
    rows = await notificationsOf('SHIPMENT_RATED', { shipmentId });
    expect(rows.map((r) => [r.userId, r.params])).toEqual([[o.user.id, { stars: 5 }]]);
  });

  it('tells of a new load only the active transporters whose routes it touches and who want new-load alerts', async () => {
    const o = await owner();
    const onRoute = await transporter();
    const otherEnd = await transporter();
    const noAlerts = await transporter();
    const elsewhere = await transporter();
    const suspended = await transporter();
    const fresh = await transporter(); // no routes yet
    const lanes: [Actor, string][] = [
      [onRoute, 'Chingola'],
      [otherEnd, 'Harare Zimbabwe'],
      [noAlerts, 'Chingola'],
      [elsewhere, 'Dar es Salaam Tanzania'],
      [suspended, 'Chingola'],
    ];
    await t.db
      .insert(transporterLanes)
      .values(lanes.map(([a, city]) => ({ city, transporterId: a.user.id })));
    expect((await settings(noAlerts, { newLoadAlerts: false })).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));

    const quoteId = await postLoad(t, o, {
      fromLocation: 'Chingola',
      toLocation: 'Harare Zimbabwe',
      maxBudget: 20_000,
    });
    const rows = await notificationsOf('QUOTE_CREATED', { quoteId });
    expect(rows.map((r) => r.userId).sort()).toEqual([onRoute.user.id, otherEnd.user.id].sort());
    expect(rows[0]).toMatchObject({
      kind: 'new_load',
      quoteId,
      shipmentId: null,
      params: { from: 'Chingola', to: 'Harare Zimbabwe', amount: 20_000, cargo: expect.any(String) },
    });
    expect(rows.some((r) => r.userId === fresh.user.id)).toBe(false);
  });

  it('tells nobody of sign-ups and account changes', async () => {
    const someone = await owner();
    const [row] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.actorId} = ${someone.user.id} and ${activities.type} = 'USER_SIGNED_UP'`);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.activityId, row?.id ?? '')),
    ).toEqual([]);
  });
});

describe('the outbox follows the receiver’s settings', () => {
  it('queues an e-mail and an SMS per notification by default, rendered later (no subject or body)', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    await placeBid(t, tr, quoteId);
    const [n] = await notificationsOf('BID_PLACED', { quoteId });
    expect(DEFAULT_USER_SETTINGS.emailNotifications && DEFAULT_USER_SETTINGS.smsNotifications).toBe(true);
    expect(await outboxOf([n?.id ?? 0])).toEqual([
      {
        notificationId: n?.id,
        channel: 'email',
        toEmail: o.user.email,
        toPhone: null,
        subject: null,
        body: null,
      },
      {
        notificationId: n?.id,
        channel: 'sms',
        toEmail: null,
        toPhone: o.user.phoneNumber,
        subject: null,
        body: null,
      },
    ]);
  });

  it('leaves out a channel whose switch is off, and the delivery news a user turned off', async () => {
    const o = await owner();
    const tr = await transporter();
    await settings(o, { emailNotifications: false });
    const quoteId = await postLoad(t, o);
    await placeBid(t, tr, quoteId);
    const [bid] = await notificationsOf('BID_PLACED', { quoteId });
    expect((await outboxOf([bid?.id ?? 0])).map((r) => r.channel)).toEqual(['sms']);

    // Delivery updates off: no message for a stage change; a delivery still goes out while payment
    // alerts are on (NOTIFICATION_SETTINGS: either one), and not once both are off.
    await settings(o, { emailNotifications: true, deliveryUpdates: false });
    const shipmentId = await makeShipment(t, { owner: o, transporter: tr });
    await patchShipment(t, tr, shipmentId, { status: 'AWAITING_PICKUP' });
    const [stage] = await notificationsOf('SHIPMENT_UPDATED', { shipmentId });
    expect(stage?.userId).toBe(o.user.id);
    expect(await outboxOf([stage?.id ?? 0])).toEqual([]);
    await patchShipment(t, tr, shipmentId, { status: 'DELIVERED' });
    const [delivered] = await notificationsOf('SHIPMENT_DELIVERED', { shipmentId });
    expect((await outboxOf([delivered?.id ?? 0])).map((r) => r.channel)).toEqual(['email', 'sms']);

    await settings(o, { paymentAlerts: false });
    const second = await makeShipment(t, { owner: o, transporter: tr });
    await patchShipment(t, tr, second, { status: 'DELIVERED' });
    const [quiet] = await notificationsOf('SHIPMENT_DELIVERED', { shipmentId: second });
    expect(quiet?.userId).toBe(o.user.id);
    expect(await outboxOf([quiet?.id ?? 0])).toEqual([]);
  });

  it('queues nothing for a suspended receiver (the bell still records)', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, o.user.id));
    await placeBid(t, tr, quoteId);
    const [n] = await notificationsOf('BID_PLACED', { quoteId });
    expect(n?.userId).toBe(o.user.id);
    expect(await outboxOf([n?.id ?? 0])).toEqual([]);
  });
});

describe('a digest of bid alerts', () => {
  /** A BID_PLACED entry on `quoteId` stamped `at`, as a bid writes it; the owner's notification of it. */
  async function bidAt(quoteId: string, bidder: Actor, at: string) {
    const id = await transactionAnnouncing(t.db, async (tx) => {
      await recordActivity(tx, {
        type: 'BID_PLACED',
        description: `bid at ${at}`,
        actorId: bidder.user.id,
        actorName: bidder.user.companyName,
        quoteId,
        metadata: { amount: 5_000, transporter: bidder.user.companyName },
        createdAt: new Date(at),
      });
      const [row] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.description, `bid at ${at}`));
      return row?.id;
    });
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.activityId, id ?? ''));
    if (!n) throw new Error('the bid notified no one');
    return n;
  }
  const channels = async (n: { id: number }) => (await outboxOf([n.id])).map((r) => r.channel);

  it('e-mails and texts the owner about a load’s first bid of each quarter hour; the bell gets every bid', async () => {
    const o = await owner();
    const [a, b, c] = [await transporter(), await transporter(), await transporter()];
    const quoteId = await postLoad(t, o);
    const otherLoad = await postLoad(t, o);

    const first = await bidAt(quoteId, a, '2026-03-02T10:00:05Z');
    const sameQuarter = await bidAt(quoteId, b, '2026-03-02T10:14:59Z');
    const elsewhere = await bidAt(otherLoad, b, '2026-03-02T10:05:00Z');
    const nextQuarter = await bidAt(quoteId, c, '2026-03-02T10:15:00Z');

    for (const n of [first, sameQuarter, elsewhere, nextQuarter]) {
      expect(n).toMatchObject({ userId: o.user.id, kind: 'bid_placed', readAt: null });
    }
    expect(await channels(first)).toEqual(['email', 'sms']);
    expect(await channels(sameQuarter)).toEqual([]);
    expect(await channels(elsewhere)).toEqual(['email', 'sms']);
    expect(await channels(nextQuarter)).toEqual(['email', 'sms']);
  });

  it('purges the windows that ended more than a day ago', async () => {
    const o = await owner();
    const tr = await transporter();
    const quoteId = await postLoad(t, o);
    const day = 86_400_000;
    await bidAt(quoteId, tr, new Date(Date.now() - 2 * day).toISOString());
    const recent = new Date(Date.now() - 60_000).toISOString();
    await bidAt(quoteId, tr, recent);
    const windows = () =>
      t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from bid_alert_windows where quote_id = ${quoteId}`,
      );
    expect((await windows()).rows[0]?.n).toBe(2);
    await new NotificationService(t.db).purge();
    expect((await windows()).rows[0]?.n).toBe(1);
  });
});
