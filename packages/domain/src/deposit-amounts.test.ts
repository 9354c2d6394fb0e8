import { describe, expect, it } from 'vitest';
import {
  depositBooking,
  depositBookingLines,
  shortDepositLabel,
  shortPaymentText,
} from './deposit-amounts.ts';

describe('a deposit of another amount than asked', () => {
  it('holds exactly the amount asked and owes the surplus back', () => {
    const booking = depositBooking(3_000_000, 6_000_000);
    expect(booking).toEqual({ escrowNgwee: 3_000_000, owedBackNgwee: 3_000_000 });
    const lines = depositBookingLines('s1', 'owner', booking);
    expect(lines).toEqual([
      { account: { kind: 'provider_clearing' }, amountNgwee: 6_000_000 },
      { account: { kind: 'escrow', shipmentId: 's1' }, amountNgwee: -3_000_000 },
      { account: { kind: 'owner_funding', userId: 'owner' }, amountNgwee: -3_000_000 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amountNgwee, 0)).toBe(0);
  });

  it('holds nothing of a short deposit: all of it is owed back', () => {
    const booking = depositBooking(3_000_000, 100);
    expect(booking).toEqual({ escrowNgwee: 0, owedBackNgwee: 100 });
    expect(depositBookingLines('s1', 'owner', booking)).toEqual([
      { account: { kind: 'provider_clearing' }, amountNgwee: 100 },
      { account: { kind: 'owner_funding', userId: 'owner' }, amountNgwee: -100 },
    ]);
  });

  it('books the amount asked into escrow alone when that is what moved, and refuses nothing moved', () => {
    expect(depositBookingLines('s1', 'owner', depositBooking(500, 500))).toHaveLength(2);
    expect(() => depositBookingLines('s1', 'owner', depositBooking(500, 0))).toThrow(RangeError);
  });

  it('words the admin’s reason and the owner’s notice', () => {
    expect(shortDepositLabel(1, 30_000)).toBe('Short deposit: K 1 of K 30,000');
    expect(shortDepositLabel(0.5, 30_000)).toBe('Short deposit: K 0.50 of K 30,000.00');
    expect(shortPaymentText(1, 30_000)).toBe(
      'Your payment of K 1 was less than the K 30,000 asked. It is being reviewed and will be refunded to your wallet; pay the full K 30,000 to secure the shipment.',
    );
  });
});
