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
  specialInstructions: '',
};

/** Tons as typed → kilograms (spec section 9: × 1000), whole grams dropped; '' or junk → NaN. */
export function tonsToKg(tons: string): number {
  const text = tons.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 1000 * 1000) / 1000;
}

/** '' → absent; otherwise the number typed (junk → NaN, which the API schema refuses). */
function optionalNumber(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
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
      specialInstructions: optionalString(form.specialInstructions),
    };
    const parsed = postLoadSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'weight' ? 'weightTons' : issue.path[0];
        ctx.issues.push({ code: 'custom', message: issue.message, input: form, path: [String(key)] });
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
