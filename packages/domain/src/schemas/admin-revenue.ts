import { z } from 'zod';
import { type AdminPageQuery, adminPageQuerySchema } from './admin.ts';

/** GET /api/admin/revenue: the Platform Revenue cards. Transactions are DELIVERED shipments. */
export const adminRevenueSchema = z.object({
  /** Platform fees (20%) of transactions dated in the current Lusaka month. */
  thisMonthFees: z.number(),
  lastMonthFees: z.number(),
  /** (this − last) / last × 100; 0 when last month is 0. */
  growth: z.number(),
  /** Platform fees of every transaction. */
  lifetimeFees: z.number(),
  /** Summed amounts of every transaction (what the cargo owners paid). */
  totalVolume: z.number(),
  /** How many transactions (DELIVERED shipments). */
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
  /** The transaction's date: completedAt, else deliveryDate, else createdAt. */
  date: z.string(),
  originalAmount: z.number(),
  platformFee: z.number(),
  transporterAmount: z.number(),
});
export type PlatformFeeRecord = z.infer<typeof platformFeeRecordSchema>;
