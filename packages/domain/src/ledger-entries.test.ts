import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositCompletedLines,
  escrowRefundedLines,
  escrowReleasedLines,
  type LedgerLine,
  payoutCompletedLines,
  refundCompletedLines,
} from './ledger-entries.ts';

const sum = (lines: LedgerLine[]) => lines.reduce((s, l) => s + l.amountNgwee, 0);

describe('ledger entries', () => {
  it('every entry balances, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (a) => {
        for (const lines of [
          depositCompletedLines('s', a),
          escrowReleasedLines('s', 't', a),
          escrowRefundedLines('s', 'o', a),
          payoutCompletedLines('t', a),
          refundCompletedLines('o', a),
        ]) {
          expect(sum(lines)).toBe(0);
          expect(lines.every((l) => Number.isSafeInteger(l.amountNgwee) && l.amountNgwee !== 0)).toBe(true);
        }
      }),
    );
  });

  it('a release gives the transporter 80% and the platform 20%', () => {
    expect(escrowReleasedLines('s', 't', 1_000_000)).toEqual([
      { account: { kind: 'escrow', shipmentId: 's' }, amountNgwee: 1_000_000 },
      { account: { kind: 'transporter_payable', userId: 't' }, amountNgwee: -800_000 },
      { account: { kind: 'platform_revenue' }, amountNgwee: -200_000 },
    ]);
    // One ngwee has no fee to take: no zero line.
    expect(escrowReleasedLines('s', 't', 1)).toHaveLength(2);
  });

  it('refuses amounts that are not a positive whole number of ngwee', () => {
    for (const a of [0, -5, 1.5, Number.NaN]) expect(() => depositCompletedLines('s', a)).toThrow(RangeError);
  });
});
