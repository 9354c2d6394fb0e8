import { z } from 'zod';
import { SHIPMENT_STATUSES } from '../statuses.ts';
import { listQuerySchema } from './common.ts';

/**
 * GET /api/payments: the calling cargo owner's money, read from the ledger (ADR 021) over its own
 * shipments, in Kwacha. Paid = released from escrow to the transporter (gone for good); Held in
 * escrow = received, escrow still holding it; Pending = accepted, not cancelled, no payment received
 * yet; Refunded = owed back (or returned) to the owner from escrow. Total Spent = Paid + Held: what
 * left the owner's wallet and is not coming back to it (a refund owed but not yet returned does not
 * count: it is the owner's money).
 */
export const paymentsSummarySchema = z.object({
  /** 'YYYY-MM' of the current Lusaka month: the statement's default. */
  currentMonth: z.string(),
  paid: z
    .number()
    .describe('Released from escrow to the transporter and the platform (the escrow_released entries)'),
  held: z
    .number()
    .describe('Received and still held in escrow (the balance of the owner’s shipments’ escrow accounts)'),
  pending: z
    .number()
    .describe(
      'Accepted shipments, not cancelled, whose payment has not been received yet (no completed deposit)',
    ),
  refunded: z
    .number()
    .describe('Owed back or returned to the owner from escrow (the escrow_refunded entries)'),
  totalSpent: z.number().describe('Paid + held: deposits received less what escrow owes back to the owner'),
  /** Of what was paid (released), the platform's 20%. */
  platformFees: z.number(),
  counts: z.object({
    paid: z.number().int(),
    held: z.number().int().describe('Shipments whose escrow holds money'),
    pending: z.number().int(),
    refunded: z.number().int().describe('Shipments with money refunded from escrow'),
  }),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/** Paging for the payment lists; the total goes in `X-Total-Count`. */
export const paymentsListQuerySchema = listQuerySchema.pick({ limit: true, offset: true });
export type PaymentsListQuery = z.infer<typeof paymentsListQuerySchema>;

/** A row of GET /api/payments/paid, /held and /pending. */
export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  cargo: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  /**
   * Paid: when escrow was released to the transporter (the month rule of the statement). Held and
   * Pending: the expected delivery date (estimated, else requested).
   */
  date: z.string(),
  amount: z
    .number()
    .describe('What the owner paid into escrow (the ledger); before it paid, the accepted bid it is to pay'),
  refunded: z.number().describe('Of `amount`, what escrow refunded to the owner (a cancellation, a dispute)'),
  released: z.number().describe('Of `amount`, what escrow released to the transporter and the platform'),
  platformFee: z
    .number()
    .describe(
      'The platform’s 20% of what was released (none on a refund); while held or unpaid, what it will be on release',
    ),
  transporterAmount: z
    .number()
    .describe('The transporter’s 80% of what was released; while held or unpaid, what it will be on release'),
  transporterCompany: z.string(),
  receiptAvailable: z
    .boolean()
    .describe(
      'Whether the cargo owner’s payment has been received (a completed deposit): only then does GET /api/shipments/:id/receipt.pdf answer with the receipt',
    ),
});
export type Payment = z.infer<typeof paymentSchema>;
