import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidFormSchema } from '../bids.ts';
import { isPayableAmount } from '../money.ts';
import { listQuerySchema } from './common.ts';
import { bidInputSchema } from './quote-input.ts';
import { progressUpdateSchema } from './shipment.ts';
import { hasForbiddenCharacters, textField } from './text.ts';
import { companyNameField, fullNameField } from './user-fields.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('textField', () => {
  const name = textField('Driver name', { max: 10, required: 'Driver name is required' });
  const notes = textField('Notes', { max: 100, multiline: true });

  it('refuses NUL and other control characters, naming the field', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001by', 'del\u007f', 'c1\u0085']) {
      expect(firstMessage(name.safeParse(bad))).toBe('Driver name contains characters that are not allowed');
    }
  });

  it('allows tabs and line breaks only in multi-line fields', () => {
    expect(notes.safeParse('line one\nline two\tend\r\n').success).toBe(true);
    expect(name.safeParse('a\nb').success).toBe(false);
  });

  it('refuses half a surrogate pair but keeps whole ones (emoji, rare scripts)', () => {
    expect(name.safeParse('ok \ud83d').success).toBe(false);
    expect(name.safeParse('\ude00 ok').success).toBe(false);
    expect(name.safeParse('ok 🚚').success).toBe(true);
  });

  it('refuses format characters in names (bidi overrides, zero-width) and folds look-alikes (NFKC)', () => {
    for (const bad of [
      '\u202Enimda\u202C Admin',
      'Njira Support\u200B',
      'Mw\u200Dale',
      '\uFEFFBanda',
      'a\u2066b\u2069',
    ]) {
      expect(firstMessage(fullNameField.safeParse(bad))).toBe(
        'Full name contains characters that are not allowed',
      );
      expect(firstMessage(companyNameField.safeParse(bad))).toBe(
        'Company name contains characters that are not allowed',
      );
    }
    expect(companyNameField.parse('Ｎｊｉｒａ Support')).toBe('Njira Support');
    expect(fullNameField.parse('Chipo Mwan\u0061\u0301')).toBe('Chipo Mwan\u00e1');
    expect(fullNameField.parse('Thandiwe Mwale')).toBe('Thandiwe Mwale');
    // Other text keeps what was typed: a description may quote any script as written.
    expect(notes.parse('Ｎｊｉｒａ')).toBe('Ｎｊｉｒａ');
  });

  it('takes bidirectional controls out of free text, keeping the joiners of emoji', () => {
    expect(notes.parse('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(notes.parse('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069\u200E\u200F\u061C')).toBe(
      'abcdefg',
    );
    expect(notes.parse('family 👨\u200D👩\u200D👧')).toBe('family 👨\u200D👩\u200D👧');
    expect(firstMessage(name.safeParse('\u202E \u202C'))).toBe('Driver name is required');
  });

  it('trims, then checks required and length', () => {
    expect(name.parse('  Mwale  ')).toBe('Mwale');
    expect(firstMessage(name.safeParse('   '))).toBe('Driver name is required');
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('Driver name must be at most 10 characters');
  });

  it('never lets a string with a control character through, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const ok = name.safeParse(s).success || notes.safeParse(s).success;
        if (ok) expect(hasForbiddenCharacters(s, true)).toBe(false);
      }),
    );
  });

  it('guards the list search, progress notes and bid notes (where NUL used to reach PostgreSQL)', () => {
    expect(listQuerySchema.safeParse({ search: 'abc\u0000' }).success).toBe(false);
    expect(progressUpdateSchema.safeParse({ status: 'IN_TRANSIT', notes: 'a\u0000' }).success).toBe(false);
    expect(bidInputSchema.safeParse({ amount: 10, estimatedDays: 2, notes: '\u0000' }).success).toBe(false);
    const form = bidFormSchema(100).safeParse({ amount: '10', estimatedDays: '2', notes: 'x\u0000' });
    expect(firstMessage(form)).toBe('Notes contains characters that are not allowed');
  });
});

describe('money is judged in ngwee', () => {
  it('refuses amounts that round to no ngwee at all', () => {
    for (const tiny of [1e-9, 0.001, 0.004, Number.MIN_VALUE]) {
      expect(isPayableAmount(tiny)).toBe(false);
      expect(firstMessage(bidInputSchema.safeParse({ amount: tiny, estimatedDays: 1 }))).toBe(
        'Please enter a valid bid amount',
      );
    }
  });

  it('accepts one ngwee, two decimals and the ceiling; refuses a third decimal and beyond the ceiling', () => {
    expect(isPayableAmount(0.01)).toBe(true);
    expect(isPayableAmount(0.07)).toBe(true);
    expect(isPayableAmount(100_000_000)).toBe(true);
    expect(isPayableAmount(1.005)).toBe(false);
    expect(isPayableAmount(100_000_000.01)).toBe(false);
    expect(isPayableAmount(Number.NaN)).toBe(false);
    expect(isPayableAmount(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
