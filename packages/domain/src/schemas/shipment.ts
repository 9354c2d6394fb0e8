import { z } from 'zod';
import { STAGE_IDS } from '../stages.ts';
import { SHIPMENT_STATUSES } from '../statuses.ts';
import { isoDate } from './common.ts';
import { partySchema } from './quote.ts';
import { myRatingSchema } from './rating.ts';
import { optionalText } from './text.ts';
import { PHONE_PATTERN } from './user-fields.ts';

export const DRIVER_NAME_INVALID = "Please enter the driver's name (at least 2 letters)";
export const DRIVER_PHONE_INVALID = 'Please enter a valid phone number';
export const TRUCK_NUMBER_INVALID = 'Please enter the truck number plate (letters and digits, e.g. ABZ 1234)';

const letters = (v: string) => v.match(/\p{L}/gu)?.length ?? 0;
const digits = (v: string) => v.match(/\d/g)?.length ?? 0;

/**
 * The driver and vehicle fields of PATCH /api/shipments/:id; each optional, absent when empty, and
 * what they claim to be when given (printed on the POD; issue 40): a name of at least 2 letters, a
 * phone of 9–15 digits (a local 0977 123456 or +260 977 123456), a plate with a letter and a digit
 * (ABZ 1234, GRZ 123 CA, a DRC 1234AB05), not punctuation.
 */
export const driverDetailsFields = z.object({
  driverName: optionalText(100, 'Driver name').refine((v) => v === undefined || letters(v) >= 2, {
    error: DRIVER_NAME_INVALID,
  }),
  driverPhone: optionalText(30, 'Driver phone').refine(
    (v) => v === undefined || (PHONE_PATTERN.test(v) && digits(v) >= 9 && digits(v) <= 15),
    { error: DRIVER_PHONE_INVALID },
  ),
  truckNumber: optionalText(20, 'Truck number').refine(
    (v) => v === undefined || (/^[\p{L}\d][\p{L}\d\s\-/]*$/u.test(v) && letters(v) >= 1 && digits(v) >= 1),
    { error: TRUCK_NUMBER_INVALID },
  ),
});

/** The Driver & Vehicle form: at least one of the three (the message sits on the first field). */
export const driverDetailsSchema = driverDetailsFields.refine(
  (v) => v.driverName !== undefined || v.driverPhone !== undefined || v.truckNumber !== undefined,
  { error: 'Enter the driver name, phone or truck number', path: ['driverName'] },
);
export type DriverDetailsInput = z.input<typeof driverDetailsSchema>;

/**
 * PATCH /api/shipments/:id. A stage moves the shipment forward with that stage's fixed progress
 * (`progress`, if sent, must match it); driver details may be set alone.
 */
export const progressUpdateSchema = z
  .object({
    status: z.enum(STAGE_IDS, { error: 'Please choose a valid stage' }).optional(),
    progress: z
      .number({ error: 'Progress must be a number' })
      .int('Progress must be a whole number')
      .optional(),
    eta: isoDate('ETA must be a date').optional(),
    location: optionalText(200, 'Location'),
    notes: optionalText(1000, 'Notes', true),
    ...driverDetailsFields.shape,
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.driverName !== undefined ||
      v.driverPhone !== undefined ||
      v.truckNumber !== undefined,
    { error: 'Choose a stage or enter driver details to update' },
  );
export type ProgressUpdate = z.output<typeof progressUpdateSchema>;
/** The PATCH body as the web sends it. */
export type ProgressUpdateInput = z.input<typeof progressUpdateSchema>;

export const progressEntrySchema = z.object({
  status: z.string(),
  progress: z.number().int(),
  timestamp: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  updatedBy: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

export const shipmentSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** What the cargo owner pays (the accepted bid). */
  amount: z.number(),
  platformFee: z.number(),
  transporterAmount: z.number(),
  cargo: z.string(),
  cargoType: z.string(),
  cargoDescription: z.string(),
  fromLocation: z.string(),
  fromAddress: z.string().nullable(),
  toLocation: z.string(),
  toAddress: z.string().nullable(),
  weight: z.number(),
  distance: z.number().nullable(),
  dimensions: z.string().nullable(),
  progress: z.number().int(),
  pickupDate: z.string(),
  deliveryDate: z.string(),
  estimatedDeliveryDate: z.string().nullable(),
  actualDeliveryDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUpdate: z.string().nullable(),
  lastUpdateTime: z.string().nullable(),
  eta: z.string().nullable(),
  progressHistory: z.array(progressEntrySchema),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  truckNumber: z.string().nullable(),
  cargoOwner: partySchema,
  transporter: partySchema.optional(),
  /** The caller's own rating of the other party, once given (null before, and for an admin). */
  myRating: myRatingSchema.nullable(),
  receiptAvailable: z
    .boolean()
    .describe(
      'Whether the cargo owner’s payment has been received (a completed deposit): only then does GET /api/shipments/:id/receipt.pdf answer with the receipt',
    ),
  paymentSecured: z
    .boolean()
    .describe(
      'Whether escrow holds the cargo owner’s payment now (its escrow account’s balance, read from the ledger): the transporter may collect the load only then',
    ),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentStatsSchema = z.object({
  active: z.number().int(),
  inTransit: z.number().int(),
  completed: z.number().int(),
  totalValue: z.number(),
});
export type ShipmentStats = z.infer<typeof shipmentStatsSchema>;

/**
 * DELETE /api/shipments/:id's query: `reopenLoad=true` opens the load to bids again in the same step
 * (issue 39), without the cancelled shipment's bid.
 */
export const cancelShipmentQuerySchema = z.object({
  reopenLoad: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: the load is open to bids again, without the bid of the cancelled shipment'),
});
export type CancelShipmentQuery = z.infer<typeof cancelShipmentQuerySchema>;
