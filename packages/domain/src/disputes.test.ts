import { describe, expect, it } from 'vitest';
import { canOpenDispute, disputeClosesAs, escrowStatus } from './escrow.ts';
import { notificationsFor } from './notification-rules.ts';
import { notificationMessage } from './notification-text.ts';
import { answerDisputeSchema, disputePhotosTooMany } from './schemas/dispute-evidence.ts';
import { openDisputeSchema, resolveDisputeSchema } from './schemas/disputes.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-27T12:00:00Z');

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('a dispute of a held payment', () => {
  it('shows the held payment as disputed while a dispute is open', () => {
    const held = {
      heldNgwee: 1_500_000,
      amountNgwee: 1_500_000,
      released: false,
      refunded: false,
      latestAttempt: 'COMPLETED',
    } as const;
    expect(escrowStatus(held)).toBe('held');
    expect(escrowStatus({ ...held, disputeOpen: true })).toBe('disputed');
    // Resolved: what the ledger says wins.
    expect(escrowStatus({ ...held, heldNgwee: 0, released: true, refunded: true })).toBe('released');
  });

  it('may be opened from pickup until release, a delivered shipment within the 72 hours', () => {
    const f = { paymentStatus: 'held', shipmentStatus: 'IN_TRANSIT', completedAt: null, now } as const;
    expect(canOpenDispute(f)).toBe(true);
    expect(canOpenDispute({ ...f, shipmentStatus: 'AWAITING_PICKUP' })).toBe(true);
    expect(canOpenDispute({ ...f, shipmentStatus: 'PENDING_PICKUP' })).toBe(false);
    expect(canOpenDispute({ ...f, shipmentStatus: 'CANCELLED' })).toBe(false);
    const delivered = { ...f, shipmentStatus: 'DELIVERED' };
    expect(canOpenDispute({ ...delivered, completedAt: new Date(now.getTime() - 71 * HOUR) })).toBe(true);
    expect(canOpenDispute({ ...delivered, completedAt: new Date(now.getTime() - 72 * HOUR) })).toBe(false);
    for (const paymentStatus of ['disputed', 'released', 'refunded', 'awaiting_payment'] as const) {
      expect(canOpenDispute({ ...f, paymentStatus })).toBe(false);
    }
  });

  it('needs a reason of 10 to 1000 characters, trimmed', () => {
    expect(openDisputeSchema.parse({ reason: '  Pallets arrived wet.  ' })).toEqual({
      reason: 'Pallets arrived wet.',
    });
    expect(firstMessage(openDisputeSchema.safeParse({ reason: '   ' }))).toBe('Please say what went wrong');
    expect(firstMessage(openDisputeSchema.safeParse({ reason: 'Too short' }))).toBe(
      'Please give at least 10 characters',
    );
    expect(firstMessage(openDisputeSchema.safeParse({ reason: 'x'.repeat(1001) }))).toBe(
      'The reason must be at most 1000 characters',
    );
  });

  it('is resolved with an outcome, a reason, and an amount for a partial refund', () => {
    const reason = 'Part of the load was damaged.';
    expect(resolveDisputeSchema.safeParse({ outcome: 'release', reason }).success).toBe(true);
    expect(firstMessage(resolveDisputeSchema.safeParse({ outcome: 'split', reason }))).toBe(
      'Please choose an outcome',
    );
    expect(firstMessage(resolveDisputeSchema.safeParse({ outcome: 'partial_refund', reason }))).toBe(
      'Please enter the amount to refund',
    );
    expect(
      firstMessage(resolveDisputeSchema.safeParse({ outcome: 'partial_refund', refundAmount: 0, reason })),
    ).toBe('The amount to refund must be more than K 0');
    expect(
      firstMessage(
        resolveDisputeSchema.safeParse({ outcome: 'partial_refund', refundAmount: 1.005, reason }),
      ),
    ).toBe('The amount can have at most 2 decimals');
    expect(
      resolveDisputeSchema.safeParse({ outcome: 'partial_refund', refundAmount: 2_500.5, reason }).success,
    ).toBe(true);
  });
});

