import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKwacha,
  formatKwachaThousands,
  growthSinceLastMonth,
  kwachaDecimals,
  kwachaFormatter,
  maxBidFor,
  monthOverMonthGrowth,
  originalFromTransporterAmount,
  splitKwacha,
  splitNgwee,
  toKwacha,
  toNgwee,
} from './money.ts';

const ngweeAmounts = fc.integer({ min: 0, max: 10_000_000_000 });

describe('toNgwee', () => {
  it('turns kwacha into whole ngwee', () => {
    expect(toNgwee(12.34)).toBe(1234);
    expect(toNgwee(0.1 + 0.2)).toBe(30);
  });

  it('rounds a half ngwee away from zero, even when the float sits just below it', () => {
    expect(toNgwee(1.005)).toBe(101);
    expect(toNgwee(-1.005)).toBe(-101);
    expect(toNgwee(0.004)).toBe(0);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => toNgwee(Number.NaN)).toThrow(RangeError);
    expect(() => toNgwee(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips with toKwacha for any whole number of ngwee', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => toNgwee(toKwacha(n)) === n));
  });

  it('round-trips kwacha to the nearest ngwee', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (k) => {
        expect(Math.abs(toKwacha(toNgwee(k)) - k)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('splitNgwee', () => {
  it('takes 20% as the fee and leaves 80% to the transporter', () => {
    expect(splitNgwee(1_000_000)).toEqual({ platformFeeNgwee: 200_000, transporterNgwee: 800_000 });
  });

  it('rounds the fee to the nearest ngwee', () => {
    expect(splitNgwee(3)).toEqual({ platformFeeNgwee: 1, transporterNgwee: 2 });
    expect(splitNgwee(2)).toEqual({ platformFeeNgwee: 0, transporterNgwee: 2 });
  });

  it('always adds up to the amount, with a fee within half a ngwee of 20%', () => {
    fc.assert(
      fc.property(ngweeAmounts, (amount) => {
        const { platformFeeNgwee, transporterNgwee } = splitNgwee(amount);
        expect(Number.isInteger(platformFeeNgwee) && Number.isInteger(transporterNgwee)).toBe(true);
        expect(platformFeeNgwee + transporterNgwee).toBe(amount);
        expect(Math.abs(platformFeeNgwee - amount * 0.2)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('refuses fractions of a ngwee', () => {
    expect(() => splitNgwee(10.5)).toThrow(RangeError);
  });
});

describe('splitKwacha', () => {
  it('splits a bid of K 12,345.67 into fee and payout that add up', () => {
    expect(splitKwacha(12_345.67)).toEqual({ platformFee: 2469.13, transporterAmount: 9876.54 });
  });

  it('always adds up to the amount to the ngwee', () => {
    fc.assert(
      fc.property(ngweeAmounts, (n) => {
        const { platformFee, transporterAmount } = splitKwacha(toKwacha(n));
        expect(toNgwee(platformFee) + toNgwee(transporterAmount)).toBe(n);
      }),
    );
  });
});

describe('originalFromTransporterAmount', () => {
  it('divides the transporter amount by 0.8', () => {
    expect(originalFromTransporterAmount(8000)).toBe(10_000);
    expect(originalFromTransporterAmount(80)).toBe(100);
  });

  it('rounds to the ngwee', () => {
    expect(originalFromTransporterAmount(0.01)).toBe(0.01);
    expect(originalFromTransporterAmount(100.01)).toBe(125.01);
  });
});

describe('maxBidFor', () => {
  it('is 80% of the budget', () => {
    expect(maxBidFor(12_000)).toBe(9600);
    expect(maxBidFor(333.33)).toBe(266.66);
  });

  it('is null without a usable budget', () => {
    for (const budget of [null, undefined, 0, -5, Number.NaN]) expect(maxBidFor(budget)).toBeNull();
  });
});

describe('formatKwacha', () => {
  it('shows whole amounts without decimals and with thousands separators', () => {
    expect(formatKwacha(12_345)).toBe('K 12,345');
    expect(formatKwacha(1_234_567)).toBe('K 1,234,567');
    expect(formatKwacha(0)).toBe('K 0');
  });

  it('shows two decimals when there are ngwee', () => {
    expect(formatKwacha(1234.5)).toBe('K 1,234.50');
    expect(formatKwacha(0.05)).toBe('K 0.05');
  });

  it('rounds to the ngwee before choosing', () => {
    expect(formatKwacha(999.999)).toBe('K 1,000');
  });

  it('puts the sign before the currency and reads a missing amount as K 0', () => {
    expect(formatKwacha(-1500)).toBe('-K 1,500');
    expect(formatKwacha(Number.NaN)).toBe('K 0');
  });
});

describe('formatKwacha with decimals', () => {
  it('shows two decimals on a whole amount when asked, so it reads like its neighbours', () => {
    expect(formatKwacha(3150, { decimals: 2 })).toBe('K 3,150.00');
    expect(formatKwacha(0, { decimals: 2 })).toBe('K 0.00');
    expect(formatKwacha(-1500, { decimals: 2 })).toBe('-K 1,500.00');
    expect(formatKwacha(Number.NaN, { decimals: 2 })).toBe('K 0.00');
  });

  it('never hides ngwee, whatever it is asked', () => {
    expect(formatKwacha(17_765.22, { decimals: 0 })).toBe('K 17,765.22');
    expect(formatKwacha(17_765.22, { decimals: 2 })).toBe('K 17,765.22');
  });
});

describe('kwachaDecimals', () => {
  it('is 2 when any amount of the set has ngwee', () => {
    expect(kwachaDecimals([3150, 17_765.22, 0])).toBe(2);
    expect(kwachaDecimals([0.01])).toBe(2);
  });

  it('is 0 when every amount is whole, after rounding to the ngwee, or there is none', () => {
    expect(kwachaDecimals([3150, 12_000, 0])).toBe(0);
    expect(kwachaDecimals([999.999, 0.004])).toBe(0);
    expect(kwachaDecimals([Number.NaN])).toBe(0);
    expect(kwachaDecimals([])).toBe(0);
  });
});

describe('kwachaFormatter', () => {
  it('prints every amount of a set with the same decimals', () => {
    const mixed = kwachaFormatter([3150, 17_765.22]);
    expect([3150, 17_765.22, 0].map(mixed)).toEqual(['K 3,150.00', 'K 17,765.22', 'K 0.00']);
    const whole = kwachaFormatter([3150, 0]);
    expect([3150, 0].map(whole)).toEqual(['K 3,150', 'K 0']);
  });

  it('gives any set of amounts one number of decimals', () => {
    fc.assert(
      fc.property(fc.array(ngweeAmounts, { minLength: 1 }), (ngwee) => {
        const amounts = ngwee.map(toKwacha);
        const k = kwachaFormatter(amounts);
        const decimals = new Set(amounts.map((a) => k(a).split('.')[1]?.length ?? 0));
        expect(decimals.size).toBe(1);
      }),
    );
  });
});

describe('formatKwachaThousands', () => {
  it('shows totals in thousands with one decimal', () => {
    expect(formatKwachaThousands(12_345)).toBe('K 12.3K');
    expect(formatKwachaThousands(1_000)).toBe('K 1.0K');
    expect(formatKwachaThousands(-1_500)).toBe('-K 1.5K');
    expect(formatKwachaThousands(2_345_678)).toBe('K 2,345.7K');
  });

  it("shows a total under a thousand kwacha as it is: a new account's K 0, not 'K 0.0K'", () => {
    expect(formatKwachaThousands(0)).toBe('K 0');
    expect(formatKwachaThousands(450)).toBe('K 450');
    expect(formatKwachaThousands(999.5)).toBe('K 999.50');
    expect(formatKwachaThousands(Number.NaN)).toBe('K 0');
  });

  it('rounds a half up, where floating point would round 12.35 down', () => {
    expect(formatKwachaThousands(12_350)).toBe('K 12.4K');
  });
});

describe('monthOverMonthGrowth', () => {
  it('is the percent change from last month', () => {
    expect(monthOverMonthGrowth(150, 100)).toBe(50);
    expect(monthOverMonthGrowth(75, 100)).toBe(-25);
  });

  it('is 0 when last month had nothing', () => {
    expect(monthOverMonthGrowth(500, 0)).toBe(0);
  });
});

describe('growthSinceLastMonth', () => {
  it('is the percent change from last month, or null (no badge) when last month had nothing', () => {
    expect(growthSinceLastMonth(12_000, 10_000)).toBe(20);
    expect(growthSinceLastMonth(5_000, 10_000)).toBe(-50);
    expect(growthSinceLastMonth(3, 0)).toBeNull();
    expect(growthSinceLastMonth(0, 0)).toBeNull();
  });
});
