import { describe, expect, it } from 'vitest';
import { escrowCovers, escrowStatus, paymentAllowsPickup } from './escrow.ts';
import { paymentFailureText } from './mobile-money.ts';
import { notificationsFor } from './notification-rules.ts';
import { notificationMessage } from './notification-text.ts';

const facts = {
  heldNgwee: 0,
  amountNgwee: 1_400_000,
  released: false,
  refunded: false,
  latestAttempt: null,
} as const;

describe('a shipment’s payment status', () => {
  it('follows the latest attempt until the ledger holds the amount', () => {
    expect(escrowStatus(facts)).toBe('awaiting_payment');
    expect(escrowStatus({ ...facts, latestAttempt: 'PENDING' })).toBe('processing');
    expect(escrowStatus({ ...facts, latestAttempt: 'ACCEPTED' })).toBe('processing');
    expect(escrowStatus({ ...facts, latestAttempt: 'FAILED' })).toBe('failed');
    expect(escrowStatus({ ...facts, latestAttempt: 'COMPLETED', heldNgwee: 1_400_000 })).toBe('held');
    expect(escrowStatus({ ...facts, released: true })).toBe('released');
    expect(escrowStatus({ ...facts, refunded: true })).toBe('refunded');
  });

  it('lets the load be picked up only once the payment is held', () => {
    expect(paymentAllowsPickup('held')).toBe(true);
    for (const s of ['awaiting_payment', 'processing', 'failed', 'released', 'refunded'] as const) {
      expect(paymentAllowsPickup(s)).toBe(false);
    }
  });
});

describe('whether the payment is secured', () => {
  it('only when escrow holds the whole amount, the one rule behind held and Payment secured', () => {
    expect(escrowCovers(1_200_000, 1_200_000)).toBe(true);
    expect(escrowCovers(1_199_999, 1_200_000)).toBe(false);
    expect(escrowCovers(0, 0)).toBe(false);
    const facts = { amountNgwee: 1_200_000, released: false, refunded: false, latestAttempt: null };
    for (const heldNgwee of [0, 600_000, 1_200_000]) {
      expect(escrowStatus({ ...facts, heldNgwee }) === 'held').toBe(escrowCovers(heldNgwee, 1_200_000));
    }
  });
});

describe('payment notifications', () => {
  const shipment = {
    id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
    quoteId: 'q',
    ownerId: 'owner',
    transporterId: 'carrier',
    cargo: 'Maize',
    fromLocation: 'Chipata',
    toLocation: 'Lusaka',
    status: 'PENDING_PICKUP',
    progress: 10,
  };

  it('tell both parties the payment is secured, and the owner alone that it failed', () => {
    const secured = notificationsFor({
      type: 'PAYMENT_RECEIVED',
      actorId: null,
      metadata: { amount: 14_000 },
      shipment,
    });
    expect(secured.map((n) => [n.userId, n.kind])).toEqual([
      ['owner', 'payment_secured'],
      ['carrier', 'payment_secured'],
    ]);
    expect(notificationMessage(secured[0] as (typeof secured)[0])).toBe(
      'Payment of K 14,000 secured in escrow for shipment #0000ABCD (Chipata → Lusaka)',
    );

    const reason = paymentFailureText('INSUFFICIENT_BALANCE');
    const failed = notificationsFor({
      type: 'PAYMENT_FAILED',
      actorId: null,
      metadata: { reason },
      shipment,
    });
    expect(failed.map((n) => [n.userId, n.kind])).toEqual([['owner', 'payment_failed']]);
    expect(notificationMessage(failed[0] as (typeof failed)[0])).toBe(
      'Payment for shipment #0000ABCD failed: the wallet’s balance is too low. You can try again.',
    );
  });

  it('tell the transporter alone that escrow was released, with its share', () => {
    const released = notificationsFor({
      type: 'PAYMENT_RELEASED',
      actorId: 'owner',
      metadata: { amount: 14_000, payout: 11_200 },
      shipment,
    });
    expect(released.map((n) => [n.userId, n.kind])).toEqual([['carrier', 'payment_released']]);
    expect(notificationMessage(released[0] as (typeof released)[0])).toBe(
      'Payment released for shipment #0000ABCD (Chipata → Lusaka): K 11,200 is on its way to your wallet',
    );
  });
});