describe('the transporter’s answer', () => {
  it('is 10 to 1000 characters, trimmed, in its own words', () => {
    expect(answerDisputeSchema.parse({ answer: '  The bags were dry at loading.  ' })).toEqual({
      answer: 'The bags were dry at loading.',
    });
    expect(firstMessage(answerDisputeSchema.safeParse({ answer: ' ' }))).toBe('Please write your answer');
    expect(firstMessage(answerDisputeSchema.safeParse({}))).toBe('Answer must be text');
    expect(firstMessage(answerDisputeSchema.safeParse({ answer: 'Not me' }))).toBe(
      'Please give at least 10 characters',
    );
    expect(firstMessage(answerDisputeSchema.safeParse({ answer: 'x'.repeat(1001) }))).toBe(
      'The answer must be at most 1000 characters',
    );
    expect(firstMessage(answerDisputeSchema.safeParse({ answer: 'Dry at\u0000 loading.' }))).toBe(
      'Answer contains characters that are not allowed',
    );
  });

  it('says how many photos a side may still add', () => {
    expect(disputePhotosTooMany(2)).toBe('Each side may add at most 3 photos: you can add 2 more');
    expect(disputePhotosTooMany(0)).toBe('Each side may add at most 3 photos, and yours are all added');
  });
});

describe('dispute notifications', () => {
  const shipment = {
    id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
    quoteId: 'q',
    ownerId: 'owner',
    transporterId: 'carrier',
    cargo: 'Maize',
    fromLocation: 'Chipata',
    toLocation: 'Lusaka',
    status: 'DELIVERED',
    progress: 100,
  };

  it('tell the transporter a dispute was opened, the owner it was answered, and both parties how it was resolved', () => {
    const opened = notificationsFor({ type: 'DISPUTE_OPENED', actorId: 'owner', metadata: {}, shipment });
    expect(opened.map((n) => [n.userId, n.kind])).toEqual([['carrier', 'dispute_opened']]);
    expect(notificationMessage(opened[0] as (typeof opened)[0])).toBe(
      'The cargo owner opened a dispute on shipment #0000ABCD (Chipata → Lusaka): the payment is on hold until an admin resolves it',
    );

    const answered = notificationsFor({
      type: 'DISPUTE_ANSWERED',
      actorId: 'carrier',
      metadata: { transporter: 'Mwale Haulage', photos: 2 },
      shipment,
    });
    expect(answered.map((n) => [n.userId, n.kind])).toEqual([['owner', 'dispute_answered']]);
    expect(notificationMessage(answered[0] as (typeof answered)[0])).toBe(
      'Mwale Haulage answered the dispute on shipment #0000ABCD (Chipata → Lusaka): an admin decides next',
    );
    // Photos the owner adds later tell nobody by a notification (the other side's page refreshes).
    expect(
      notificationsFor({ type: 'DISPUTE_PHOTOS_ADDED', actorId: 'owner', metadata: {}, shipment }),
    ).toEqual([]);

    const resolved = notificationsFor({
      type: 'DISPUTE_RESOLVED',
      actorId: 'admin',
      metadata: { outcome: 'partial_refund', refunded: 5_000, reason: 'Part damaged.' },
      shipment,
    });
    expect(resolved.map((n) => [n.userId, n.kind])).toEqual([
      ['owner', 'dispute_resolved'],
      ['carrier', 'dispute_resolved'],
    ]);
    expect(notificationMessage(resolved[0] as (typeof resolved)[0])).toBe(
      'The dispute on shipment #0000ABCD was resolved: K 5,000 is refunded to the cargo owner and the rest released to the transporter',
    );
    const refunded = notificationsFor({
      type: 'DISPUTE_RESOLVED',
      actorId: 'admin',
      metadata: { outcome: 'refund', refunded: 15_000 },
      shipment,
    });
    expect(notificationMessage(refunded[1] as (typeof refunded)[1])).toBe(
      'The dispute on shipment #0000ABCD was resolved: the payment is refunded to the cargo owner',
    );
  });
});

describe('a resolved dispute', () => {
  it('closes the shipment: cancelled when refunded in full, else delivered', () => {
    expect(disputeClosesAs('refund').status).toBe('CANCELLED');
    expect(disputeClosesAs('release').status).toBe('DELIVERED');
    expect(disputeClosesAs('partial_refund').status).toBe('DELIVERED');
  });
});
