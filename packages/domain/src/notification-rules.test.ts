import { describe, expect, it } from 'vitest';
import { bidAlertWindow, channelsFor, notificationGateOpen } from './notification-channels.ts';
import { type ActivityFacts, notificationsFor } from './notification-rules.ts';
import { notificationLink, notificationMessage } from './notification-text.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_SETTINGS } from './notifications.ts';
import { DEFAULT_USER_SETTINGS } from './schemas/settings.ts';

const load = { id: 'q1', ownerId: 'owner', cargo: 'Copper', fromLocation: 'Lusaka', toLocation: 'Ndola' };
const shipment = {
  ...load,
  id: 's1',
  quoteId: 'q1',
  transporterId: 'carrier',
  status: 'IN_TRANSIT',
  progress: 50,
};
const facts = (f: Partial<ActivityFacts> & Pick<ActivityFacts, 'type'>): ActivityFacts => ({
  actorId: null,
  metadata: {},
  ...f,
});

describe('who is told of an action', () => {
  it('tells the owner of a bid, with the amount and the bidder, and nobody else', () => {
    const drafts = notificationsFor(
      facts({
        type: 'BID_PLACED',
        actorId: 'carrier',
        load,
        metadata: { amount: 900, transporter: 'Kafue Haulage' },
      }),
    );
    expect(drafts).toEqual([
      {
        userId: 'owner',
        kind: 'bid_placed',
        quoteId: 'q1',
        shipmentId: null,
        params: { cargo: 'Copper', from: 'Lusaka', to: 'Ndola', amount: 900, transporter: 'Kafue Haulage' },
      },
    ]);
  });

  it('tells the owner of a withdrawn bid, with the amount and the bidder, and nobody else', () => {
    const drafts = notificationsFor(
      facts({
        type: 'BID_WITHDRAWN',
        actorId: 'carrier',
        load,
        metadata: { amount: 900, transporter: 'Kafue Haulage' },
      }),
    );
    expect(drafts).toEqual([
      {
        userId: 'owner',
        kind: 'bid_withdrawn',
        quoteId: 'q1',
        shipmentId: null,
        params: { cargo: 'Copper', from: 'Lusaka', to: 'Ndola', amount: 900, transporter: 'Kafue Haulage' },
      },
    ]);
  });

  it('tells the winner the amount and its shipment, the other bidders only that the load is gone', () => {
    const drafts = notificationsFor(
      facts({
        type: 'BID_ACCEPTED',
        load,
        shipment,
        bidders: ['other', 'carrier'],
        metadata: { amount: 900 },
      }),
    );
    expect(drafts.map((d) => [d.userId, d.kind, d.shipmentId, d.params.amount])).toEqual([
      ['other', 'bid_not_accepted', null, undefined],
      ['carrier', 'bid_accepted', 's1', 900],
    ]);
  });

  it('tells the other party of a stage change, and both when an admin acts', () => {
    const byCarrier = notificationsFor(facts({ type: 'SHIPMENT_UPDATED', actorId: 'carrier', shipment }));
    expect(byCarrier.map((d) => d.userId)).toEqual(['owner']);
    expect(byCarrier[0]?.params).toMatchObject({ status: 'IN_TRANSIT', progress: 50 });
    const byAdmin = notificationsFor(facts({ type: 'SHIPMENT_CANCELLED', actorId: 'admin', shipment }));
    expect(byAdmin.map((d) => d.userId)).toEqual(['owner', 'carrier']);
  });

  it('announces no stage when only the driver details were saved', () => {
    const [draft] = notificationsFor(
      facts({ type: 'SHIPMENT_UPDATED', actorId: 'carrier', shipment, metadata: { driverDetails: true } }),
    );
    expect(draft?.params).toMatchObject({ driverDetails: true });
    expect(draft?.params).not.toHaveProperty('status');
    expect(draft?.params).not.toHaveProperty('progress');
  });

  it('tells of a new load only active transporters on its routes who want new-load alerts', () => {
    const drafts = notificationsFor(
      facts({
        type: 'QUOTE_CREATED',
        load,
        lanes: [
          { id: 'a', active: true, newLoadAlerts: true },
          { id: 'b', active: false, newLoadAlerts: true },
          { id: 'c', active: true, newLoadAlerts: false },
        ],
      }),
    );
    expect(drafts.map((d) => d.userId)).toEqual(['a']);
  });

  it('tells only the owner that a late second payment was refunded, with its amount', () => {
    const drafts = notificationsFor(
      facts({ type: 'PAYMENT_REFUNDED', metadata: { amount: 7_000 }, shipment }),
    );
    expect(drafts).toEqual([
      {
        userId: 'owner',
        kind: 'payment_refunded',
        quoteId: 'q1',
        shipmentId: 's1',
        params: { cargo: 'Copper', from: 'Lusaka', to: 'Ndola', amount: 7_000 },
      },
    ]);
  });

  it('tells nobody of a sign-up', () => {
    expect(notificationsFor(facts({ type: 'USER_SIGNED_UP', actorId: 'u' }))).toEqual([]);
  });
});

