import { z } from 'zod';
import { isPickupInPast, PICKUP_IN_PAST_MESSAGE, postLoadSchema } from './quote-input.ts';

/** What the Post New Load form holds: text as typed (weight in tons), the insurance box as a boolean. */
export interface PostLoadFormValues {
  cargoType: string;
  cargoDescription: string;
  weightTons: string;
  dimensions: string;
  fromLocation: string;
  fromAddress: string;
  pickupDate: string;
  toLocation: string;
  toAddress: string;
  deliveryDate: string;
  maxBudget: string;
  estimatedValue: string;
  insuranceRequired: boolean;
  /** Only verified carriers may bid (ADR 026). */
  verifiedOnly: boolean;
  specialInstructions: string;
}

export const EMPTY_POST_LOAD_FORM: PostLoadFormValues = {
  cargoType: '',
  cargoDescription: '',
  weightTons: '',
  dimensions: '',
  fromLocation: '',
  fromAddress: '',
  pickupDate: '',
  toLocation: '',
  toAddress: '',
  deliveryDate: '',
  maxBudget: '',
  estimatedValue: '',
  insuranceRequired: false,
  verifiedOnly: false,
  specialInstructions: '',
};

/** What a weight box says when what was typed is not a number. */
export const WEIGHT_NOT_A_NUMBER = 'Weight must be a number of tons, like 28 or 28.5';

/**
 * A number as Zambians type it: a point for decimals and commas (or spaces) between thousands,
 * '12,000', '12 000', '1,234.50', '.5', '-5' (a sign, so that the schema can say what is wrong with
 * it). Anything else, letters or a comma that does not group thousands ('2a8,5', '28,5'), is NaN:
 * never guessed at.
 */
export function parseTypedNumber(text: string): number {
  const t = text.trim();
  const grouped = /^-?(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:\.\d+)?$/;
  if (!grouped.test(t) && !/^-?\.\d+$/.test(t)) return Number.NaN;
  return Number(t.replace(/[, ]/g, ''));
}

/** Tons as typed → kilograms (spec section 9: × 1000), whole grams dropped; '' or junk → NaN. */
export function tonsToKg(tons: string): number {
  const value = parseTypedNumber(tons);
  return Number.isNaN(value) ? value : Math.round(value * 1000 * 1000) / 1000;
}

/** '' → absent; otherwise the number typed (junk → NaN, which the API schema refuses). */
function optionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : parseTypedNumber(text);
}

const optionalString = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The Post New Load form: what it holds turned into the body of POST /api/quotes, then checked by
 * the very schema the API checks with (`postLoadSchema`), with the spec's messages; the form's field
 * names carry the API's issues (weight → weightTons). Adds the server's 'Pickup date cannot be in
 * the past' so the owner hears it before sending.
 */
export function postLoadFormSchema(now: () => Date = () => new Date()) {
  const fields = {
    cargoType: z.string(),
    cargoDescription: z.string(),
    weightTons: z.string(),
    dimensions: z.string(),
    fromLocation: z.string(),
    fromAddress: z.string(),
    pickupDate: z.string(),
    toLocation: z.string(),
    toAddress: z.string(),
    deliveryDate: z.string(),
    maxBudget: z.string(),
    estimatedValue: z.string(),
    insuranceRequired: z.boolean(),
    verifiedOnly: z.boolean(),
    specialInstructions: z.string(),
  } satisfies Record<keyof PostLoadFormValues, z.ZodType>;
  return z.object(fields).transform((form, ctx) => {
    const body = {
      pickupDate: form.pickupDate,
      deliveryDate: form.deliveryDate,
      cargoType: form.cargoType || undefined,
      fromLocation: form.fromLocation || undefined,
      toLocation: form.toLocation || undefined,
      maxBudget: optionalNumber(form.maxBudget),
      cargoDescription: form.cargoDescription,
      weight: form.weightTons.trim() === '' ? undefined : tonsToKg(form.weightTons),
      dimensions: optionalString(form.dimensions),
      fromAddress: form.fromAddress,
      toAddress: form.toAddress,
      estimatedValue: optionalNumber(form.estimatedValue),
      insuranceRequired: form.insuranceRequired,
      verifiedOnly: form.verifiedOnly,
      specialInstructions: optionalString(form.specialInstructions),
    };
    const parsed = postLoadSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const isWeight = issue.path[0] === 'weight';
        const key = isWeight ? 'weightTons' : issue.path[0];
        // Something typed that is not a number is told so, not asked for again.
        const typedJunk = isWeight && form.weightTons.trim() !== '' && Number.isNaN(body.weight);
        const message = typedJunk ? WEIGHT_NOT_A_NUMBER : issue.message;
        ctx.issues.push({ code: 'custom', message, input: form, path: [String(key)] });
      }
      return z.NEVER;
    }
    if (isPickupInPast(parsed.data.pickupDate, now())) {
      ctx.issues.push({ code: 'custom', message: PICKUP_IN_PAST_MESSAGE, input: form, path: ['pickupDate'] });
      return z.NEVER;
    }
    return parsed.data;
  });
}
