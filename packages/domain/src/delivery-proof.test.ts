import { describe, expect, it } from 'vitest';
import {
  autoReleaseAt,
  DELIVERY_CODE_OR_REASON,
  deliveryCodeThrottle,
  remindersDue,
  unusualDelivery,
  wrongDeliveryCodeMessage,
} from './delivery-proof.ts';
import { deliveryFieldsSchema, toSmsNumber } from './schemas/delivery.ts';

const HOUR = 3_600_000;
const now = new Date('2026-12-02T10:00:00Z');

describe('the delivery code’s throttle', () => {
  it('allows 5 wrong codes in 15 minutes, then none until the window has passed', () => {
    const started = new Date(now.getTime() - 5 * 60_000);
    expect(deliveryCodeThrottle({ wrong: 4, windowStartedAt: started }, now)).toEqual({
      blocked: false,
      wrongInWindow: 4,
    });
    expect(deliveryCodeThrottle({ wrong: 5, windowStartedAt: started }, now).blocked).toBe(true);
    const old = new Date(now.getTime() - 16 * 60_000);
    expect(deliveryCodeThrottle({ wrong: 50, windowStartedAt: old }, now)).toEqual({
      blocked: false,
      wrongInWindow: 0,
    });
  });

  it('says how many tries are left', () => {
    expect(wrongDeliveryCodeMessage(4)).toContain('4 tries left');
    expect(wrongDeliveryCodeMessage(1)).toContain('1 try left');
    expect(wrongDeliveryCodeMessage(0)).toMatch(/^Too many wrong delivery codes/);
  });
});

describe('unusualDelivery', () => {
  it('flags a delivery before the pickup day and one never In Transit', () => {
    const later = new Date(now.getTime() + 2 * 24 * HOUR);
    const earlier = new Date(now.getTime() - 2 * 24 * HOUR);
    expect(unusualDelivery({ status: 'IN_TRANSIT', pickupDate: earlier }, now)).toEqual([]);
    expect(unusualDelivery({ status: 'IN_TRANSIT', pickupDate: later }, now)).toEqual(['early']);
    expect(unusualDelivery({ status: 'AWAITING_PICKUP', pickupDate: earlier }, now)).toEqual([
      'no_road_stages',
    ]);
    // The pickup day itself is not early, whatever the hour.
    expect(unusualDelivery({ status: 'IN_TRANSIT', pickupDate: '2026-12-02T21:00:00Z' }, now)).toEqual([]);
  });
});

describe('release on proof', () => {
  it('releases by time only a delivery proven by the code', () => {
    const deliveredAt = now;
    expect(autoReleaseAt({ codeMatched: true, deliveredAt })?.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(autoReleaseAt({ codeMatched: false, deliveredAt })).toBeNull();
    expect(autoReleaseAt(null)).toBeNull();
  });

  it('reminds the owner of a delivery without the code at 24 and 72 hours, each once', () => {
    const deliveredAt = new Date(now.getTime() - 30 * HOUR);
    expect(remindersDue({ codeMatched: false, deliveredAt, remindersSent: 0 }, now)).toBe(1);
    expect(remindersDue({ codeMatched: false, deliveredAt, remindersSent: 1 }, now)).toBe(0);
    const long = new Date(now.getTime() - 80 * HOUR);
    expect(remindersDue({ codeMatched: false, deliveredAt: long, remindersSent: 1 }, now)).toBe(1);
    expect(remindersDue({ codeMatched: false, deliveredAt: long, remindersSent: 2 }, now)).toBe(0);
    expect(remindersDue({ codeMatched: true, deliveredAt: long, remindersSent: 0 }, now)).toBe(0);
  });
});

describe('the delivery’s fields', () => {
  it('takes a code (spaces allowed) or no code with a reason, and a receiver', () => {
    expect(deliveryFieldsSchema.parse({ code: ' 482 913 ', receiverName: 'Mary Mwale' })).toMatchObject({
      code: '482913',
      noCode: false,
    });
    const none = deliveryFieldsSchema.safeParse({ receiverName: 'Mary Mwale' });
    expect(none.error?.issues[0]?.message).toBe(DELIVERY_CODE_OR_REASON);
    expect(deliveryFieldsSchema.safeParse({ code: '12345', receiverName: 'Mary Mwale' }).success).toBe(false);
    expect(
      deliveryFieldsSchema.safeParse({ noCode: 'true', noCodeReason: 'no', receiverName: 'Mary Mwale' })
        .success,
    ).toBe(false);
    expect(
      deliveryFieldsSchema.parse({ noCode: 'true', noCodeReason: 'Lost the SMS', receiverName: 'M Banda' }),
    ).toMatchObject({ noCode: true, noCodeReason: 'Lost the SMS' });
    expect(deliveryFieldsSchema.safeParse({ code: '482913', receiverName: 'M' }).success).toBe(false);
  });

  it('texts Zambian numbers as typed locally and others with their + prefix', () => {
    expect(toSmsNumber('097 123 4567')).toBe('260971234567');
    expect(toSmsNumber('+260 97 123 4567')).toBe('260971234567');
    expect(toSmsNumber('+243 81 234 5678')).toBe('243812345678');
    expect(toSmsNumber('123')).toBeNull();
    expect(toSmsNumber('0211 123456')).toBeNull();
    expect(toSmsNumber('call me')).toBeNull();
  });
});