describe('which channels carry a notification', () => {
  it('gates each kind exactly as NOTIFICATION_SETTINGS says', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const newLoadAlerts of [false, true])
        for (const deliveryUpdates of [false, true])
          for (const paymentAlerts of [false, true]) {
            const settings = { ...DEFAULT_USER_SETTINGS, newLoadAlerts, deliveryUpdates, paymentAlerts };
            const on = { newLoadAlerts, deliveryUpdates, paymentAlerts };
            const gates = NOTIFICATION_SETTINGS[kind];
            expect(notificationGateOpen(kind, settings)).toBe(gates.length === 0 || gates.some((g) => on[g]));
          }
    }
  });

  it('uses each switched-on channel, SMS only to a number, nothing for a suspended receiver', () => {
    const receiver = { active: true, phoneNumber: '+260971234567', settings: DEFAULT_USER_SETTINGS };
    expect(channelsFor('bid_placed', receiver)).toEqual(['email', 'sms']);
    expect(channelsFor('bid_placed', { ...receiver, phoneNumber: '' })).toEqual(['email']);
    expect(channelsFor('bid_placed', { ...receiver, active: false })).toEqual([]);
    const quiet = { ...DEFAULT_USER_SETTINGS, deliveryUpdates: false, paymentAlerts: false };
    expect(channelsFor('shipment_updated', { ...receiver, settings: quiet })).toEqual([]);
  });

  it('sends a withdrawn bid by neither e-mail nor SMS: the bell only', () => {
    const receiver = { active: true, phoneNumber: '+260971234567', settings: DEFAULT_USER_SETTINGS };
    expect(channelsFor('bid_withdrawn', receiver)).toEqual([]);
  });

  it('puts bids in quarter-hour windows', () => {
    expect(bidAlertWindow(new Date('2026-03-02T10:14:59Z')).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(bidAlertWindow(new Date('2026-03-02T10:15:00Z')).toISOString()).toBe('2026-03-02T10:15:00.000Z');
  });
});

describe('money that does not go where it was meant to (issue 39)', () => {
  const route = { cargo: 'Copper', from: 'Lusaka', to: 'Ndola' };

  it('tells a transporter with no wallet to add one, instead of saying the payout is on its way', () => {
    const released = facts({
      type: 'PAYMENT_RELEASED',
      shipment,
      metadata: { payout: 24_000, awaitsWallet: true },
    });
    expect(notificationsFor(released)).toEqual([]);
    const [draft] = notificationsFor(
      facts({ type: 'PAYMENT_AWAITS_WALLET', shipment, metadata: { amount: 24_000 } }),
    );
    expect(draft).toEqual({
      userId: 'carrier',
      kind: 'payout_awaits_wallet',
      quoteId: 'q1',
      shipmentId: 's1',
      params: { ...route, amount: 24_000 },
    });
    if (!draft) throw new Error('no draft');
    expect(notificationMessage(draft)).toBe(
      'Payment released for shipment #S1 (Lusaka → Ndola). K 24,000 is waiting for you. Add a mobile-money wallet in Settings to be paid.',
    );
    expect(notificationLink(draft, 'transporter')).toBe('/dashboard/transporter/settings#wallet');
  });

  it('tells the owner of a short payment, and of a surplus or a short payment refunded', () => {
    const [short] = notificationsFor(
      facts({ type: 'PAYMENT_SHORT', shipment, metadata: { received: 1, asked: 30_000, depositId: 'd1' } }),
    );
    expect(short).toMatchObject({
      userId: 'owner',
      kind: 'payment_short',
      params: { amount: 1, asked: 30_000 },
    });
    if (!short) throw new Error('no draft');
    expect(notificationMessage(short)).toMatch(
      /^Shipment #S1 \(Lusaka → Ndola\): Your payment of K 1 was less/,
    );
    const refunded = (metadata: Record<string, string | number>) => {
      const [draft] = notificationsFor(facts({ type: 'PAYMENT_REFUNDED', shipment, metadata }));
      if (!draft) throw new Error('no draft');
      return notificationMessage(draft);
    };
    expect(refunded({ amount: 30_000, received: 60_000, refundOf: 'overpaid' })).toBe(
      'You paid K 60,000 for shipment #S1 (Lusaka → Ndola), more than asked: K 30,000 is refunded to your wallet',
    );
    expect(refunded({ amount: 1, refundOf: 'short' })).toBe(
      'Your short payment of K 1 for shipment #S1 (Lusaka → Ndola) is refunded to your wallet',
    );
    expect(refunded({ amount: 500, refundOf: 'other' })).toMatch(/^A second payment of K 500/);
  });
});
