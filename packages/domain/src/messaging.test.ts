import { describe, expect, it } from 'vitest';
import {
  conversationAccess,
  READ_ONLY_DELIVERED,
  READ_ONLY_LOAD_CLOSED,
  READ_ONLY_OTHER_TRANSPORTER,
  READ_ONLY_SHIPMENT_CANCELLED,
} from './messaging.ts';
import { sendMessageSchema } from './schemas/messages.ts';

describe('conversationAccess', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const day = 86_400_000;

  it('lets both parties talk about an open load, without contact details', () => {
    expect(conversationAccess({ quoteStatus: 'ACTIVE', shipment: null, now })).toEqual({
      stage: 'load',
      writable: true,
      contactAllowed: false,
      readOnlyReason: null,
    });
  });

  it("carries the accepted transporter's conversation on into the shipment, contact allowed once paid", () => {
    const access = (paid: boolean) =>
      conversationAccess({
        quoteStatus: 'ACCEPTED',
        shipment: { status: 'PENDING_PICKUP', deliveredAt: null, paid },
        now,
      });
    expect(access(false)).toMatchObject({ stage: 'shipment', writable: true, contactAllowed: false });
    expect(access(true)).toMatchObject({ stage: 'shipment', writable: true, contactAllowed: true });
  });

  it("makes another transporter's conversation read-only once the load is booked", () => {
    expect(conversationAccess({ quoteStatus: 'ACCEPTED', shipment: null, now })).toMatchObject({
      writable: false,
      readOnlyReason: READ_ONLY_OTHER_TRANSPORTER,
    });
  });

  it('makes it read-only when the load is cancelled or expired', () => {
    for (const quoteStatus of ['CANCELLED', 'EXPIRED'] as const) {
      expect(conversationAccess({ quoteStatus, shipment: null, now })).toMatchObject({
        writable: false,
        readOnlyReason: READ_ONLY_LOAD_CLOSED,
      });
    }
  });

  it('makes it read-only when the shipment is cancelled', () => {
    const access = conversationAccess({
      quoteStatus: 'ACCEPTED',
      shipment: { status: 'CANCELLED', deliveredAt: null, paid: true },
      now,
    });
    expect(access).toMatchObject({ writable: false, readOnlyReason: READ_ONLY_SHIPMENT_CANCELLED });
  });

  it('keeps it writable for 30 days after delivery, then read-only', () => {
    const at = (days: number) =>
      conversationAccess({
        quoteStatus: 'ACCEPTED',
        shipment: { status: 'DELIVERED', deliveredAt: new Date(now.getTime() - days * day), paid: true },
        now,
      });
    expect(at(29).writable).toBe(true);
    expect(at(31)).toMatchObject({ writable: false, readOnlyReason: READ_ONLY_DELIVERED });
  });

  it('treats a load open again after a withdrawal as open, whatever the old shipment says', () => {
    const access = conversationAccess({
      quoteStatus: 'ACTIVE',
      shipment: { status: 'CANCELLED', deliveredAt: null, paid: true },
      now,
    });
    expect(access).toMatchObject({ stage: 'load', writable: true, contactAllowed: false });
  });
});

describe('sendMessageSchema', () => {
  it('trims the body and refuses an empty or over-long one', () => {
    expect(sendMessageSchema.parse({ body: '  Is the load palletised?  ' }).body).toBe(
      'Is the load palletised?',
    );
    expect(sendMessageSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('keeps line breaks but refuses control characters', () => {
    expect(sendMessageSchema.safeParse({ body: 'line one\nline two' }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ body: 'nul \u0000 here' }).success).toBe(false);
  });
});
