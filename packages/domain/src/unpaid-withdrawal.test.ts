import { describe, expect, it } from 'vitest';
import { notificationsFor } from './notification-rules.ts';
import { notificationMessage } from './notification-text.ts';
import {
  reopenedQuoteExpiry,
  unpaidWithdrawalFrom,
  unpaidWithdrawalRefusal,
  WITHDRAW_ONLY_PENDING_PICKUP,
  WITHDRAW_PAID,
  WITHDRAW_PAYMENT_IN_PROGRESS,
  WITHDRAW_UNPAID_AFTER_HOURS,
} from './unpaid-withdrawal.ts';

const acceptedAt = new Date('2026-11-20T08:00:00Z');
const after = new Date(acceptedAt.getTime() + WITHDRAW_UNPAID_AFTER_HOURS * 3_600_000);
const facts = {
  shipmentStatus: 'PENDING_PICKUP',
  paymentStatus: 'awaiting_payment',
  acceptedAt,
  now: after,
} as const;

describe('a transporter withdrawing from an unpaid shipment', () => {
  it('may once the owner has left it unpaid for 24 hours, or its payments failed', () => {
    expect(WITHDRAW_UNPAID_AFTER_HOURS).toBe(24);
    expect(unpaidWithdrawalFrom(acceptedAt)).toEqual(after);
    expect(unpaidWithdrawalRefusal(facts)).toBeNull();
    expect(unpaidWithdrawalRefusal({ ...facts, paymentStatus: 'failed' })).toBeNull();
  });

  it('may not a minute before, and is told from when (Lusaka time)', () => {
    const early = new Date(after.getTime() - 60_000);
    expect(unpaidWithdrawalRefusal({ ...facts, now: early })).toBe(
      'You can withdraw once the cargo owner has left it unpaid for 24 hours (from 21 Nov 2026, 10:00)',
    );
  });

  it('may not while a payment waits for approval, once it is paid, or after pickup', () => {
    expect(unpaidWithdrawalRefusal({ ...facts, paymentStatus: 'processing' })).toBe(
      WITHDRAW_PAYMENT_IN_PROGRESS,
    );
    for (const paymentStatus of ['held', 'disputed', 'released', 'refunded'] as const) {
      expect(unpaidWithdrawalRefusal({ ...facts, paymentStatus })).toBe(WITHDRAW_PAID);
    }
    for (const shipmentStatus of ['AWAITING_PICKUP', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED']) {
      expect(unpaidWithdrawalRefusal({ ...facts, shipmentStatus })).toBe(WITHDRAW_ONLY_PENDING_PICKUP);
    }
  });

  it('reopens the load with its expiry, or a fresh one when it has passed', () => {
    const ahead = new Date(after.getTime() + 3_600_000);
    expect(reopenedQuoteExpiry(ahead, after)).toEqual(ahead);
    expect(reopenedQuoteExpiry(acceptedAt, after)).toEqual(new Date(after.getTime() + 7 * 86_400_000));
  });

  it('tells the owner that the transporter withdrew and the load is open again', () => {
    const drafts = notificationsFor({
      type: 'SHIPMENT_CANCELLED',
      actorId: 't1',
      metadata: { status: 'CANCELLED', progress: 10, withdrawnBy: 'Copperbelt Haulage' },
      shipment: {
        id: '0000abcd-0000-4000-8000-000000000000',
        quoteId: 'q1',
        ownerId: 'o1',
        transporterId: 't1',
        cargo: 'Maize',
        fromLocation: 'Lusaka',
        toLocation: 'Ndola',
        status: 'CANCELLED',
        progress: 10,
      },
    });
    expect(drafts.map((d) => d.userId)).toEqual(['o1']);
    const [draft] = drafts;
    if (!draft) throw new Error('no notification');
    expect(draft.kind).toBe('shipment_cancelled');
    expect(notificationMessage(draft)).toMatch(
      /^Copperbelt Haulage withdrew from the unpaid shipment #\w+ \(Lusaka → Ndola\)\. The load is open to bids again$/,
    );
  });
});
