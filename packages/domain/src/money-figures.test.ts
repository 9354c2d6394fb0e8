import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escrowReleasedLines } from './ledger-entries.ts';
import { moneyFigures } from './money-figures.ts';

const facts = (f: Partial<Parameters<typeof moneyFigures>[0]> = {}) => ({
  amountNgwee: 1_500_000,
  paidInNgwee: 1_500_000,
  refundedNgwee: 0,
  releasedNgwee: 0,
  ...f,
});

/** Any shipment's ledger facts as the payment flows leave them: unpaid, held, released, refunded or both. */
const shipmentFacts = fc
  .record({
    amount: fc.integer({ min: 1, max: 10_000_000_000 }),
    state: fc.constantFrom('unpaid', 'held', 'released', 'refunded', 'partial'),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ amount, state, share }) => {
    const part = Math.min(amount - 1, Math.max(1, Math.floor(amount * share)));
    if (state === 'unpaid') return facts({ amountNgwee: amount, paidInNgwee: 0 });
    const paid = facts({ amountNgwee: amount, paidInNgwee: amount });
    if (state === 'held') return paid;
    if (state === 'released') return { ...paid, releasedNgwee: amount };
    if (state === 'refunded' || amount < 2) return { ...paid, refundedNgwee: amount };
    return { ...paid, refundedNgwee: part, releasedNgwee: amount - part };
  });

describe('moneyFigures', () => {
  it('a release: the whole payment released, 20% fee, 80% payout, nothing held', () => {
    expect(moneyFigures(facts({ releasedNgwee: 1_500_000 }))).toEqual({
      amountNgwee: 1_500_000,
      paidInNgwee: 1_500_000,
      heldNgwee: 0,
      refundedNgwee: 0,
      releasedNgwee: 1_500_000,
      platformFeeNgwee: 300_000,
      transporterNgwee: 1_200_000,
    });
  });

  it('a partial refund: the fee and the payout are of the part released, none on the part refunded', () => {
    expect(moneyFigures(facts({ refundedNgwee: 500_000, releasedNgwee: 1_000_000 }))).toMatchObject({
      amountNgwee: 1_500_000,
      heldNgwee: 0,
      refundedNgwee: 500_000,
      releasedNgwee: 1_000_000,
      platformFeeNgwee: 200_000,
      transporterNgwee: 800_000,
    });
  });

  it('a full refund: no fee, no payout', () => {
    expect(moneyFigures(facts({ refundedNgwee: 1_500_000 }))).toMatchObject({
      heldNgwee: 0,
      refundedNgwee: 1_500_000,
      platformFeeNgwee: 0,
      transporterNgwee: 0,
    });
  });

  it('held: what the fee and the payout will be on release; unpaid: the same of the amount to pay', () => {
    expect(moneyFigures(facts())).toMatchObject({
      heldNgwee: 1_500_000,
      releasedNgwee: 0,
      platformFeeNgwee: 300_000,
      transporterNgwee: 1_200_000,
    });
    expect(moneyFigures(facts({ amountNgwee: 393_700, paidInNgwee: 0 }))).toEqual({
      amountNgwee: 393_700,
      paidInNgwee: 0,
      heldNgwee: 0,
      refundedNgwee: 0,
      releasedNgwee: 0,
      platformFeeNgwee: 78_740,
      transporterNgwee: 314_960,
    });
  });

  it('reads what was paid in, not the bid, once money moved', () => {
    expect(moneyFigures(facts({ amountNgwee: 1_600_000, releasedNgwee: 1_500_000 }))).toMatchObject({
      amountNgwee: 1_500_000,
      platformFeeNgwee: 300_000,
    });
  });

  it('refuses facts no ledger can hold: more out of escrow than in, a fraction or a negative ngwee', () => {
    expect(() => moneyFigures(facts({ refundedNgwee: 1_000_000, releasedNgwee: 600_000 }))).toThrow(
      RangeError,
    );
    expect(() => moneyFigures(facts({ paidInNgwee: 0, releasedNgwee: 1 }))).toThrow(RangeError);
    expect(() => moneyFigures(facts({ refundedNgwee: 0.5 }))).toThrow(RangeError);
    expect(() => moneyFigures(facts({ amountNgwee: -1 }))).toThrow(RangeError);
  });

  it('for any flow: refunded + released + held = paid in; fee + payout = released once settled; whole ngwee', () => {
    fc.assert(
      fc.property(shipmentFacts, (f) => {
        const m = moneyFigures(f);
        const all = Object.values(m);
        expect(all.every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
        expect(m.refundedNgwee + m.releasedNgwee + m.heldNgwee).toBe(m.paidInNgwee);
        // Of the part not refunded: released, held, or before payment the amount to pay.
        const shared = m.paidInNgwee > 0 ? m.releasedNgwee + m.heldNgwee : m.amountNgwee;
        expect(m.platformFeeNgwee + m.transporterNgwee).toBe(shared);
        if (m.paidInNgwee > 0 && m.heldNgwee === 0) {
          expect(m.platformFeeNgwee + m.transporterNgwee).toBe(m.releasedNgwee);
        }
      }),
    );
  });

  it('for any release: the fee and the payout are what the ledger books for it', () => {
    fc.assert(
      fc.property(shipmentFacts, (f) => {
        const m = moneyFigures(f);
        if (m.releasedNgwee === 0 || m.heldNgwee > 0) return;
        const lines = escrowReleasedLines('s', 't', m.releasedNgwee);
        const credit = (kind: string) => 0 - (lines.find((l) => l.account.kind === kind)?.amountNgwee ?? 0);
        expect(m.platformFeeNgwee).toBe(credit('platform_revenue'));
        expect(m.transporterNgwee).toBe(credit('transporter_payable'));
      }),
    );
  });
});
