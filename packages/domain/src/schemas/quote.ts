import { z } from 'zod';
import { CARGO_TYPES } from '../cargo.ts';
import { DELIVERY_CITIES, PICKUP_CITIES } from '../cities.ts';
import { lusakaDayNumber } from '../lusaka-time.ts';
import { hasWholeNgwee, isPayableAmount, MAX_MONEY_KWACHA } from '../money.ts';
import { QUOTE_STATUSES } from '../statuses.ts';
import { isoDate, listQuerySchema } from './common.ts';
import { optionalText, textField } from './text.ts';

export { MAX_MONEY_KWACHA } from '../money.ts';

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

/** POST /api/quotes: what a cargo owner sends. The server sets expiry, distance and the cargo text. */
export const postLoadSchema = z
  .object({
    // In the order of the spec's checks: the first issue is the message the API returns.
    pickupDate: isoDate(DATES),
    deliveryDate: isoDate(DATES),
    cargoType: z.enum(CARGO_TYPES, { error: REQUIRED }),
    fromLocation: z.enum(PICKUP_CITIES, { error: REQUIRED }),
    toLocation: z.enum(DELIVERY_CITIES, { error: REQUIRED }),
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
      .gt(0, 'Weight must be more than 0')
      .max(1_000_000, 'Weight must be at most 1,000,000 kg'),
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
    /** Accepted for the spec's client, but the server always sets 7 days from posting. */
    expiresAt: z.string().optional(),
  })
  .refine((v) => Date.parse(v.deliveryDate) >= Date.parse(v.pickupDate), {
    path: ['deliveryDate'],
    error: 'Delivery date must be on or after the pickup date',
  });
export type PostLoadInput = z.input<typeof postLoadSchema>;
export type PostLoad = z.output<typeof postLoadSchema>;

export const PICKUP_IN_PAST_MESSAGE = 'Pickup date cannot be in the past';

/** A load cannot be picked up before today, as the day is in Zambia; today itself is fine. */
export function isPickupInPast(pickupDate: Date | string, now: Date = new Date()): boolean {
  return lusakaDayNumber(pickupDate) < lusakaDayNumber(now);
}

/** The other party: email and phone only once the caller may see them (after acceptance). */
export const partySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  /** The party's ratings (average of 1–5 stars, how many); absent where ratings are not shown. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
});
export type Party = z.infer<typeof partySchema>;

export const bidSchema = z.object({
  id: z.string(),
  amount: z.number(),
  estimatedDays: z.number().int(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  isAccepted: z.boolean(),
  /** True on the caller's own bid. */
  isOwn: z.boolean(),
  /** Absent when the caller is a rival transporter. */
  transporter: partySchema.optional(),
});
export type Bid = z.infer<typeof bidSchema>;

export const quoteSchema = z.object({
  id: z.string(),
  status: z.enum(QUOTE_STATUSES),
  cargo: z.string(),
  cargoType: z.enum(CARGO_TYPES),
  cargoDescription: z.string(),
  fromLocation: z.string(),
  fromAddress: z.string(),
  toLocation: z.string(),
  toAddress: z.string(),
  weight: z.number(),
  distance: z.number().nullable(),
  dimensions: z.string().nullable(),
  pickupDate: z.string(),
  deliveryDate: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  estimatedValue: z.number().nullable(),
  maxBudget: z.number(),
  insuranceRequired: z.boolean(),
  specialInstructions: z.string().nullable(),
  cargoOwner: partySchema,
  bids: z.array(bidSchema),
  bidCount: z.number().int(),
  lowestBid: z.number().nullable(),
  /** The shipment made when a bid was accepted, for the parties of it. */
  shipmentId: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What accepting a bid answers: the shipment the bid became (the load is read on its own page). */
export const acceptedBidSchema = z.object({
  shipmentId: z.string().describe('The shipment the accepted bid became'),
});
export type AcceptedBid = z.infer<typeof acceptedBidSchema>;

/**
 * A quote in a list: everything but the bids themselves (their count and the lowest are here; the
 * quote's own page has them), plus the caller's own bid when it has placed one. A page of 20 is
 * about half the bytes of 20 whole quotes, on phones that pay for every kilobyte (ADR 010).
 */
export const quoteSummarySchema = quoteSchema.omit({ bids: true }).extend({
  myBid: z
    .object({ id: z.string(), amount: z.number(), estimatedDays: z.number().int() })
    .nullable()
    .describe("The caller's own bid on this load (transporters), else null"),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

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

/** The Available Loads filters (spec section 2): High Priority, Nearby (< 200 km), Long Distance (> 1000 km). */
export const LOAD_FILTERS = ['high', 'nearby', 'long-distance'] as const;
export type LoadFilter = (typeof LOAD_FILTERS)[number];
/** `priority` is the spec's order of loads (high, nearby, normal; then fewest bids; then newest). */
export const LOAD_SORTS = ['newest', 'priority'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];

/** GET /api/quotes/active: the list query plus the Available Loads filter and order. */
export const openLoadsQuerySchema = listQuerySchema.extend({
  filter: z.enum(LOAD_FILTERS, { error: `filter must be one of ${LOAD_FILTERS.join(', ')}` }).optional(),
  sort: z.enum(LOAD_SORTS, { error: `sort must be one of ${LOAD_SORTS.join(', ')}` }).default('newest'),
});
export type OpenLoadsQuery = z.output<typeof openLoadsQuerySchema>;

/** GET /api/quotes/active/counts: the counters above the Available Loads list, for a search. */
export const openLoadCountsQuerySchema = listQuerySchema.pick({ search: true });
export const openLoadCountsSchema = z.object({
  total: z.number().int(),
  high: z.number().int(),
  nearby: z.number().int(),
  longDistance: z.number().int(),
});
export type OpenLoadCounts = z.infer<typeof openLoadCountsSchema>;

/**
 * The orders of GET /api/quotes: newest first, or the cargo owner's My Quotes order (spec section 2:
 * ACTIVE quotes first, then by expiry, soonest first).
 */
export const QUOTE_LIST_SORTS = ['newest', 'owner'] as const;
export type QuoteListSort = (typeof QUOTE_LIST_SORTS)[number];
/** Every order a page of quotes can be read in (the list's and the Available Loads'). */
export type QuoteSort = LoadSort | QuoteListSort;

/** GET /api/quotes: the list query plus its order. */
export const quoteListQuerySchema = listQuerySchema.extend({
  sort: z
    .enum(QUOTE_LIST_SORTS, { error: `sort must be one of ${QUOTE_LIST_SORTS.join(', ')}` })
    .default('newest'),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** GET /api/quotes/stats: the My Quotes cards, over all the caller's quotes (statuses as a reader sees them). */
export const quoteStatsSchema = z.object({
  active: z.number().int(),
  accepted: z.number().int(),
  /** Bids received on all the caller's quotes. */
  totalBids: z.number().int(),
  expired: z.number().int(),
});
export type QuoteStats = z.infer<typeof quoteStatsSchema>;
