import { z } from 'zod';
import { formatKwacha, isPayableAmount } from './money.ts';
import { forbiddenCharactersMessage, hasForbiddenCharacters } from './schemas/text.ts';

const REQUIRED = 'Please fill in all required fields';
const INVALID_AMOUNT = 'Please enter a valid bid amount';
const INVALID_DAYS = 'Please enter a valid delivery time (1-30 days)';
const KM_PER_DAY = 400;
const MAX_DAYS = 30;

export const NO_BUDGET_HINT = 'No budget specified - bid competitively';

/**
 * Days to prefill: one per 400 km, at least 1, 3 when the distance is unknown (spec section 9).
 * Capped at the form's 30 so the prefilled value is always one the form accepts.
 */
export function suggestedDays(distance: number | null | undefined): number {
  if (distance == null || !Number.isFinite(distance) || distance < 0) return 3;
  return Math.min(MAX_DAYS, Math.max(1, Math.ceil(distance / KM_PER_DAY)));
}

export function bidExceedsBudgetMessage(maxBudget: number): string {
  return `Your bid exceeds the cargo owner's budget of ${formatKwacha(maxBudget)}`;
}

/** What the amount box keeps: digits and the first dot. */
export function sanitizeAmountInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

/** What the days box keeps: digits only. */
export function sanitizeDaysInput(value: string): string {
  return value.replace(/\D/g, '');
}

const AMOUNT_TEXT = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The bid dialog's form: string inputs, checked in the spec's order with one message at a time,
 * giving what `bidInputSchema` accepts. `maxBudget`, when known, is the most the owner will pay.
 */
export function bidFormSchema(maxBudget?: number | null) {
  const budget = maxBudget != null && Number.isFinite(maxBudget) && maxBudget > 0 ? maxBudget : null;
  return z
    .object({
      amount: z.string().optional(),
      estimatedDays: z.string().optional(),
      notes: z.string().optional(),
    })
    .transform((input, ctx) => {
      const fail = (message: string, path: string) => {
        ctx.issues.push({ code: 'custom', message, input, path: [path] });
        return z.NEVER;
      };
      const amountText = input.amount?.trim() ?? '';
      const daysText = input.estimatedDays?.trim() ?? '';
      if (amountText === '' || daysText === '')
        return fail(REQUIRED, amountText === '' ? 'amount' : 'estimatedDays');
      const amount = Number(amountText);
      const validAmount = AMOUNT_TEXT.test(amountText) && isPayableAmount(amount);
      if (!validAmount) return fail(INVALID_AMOUNT, 'amount');
      const days = Number(daysText);
      if (!/^\d+$/.test(daysText) || days < 1 || days > MAX_DAYS) return fail(INVALID_DAYS, 'estimatedDays');
      if (budget !== null && amount > budget) return fail(bidExceedsBudgetMessage(budget), 'amount');
      const notes = input.notes?.trim() ?? '';
      if (hasForbiddenCharacters(notes, true)) return fail(forbiddenCharactersMessage('Notes'), 'notes');
      if (notes.length > 1000) return fail('Notes must be at most 1000 characters', 'notes');
      return { amount, estimatedDays: days, ...(notes ? { notes } : {}) } as {
        amount: number;
        estimatedDays: number;
        notes?: string;
      };
    });
}
export type BidForm = z.output<ReturnType<typeof bidFormSchema>>;
