import { z } from 'zod';
import { CARGO_TYPES } from '../cargo.ts';
import { QUOTE_STATUSES } from '../statuses.ts';

/** Why a party's e-mail or phone number may be absent (the rule: `contactShownTo`, ADR 023). */
const CONTACT_ABSENT =
  'absent unless the caller is this user, an admin, or the other side of its shipment once the payment is held in escrow and until it is cancelled; absent for that other side too when this user turned showContactInfo off (then contactPrivate)';

/** The other party: email and phone only once the caller may see them (after payment, and shared). */
export const partySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  email: z.string().optional().describe(`The user's e-mail: ${CONTACT_ABSENT}`),
  phoneNumber: z.string().optional().describe(`The user's phone number: ${CONTACT_ABSENT}`),
  contactPrivate: z
    .literal(true)
    .optional()
    .describe(
      'Present for the other side of a paid shipment when this user turned showContactInfo off: why its e-mail and phone are absent',
    ),
  /** The party's ratings (average of 1–5 stars, how many); absent where ratings are not shown. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
  verified: z
    .boolean()
    .optional()
    .describe(
      'Transporters only: every required document approved and unexpired (ADR 026); absent for cargo owners',
    ),
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
  /** Only verified carriers may bid (ADR 026). */
  verifiedOnly: z.boolean(),
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
