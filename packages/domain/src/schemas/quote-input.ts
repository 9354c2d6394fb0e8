import { z } from 'zod';
import { CARGO_TYPES } from '../cargo.ts';
import { lusakaDayNumber } from '../lusaka-time.ts';
import { hasWholeNgwee, isPayableAmount, MAX_MONEY_KWACHA } from '../money.ts';
import { placeName } from '../places/catalogue.ts';
import { isoDate } from './common.ts';
import { optionalText, textField } from './text.ts';

export { MAX_MONEY_KWACHA } from '../money.ts';

/** What the market's two sides send about a load: the owner posts it, a transporter bids on it. */

const REQUIRED = 'Please fill in all required fields';
const DATES = 'Please select both pickup and delivery dates';
const BUDGET = 'Please enter a valid budget';
const money = (message: string) =>
  z
    .number({ error: message })
    .finite(message)
    .gt(0, message)
    .max(MAX_MONEY_KWACHA, message)
    .refine(hasWholeNgwee, 'Amounts have at most 2 decimals')
    .refine(isPayableAmount, message);

/** A weight that is not whole kilograms (more than 3 decimals in tons). */
export const WEIGHT_NOT_WHOLE_KG = 'Weight must be whole kilograms (at most 3 decimals in tons)';
/** The least a truck load weighs: 1 kg was posted and shown as "0.0 tons" (issue 40). */
export const MIN_LOAD_KG = 100;
export const WEIGHT_TOO_LOW = 'A load must weigh at least 0.1 tons (100 kg)';
export const SAME_PLACE = 'The delivery city must differ from the pickup city';
export const UNKNOWN_PICKUP_CITY = 'Pickup city: please choose a town from the list';
export const UNKNOWN_DELIVERY_CITY = 'Delivery city: please choose a town from the list';

/**
 * A place field: missing is the spec's 'Please fill in all required fields'; a name that is not a
 * catalogue place says which field is wrong. Case and spacing are forgiven; the catalogue's name is kept.
 */
const place = (unknown: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .refine((name) => placeName(name) !== null, unknown)
    .transform((name) => placeName(name) ?? name);

/** POST /api/quotes: what a cargo owner sends. The server sets expiry, distance and the cargo text. */

export const postLoadSchema = z
  .object({
    // In the order of the spec's checks: the first issue is the message the API returns.
    pickupDate: isoDate(DATES),
    deliveryDate: isoDate(DATES),
    cargoType: z.enum(CARGO_TYPES, { error: REQUIRED }),
    fromLocation: place(UNKNOWN_PICKUP_CITY),
    toLocation: place(UNKNOWN_DELIVERY_CITY),
    maxBudget: money(BUDGET),
    cargoDescription: textField('Cargo description', {
      max: 1000,
      multiline: true,
      required: 'Please describe the cargo',
      notText: 'Please describe the cargo',
    }),
    cargo: optionalText(200, 'Cargo'),
    weight: z
      .number({ error: 'Please enter the cargo weight' })
      .finite('Please enter the cargo weight')
      .min(MIN_LOAD_KG, WEIGHT_TOO_LOW)
      .max(1_000_000, 'Weight must be at most 1,000,000 kg')
      // Stored in whole kg: 0.5 kg was stored as 1 without a word (issue 25). The form's tons with at
      // most 3 decimals are whole kg.
      .int(WEIGHT_NOT_WHOLE_KG),
    dimensions: optionalText(100, 'Dimensions'),
    fromAddress: textField('Pickup address', {
      max: 200,
      required: 'Please enter the pickup address',
      notText: 'Please enter the pickup address',
    }),
    toAddress: textField('Delivery address', {
      max: 200,
      required: 'Please enter the delivery address',
      notText: 'Please enter the delivery address',
    }),
    estimatedValue: z
      .number({ error: 'Estimated value must be a number' })
      .finite()
      .min(0, 'Estimated value cannot be negative')
      .max(MAX_MONEY_KWACHA, 'Estimated value is too large')
      .optional()
      .nullable(),
    insuranceRequired: z.boolean({ error: 'Insurance required must be true or false' }).default(false),
    specialInstructions: optionalText(1000, 'Special instructions', true),
    /** Only verified carriers may bid (ADR 026); the server refuses other bids. */
    verifiedOnly: z.boolean({ error: 'Verified carriers only must be true or false' }).default(false),
    /** Accepted for the spec's client, but the server always sets 7 days from posting. */
    expiresAt: z.string().optional(),
  })
  .refine((v) => Date.parse(v.deliveryDate) >= Date.parse(v.pickupDate), {
    path: ['deliveryDate'],
    error: 'Delivery date must be on or after the pickup date',
  })
  .refine((v) => v.fromLocation !== v.toLocation, { path: ['toLocation'], error: SAME_PLACE });
export type PostLoadInput = z.input<typeof postLoadSchema>;
export type PostLoad = z.output<typeof postLoadSchema>;

export const PICKUP_IN_PAST_MESSAGE = 'Pickup date cannot be in the past';

/** A load cannot be picked up before today, as the day is in Zambia; today itself is fine. */
export function isPickupInPast(pickupDate: Date | string, now: Date = new Date()): boolean {
  return lusakaDayNumber(pickupDate) < lusakaDayNumber(now);
}

/** POST /api/quotes/:id/bids. */
export const bidInputSchema = z.object({
  amount: z
    .number({ error: (iss) => (iss.input === undefined ? REQUIRED : 'Please enter a valid bid amount') })
    .refine(isPayableAmount, 'Please enter a valid bid amount'),
  estimatedDays: z
    .number({
      error: (iss) => (iss.input === undefined ? REQUIRED : 'Please enter a valid delivery time (1-30 days)'),
    })
    .int('Please enter a valid delivery time (1-30 days)')
    .min(1, 'Please enter a valid delivery time (1-30 days)')
    .max(30, 'Please enter a valid delivery time (1-30 days)'),
  notes: optionalText(1000, 'Notes', true),
});
export type BidInput = z.output<typeof bidInputSchema>;
