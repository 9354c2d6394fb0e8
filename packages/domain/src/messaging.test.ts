import { describe, expect, it } from 'vitest';
import {
  conversationAccess,
  findContactDetails,
  hasContactDetails,
  READ_ONLY_DELIVERED,
  READ_ONLY_LOAD_CLOSED,
  READ_ONLY_OTHER_TRANSPORTER,
  READ_ONLY_SHIPMENT_CANCELLED,
} from './messaging.ts';
import { sendMessageSchema } from './schemas/messages.ts';

describe('findContactDetails', () => {
  it.each([
    '+260 97 123 4567',
    '+260971234567',
    '260971234567',
    '0971234567',
    '097-123-4567',
    '097 123 4567',
    '(097) 123 4567',
    '0 9 7 1 2 3 4 5 6 7',
    '097.123.4567',
    '0966 123 456',
    '0771234567',
    '971234567',
    '0211 123456',
    '+27 82 123 4567',
    '+1 (415) 555-2671',
    '00260 97 123 4567',
    'zero nine seven one two three four five six seven',
    'call me after 5 0971234567 thanks',
    'my number is 0971234567 30 tonnes ok',
  ])('finds the phone number in "%s"', (text) => {
    expect(findContactDetails(text).phones.length).toBeGreaterThan(0);
  });

  it.each([
    'I can do it for K 12,000',
    'K 12 000 including fuel',
    'K12000',
    'The load is 30 tonnes',
    '28000 kg on 2 trucks',
    'Pickup on 2026-11-27 at 09:30',
    'Delivery 27/11/2026 10:00',
    'Pickup 27.11.2026',
    'Dimensions 12m x 2.4m x 2m',
    'pallets of 20 30 40 50 60 boxes',
    'rows 05 10 15 20 25',
    'We have done 150 trips this year and 1200 km routes',
    'Truck ABZ 1234 is free from Monday',
    'one of the two trucks will be ready in three days',
    'meet at noon. See you',
  ])('finds nothing in "%s"', (text) => {
    expect(findContactDetails(text)).toEqual({ phones: [], emails: [] });
  });

  it.each([
    'write to john.banda@example.com',
    'JOHN@EXAMPLE.CO.ZM',
    'john @ example . com',
    'john (at) example (dot) com',
    'john [at] example.com',
    'john at example dot com',
    'mail j_banda+loads at copper-haulers dot co dot zm',
  ])('finds the e-mail address in "%s"', (text) => {
    expect(findContactDetails(text).emails.length).toBeGreaterThan(0);
  });

  it('does not take an @-mention or a sentence with "at" for an address', () => {
    expect(hasContactDetails('I will be at the depot at 8')).toBe(false);
    expect(hasContactDetails('Ask @dispatch about it')).toBe(false);
    expect(hasContactDetails('Loading at Kitwe. Then Lusaka')).toBe(false);
  });
});

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

  it("carries the accepted transporter's conversation on into the shipment, contact allowed", () => {
    const access = conversationAccess({
      quoteStatus: 'ACCEPTED',
      shipment: { status: 'IN_TRANSIT', deliveredAt: null },
      now,
    });
    expect(access).toMatchObject({ stage: 'shipment', writable: true, contactAllowed: true });
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
      shipment: { status: 'CANCELLED', deliveredAt: null },
      now,
    });
    expect(access).toMatchObject({ writable: false, readOnlyReason: READ_ONLY_SHIPMENT_CANCELLED });
  });

  it('keeps it writable for 30 days after delivery, then read-only', () => {
    const at = (days: number) =>
      conversationAccess({
        quoteStatus: 'ACCEPTED',
        shipment: { status: 'DELIVERED', deliveredAt: new Date(now.getTime() - days * day) },
        now,
      });
    expect(at(29).writable).toBe(true);
    expect(at(31)).toMatchObject({ writable: false, readOnlyReason: READ_ONLY_DELIVERED });
  });

  it('treats a load open again after a withdrawal as open, whatever the old shipment says', () => {
    const access = conversationAccess({
      quoteStatus: 'ACTIVE',
      shipment: { status: 'CANCELLED', deliveredAt: null },
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
