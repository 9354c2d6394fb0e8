import { describe, expect, it } from 'vitest';
import {
  EMPTY_POST_LOAD_FORM,
  type PostLoadFormValues,
  parseTypedNumber,
  postLoadFormSchema,
  tonsToKg,
  WEIGHT_NOT_A_NUMBER,
} from './post-load-form.ts';

const now = () => new Date('2030-01-01T08:00:00Z');

function filledForm(overrides: Partial<PostLoadFormValues> = {}): PostLoadFormValues {
  return {
    ...EMPTY_POST_LOAD_FORM,
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes',
    weightTons: '28.5',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Nkana East',
    pickupDate: '2030-01-10',
    toLocation: 'Lusaka',
    toAddress: 'Makeni warehouse 4',
    deliveryDate: '2030-01-12',
    maxBudget: '15000',
    ...overrides,
  };
}

const messages = (values: PostLoadFormValues) => {
  const result = postLoadFormSchema(now).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('tonsToKg', () => {
  it('turns tons as typed into kilograms without float noise', () => {
    expect(tonsToKg('1.1')).toBe(1100);
    expect(tonsToKg(' 28.45 ')).toBe(28_450);
    expect(tonsToKg('.5')).toBe(500);
  });
  it('gives NaN for anything that is not a number, and keeps a sign for the schema to refuse', () => {
    expect(tonsToKg('')).toBeNaN();
    expect(tonsToKg('2 tons')).toBeNaN();
    expect(tonsToKg('2a8,5')).toBeNaN();
    expect(tonsToKg('-3')).toBe(-3000);
  });
});

describe('parseTypedNumber', () => {
  it('takes thousands grouped with commas or spaces, as Zambians write them', () => {
    expect(parseTypedNumber('12,000')).toBe(12_000);
    expect(parseTypedNumber(' 1,234,567.50 ')).toBe(1_234_567.5);
    expect(parseTypedNumber('12 000')).toBe(12_000);
    expect(parseTypedNumber('15000')).toBe(15_000);
    expect(parseTypedNumber('.5')).toBe(0.5);
    expect(parseTypedNumber('-5')).toBe(-5);
  });
  it('refuses letters and commas that do not group thousands, instead of guessing', () => {
    for (const text of ['', 'abc', '2a8,5', '28,5', '1,23', '12,0000', '1,000,00', '12.', '1.2.3', '--5']) {
      expect(parseTypedNumber(text), text).toBeNaN();
    }
  });
});

describe('postLoadFormSchema', () => {
  it('sends the weight in kg and leaves empty optional fields out', () => {
    const result = postLoadFormSchema(now).parse(
      filledForm({ estimatedValue: '40000', insuranceRequired: true }),
    );
    expect(result).toMatchObject({
      weight: 28_500,
      maxBudget: 15_000,
      estimatedValue: 40_000,
      insuranceRequired: true,
    });
    expect(result.dimensions).toBeUndefined();
    expect(result.specialInstructions).toBeUndefined();
  });

  it('gives the spec messages in its order for an empty form', () => {
    expect(messages(EMPTY_POST_LOAD_FORM).slice(0, 6)).toEqual([
      'pickupDate: Please select both pickup and delivery dates',
      'deliveryDate: Please select both pickup and delivery dates',
      'cargoType: Please fill in all required fields',
      'fromLocation: Please fill in all required fields',
      'toLocation: Please fill in all required fields',
      'maxBudget: Please enter a valid budget',
    ]);
  });

  it('refuses a budget of 0 and a weight that is not a number, on their fields', () => {
    expect(messages(filledForm({ maxBudget: '0' }))).toContain('maxBudget: Please enter a valid budget');
    expect(messages(filledForm({ weightTons: 'heavy' }))).toEqual([`weightTons: ${WEIGHT_NOT_A_NUMBER}`]);
    expect(messages(filledForm({ weightTons: '2a8,5' }))).toEqual([`weightTons: ${WEIGHT_NOT_A_NUMBER}`]);
  });

  it('takes a budget and a value written with thousands separators, and names a negative weight', () => {
    const result = postLoadFormSchema(now).parse(
      filledForm({ maxBudget: '12,000', estimatedValue: '40 000' }),
    );
    expect(result).toMatchObject({ maxBudget: 12_000, estimatedValue: 40_000 });
    expect(messages(filledForm({ weightTons: '-5' }))).toEqual([
      'weightTons: A load must weigh at least 0.1 tons (100 kg)',
    ]);
  });

  it('keeps a weight to the kilogram and refuses a finer one instead of rounding it', () => {
    expect(messages(filledForm({ weightTons: '0.1' }))).toEqual([]);
    expect(messages(filledForm({ weightTons: '0.001' }))).toEqual([
      'weightTons: A load must weigh at least 0.1 tons (100 kg)',
    ]);
    expect(messages(filledForm({ weightTons: '0.1005' }))).toEqual([
      'weightTons: Weight must be whole kilograms (at most 3 decimals in tons)',
    ]);
    expect(messages(filledForm({ weightTons: '12.3456' }))).toEqual([
      'weightTons: Weight must be whole kilograms (at most 3 decimals in tons)',
    ]);
  });

  it('refuses a delivery before the pickup', () => {
    expect(messages(filledForm({ deliveryDate: '2030-01-09' }))).toEqual([
      'deliveryDate: Delivery date must be on or after the pickup date',
    ]);
  });

  it('refuses a pickup before today in Lusaka, and takes today', () => {
    expect(messages(filledForm({ pickupDate: '2029-12-31' }))).toEqual([
      'pickupDate: Pickup date cannot be in the past',
    ]);
    expect(messages(filledForm({ pickupDate: '2030-01-01' }))).toEqual([]);
  });
});
