import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidExceedsBudgetMessage,
  bidFormSchema,
  NO_BUDGET_HINT,
  sanitizeAmountInput,
  sanitizeDaysInput,
  suggestedDays,
} from './bids.ts';
import { bidInputSchema } from './schemas/quote-input.ts';

const firstMessage = (maxBudget: number | null | undefined, input: Record<string, string | undefined>) => {
  const result = bidFormSchema(maxBudget).safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('suggestedDays', () => {
  it('allows one day per 400 km, rounded up', () => {
    expect(suggestedDays(400)).toBe(1);
    expect(suggestedDays(401)).toBe(2);
    expect(suggestedDays(2001)).toBe(6);
  });

  it('is at least one day, and three when the distance is unknown', () => {
    expect(suggestedDays(0)).toBe(1);
    expect(suggestedDays(null)).toBe(3);
    expect(suggestedDays(undefined)).toBe(3);
  });

  it('is always a valid day count for the bid form', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ min: -10, max: 50_000, noNaN: true }), { nil: null }), (km) => {
        const days = suggestedDays(km);
        expect(Number.isInteger(days) && days >= 1 && days <= 30).toBe(true);
      }),
    );
  });
});

describe('bidExceedsBudgetMessage', () => {
  it('names the budget with thousands separators', () => {
    expect(bidExceedsBudgetMessage(12_000)).toBe("Your bid exceeds the cargo owner's budget of K 12,000");
  });

  it('has a hint for loads without a budget', () => {
    expect(NO_BUDGET_HINT).toBe('No budget specified - bid competitively');
  });
});

describe('bidFormSchema', () => {
  it('asks for the required fields first', () => {
    expect(firstMessage(null, {})).toBe('Please fill in all required fields');
    expect(firstMessage(null, { amount: ' ', estimatedDays: '3' })).toBe(
      'Please fill in all required fields',
    );
    expect(firstMessage(null, { amount: 'x', estimatedDays: '' })).toBe('Please fill in all required fields');
  });

  it('then wants an amount above zero', () => {
    for (const amount of ['0', 'abc', '-5', '1e3', '.', '12.345']) {
      expect(firstMessage(null, { amount, estimatedDays: '99' })).toBe('Please enter a valid bid amount');
    }
  });

  it('then wants whole days from 1 to 30', () => {
    for (const estimatedDays of ['0', '31', '2.5', 'two']) {
      expect(firstMessage(null, { amount: '500', estimatedDays })).toBe(
        'Please enter a valid delivery time (1-30 days)',
      );
    }
  });

  it('refuses a bid above a known budget, and allows one equal to it', () => {
    expect(firstMessage(12_000, { amount: '12000.50', estimatedDays: '3' })).toBe(
      "Your bid exceeds the cargo owner's budget of K 12,000",
    );
    expect(firstMessage(12_000, { amount: '12000', estimatedDays: '3' })).toBeNull();
  });

  it('has no ceiling without a budget', () => {
    expect(firstMessage(undefined, { amount: '99000', estimatedDays: '3' })).toBeNull();
  });

  it('gives numbers and trimmed notes that the API schema accepts', () => {
    const form = bidFormSchema(10_000).parse({
      amount: '9500.5',
      estimatedDays: '4',
      notes: '  Two trucks  ',
    });
    expect(form).toEqual({ amount: 9500.5, estimatedDays: 4, notes: 'Two trucks' });
    expect(bidInputSchema.parse(form)).toEqual(form);
  });

  it('leaves out blank notes', () => {
    expect(bidFormSchema().parse({ amount: '10', estimatedDays: '1', notes: '   ' })).toEqual({
      amount: 10,
      estimatedDays: 1,
    });
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and the first dot only', () => {
    expect(sanitizeAmountInput('K 1,234.5.6')).toBe('1234.56');
    expect(sanitizeAmountInput('-12a')).toBe('12');
  });
});

describe('sanitizeDaysInput', () => {
  it('keeps digits only', () => {
    expect(sanitizeDaysInput('1.5 days')).toBe('15');
  });
});
