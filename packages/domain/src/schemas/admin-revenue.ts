import { z } from 'zod';
import { type AdminPageQuery, adminPageQuerySchema } from './admin.ts';

/**
 * GET /api/admin/revenue: the Platform Revenue cards, read from the ledger (ADR 021). A transaction
 * is an escrow release that credited the platform_revenue account (delivery confirmed, 72 hours
 * passed, or a dispute's released part); its month is the release's Lusaka month.
 */
export const adminRevenueSchema = z.object({
  /** Revenue credited by the releases of the current Lusaka month (their 20%). */
  thisMonthFees: z.number(),
  lastMonthFees: z.number(),
  /** (this − last) / last × 100; 0 when last month is 0. */
  growth: z.number(),
  /** The platform_revenue account's balance: every release's 20%. */
  lifetimeFees: z.number(),
  /** Summed amounts released from escrow by every transaction. */
  totalVolume: z.number(),
  /** How many transactions (releases that credited revenue). */
  transactions: z.number().int(),
  escrowHeld: z
    .number()
    .describe(
      'Held in escrow now, in Kwacha: the sum of every shipment’s escrow account balance in the ledger',
    ),
  payoutsPending: z
    .object({ count: z.number().int(), amount: z.number() })
    .describe('Payouts to transporters sent or being sent, not yet final (PENDING or ACCEPTED transfers)'),
  payoutsFailed: z
    .object({ count: z.number().int(), amount: z.number() })
    .describe('Payouts to transporters that failed (the money stays in the transporter’s payable)'),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

export const adminTransactionsQuerySchema = adminPageQuerySchema;
export type AdminTransactionsQuery = AdminPageQuery;

/** A row of GET /api/admin/revenue/transactions, newest date first (spec: Platform fee record). */
export const platformFeeRecordSchema = z.object({
  shipmentId: z.string(),
  cargo: z.string(),
  /** The cargo owner's company name. */
  cargoOwner: z.string(),
  /** The transporter's company name. */
  transporter: z.string(),
  /** When escrow was released. */
  date: z.string(),
  /** The amount released from escrow; the fee and the transporter's part add up to it. */
  originalAmount: z.number(),
  platformFee: z.number(),
  transporterAmount: z.number(),
  refunded: z
    .number()
    .describe(
      'What a dispute refunded of the same payment to the cargo owner, no fee on it (0 when nothing was); not part of `originalAmount`',
    ),
});
export type PlatformFeeRecord = z.infer<typeof platformFeeRecordSchema>;
