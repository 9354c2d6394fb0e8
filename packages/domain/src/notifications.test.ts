import { describe, expect, it } from 'vitest';
import { notificationLink, notificationMessage } from './notification-text.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

const quoteId = '11111111-1111-4111-8111-111111111111';
const shipmentId = '22222222-2222-4222-8222-2222abcdef12';
const route = { cargo: 'Copper cathodes', from: 'Kitwe', to: 'Lusaka' };

describe('notificationMessage', () => {
  it('names the load, the amount and the bidder for a new bid', () => {
    expect(
      notificationMessage({
        kind: 'bid_placed',
        quoteId,
        shipmentId: null,
        params: { ...route, amount: 12500, transporter: 'Zed Haulage' },
      }),
    ).toBe('New bid on Copper cathodes (Kitwe → Lusaka): K 12,500 from Zed Haulage');
  });

  it('names the bidder, the amount and the load for a withdrawn bid', () => {
    expect(
      notificationMessage({
        kind: 'bid_withdrawn',
        quoteId,
        shipmentId: null,
        params: { ...route, amount: 12500, transporter: 'Zed Haulage' },
      }),
    ).toBe('Zed Haulage withdrew their bid of K 12,500 on Copper cathodes (Kitwe → Lusaka)');
    expect(notificationMessage({ kind: 'bid_withdrawn', quoteId, shipmentId: null, params: {} })).toBe(
      'A transporter withdrew their bid on your load',
    );
  });

  it('tells the winner and the others apart, and gives the others no amount', () => {
    expect(
      notificationMessage({ kind: 'bid_accepted', quoteId, shipmentId, params: { ...route, amount: 9000 } }),
    ).toBe('Your bid was accepted: Copper cathodes (Kitwe → Lusaka) for K 9,000');
    expect(notificationMessage({ kind: 'bid_not_accepted', quoteId, shipmentId: null, params: route })).toBe(
      'Another bid was accepted for Copper cathodes (Kitwe → Lusaka)',
    );
  });

  it('names the stage a shipment reached', () => {
    expect(
      notificationMessage({
        kind: 'shipment_updated',
        quoteId,
        shipmentId,
        params: { ...route, status: 'IN_TRANSIT', progress: 80 },
      }),
    ).toBe('Shipment #ABCDEF12 is now Near Destination (Kitwe → Lusaka)');
    // Driver details saved alone announce no stage (the owner was told "is now Pending Pickup").
    expect(
      notificationMessage({
        kind: 'shipment_updated',
        quoteId,
        shipmentId,
        params: { ...route, driverDetails: true },
      }),
    ).toBe('Shipment #ABCDEF12 has new driver and truck details (Kitwe → Lusaka)');
    expect(notificationMessage({ kind: 'shipment_rated', quoteId, shipmentId, params: { stars: 1 } })).toBe(
      'You were rated 1 star for shipment #ABCDEF12',
    );
  });

  it('has a text for every kind, even with no facts', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(
        notificationMessage({ kind, quoteId: null, shipmentId: null, params: {} }).length,
      ).toBeGreaterThan(10);
    }
  });
});

describe('notificationLink', () => {
  it("opens the receiver's own page of the shipment, or of the quote", () => {
    expect(notificationLink({ kind: 'bid_accepted', quoteId, shipmentId }, 'transporter')).toBe(
      `/dashboard/transporter/shipment/${shipmentId}`,
    );
    expect(notificationLink({ kind: 'bid_placed', quoteId, shipmentId: null }, 'cargo-owner')).toBe(
      `/dashboard/cargo-owner/quote/${quoteId}`,
    );
    expect(notificationLink({ kind: 'bid_not_accepted', quoteId, shipmentId }, 'transporter')).toBe(
      `/dashboard/transporter/quote/${quoteId}`,
    );
    expect(notificationLink({ kind: 'bid_placed', quoteId, shipmentId: null }, 'admin')).toBeNull();
  });
});
