import { z } from 'zod';
import { SHIPMENT_STATUSES } from '../statuses.ts';
import { listQuerySchema } from './common.ts';

/**
 * GET /api/payments: the calling cargo owner's money, computed in SQL over its own shipments. Amounts
 * are in Kwacha and are what the owner pays (the accepted bid, the 20% platform fee included).
 * Paid = delivered, Pending = not yet delivered and not cancelled (the earnings status sets), so
 * Total Spent is the dashboard's: everything not cancelled.
 */
export const paymentsSummarySchema = z.object({
  /** 'YYYY-MM' of the current Lusaka month: the statement's default. */
  currentMonth: z.string(),
  paid: z.number(),
  pending: z.number(),
  totalSpent: z.number(),
  /** Of the paid and pending amounts, what went or goes to the platform (20%). */
  platformFees: z.number(),
  counts: z.object({ paid: z.number().int(), pending: z.number().int() }),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/** Paging for the payment lists; the total goes in `X-Total-Count`. */
export const paymentsListQuerySchema = listQuerySchema.pick({ limit: true, offset: true });
export type PaymentsListQuery = z.infer<typeof paymentsListQuerySchema>;

/** A row of GET /api/payments/paid and /api/payments/pending. */
export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  cargo: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  /**
   * Paid: the date it was delivered (completedAt, else deliveryDate, else createdAt — the month
   * rule of the statements). Pending: the expected delivery date (estimated, else requested).
   */
  date: z.string(),
  /** The full amount the owner pays. */
  amount: z.number(),
  /** The part of `amount` that is the platform's 20%. */
  platformFee: z.number(),
  /** The part of `amount` the transporter receives (80%). */
  transporterAmount: z.number(),
  transporterCompany: z.string(),
  receiptAvailable: z
    .boolean()
    .describe(
      'Whether the cargo owner’s payment has been received (a completed deposit): only then does GET /api/shipments/:id/receipt.pdf answer with the receipt',
    ),
});
export type Payment = z.infer<typeof paymentSchema>;
