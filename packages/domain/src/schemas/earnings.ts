import { z } from 'zod';
import { MONTH_KEY_PATTERN } from '../earnings.ts';
import { SHIPMENT_STATUSES } from '../statuses.ts';
import { listQuerySchema } from './common.ts';

/**
 * GET /api/earnings: the calling transporter's money, read from the ledger (ADR 021). Every amount
 * is in Kwacha and is the transporter's 80% share. Paid (this month, last month, lifetime, the
 * chart) is what was paid out to its wallet, by the Lusaka month of the payout; pending is its 80%
 * still held in escrow or released and not yet paid out.
 */
export const earningsSummarySchema = z.object({
  /** 'YYYY-MM' of the current Lusaka month (the last entry of `monthly`). */
  currentMonth: z.string(),
  thisMonth: z.number(),
  lastMonth: z.number(),
  /** Month-over-month growth in percent, 0 when last month had nothing (spec section 9). */
  growth: z.number(),
  pending: z
    .number()
    .describe(
      'The 80% still held in escrow, or released and not yet paid out to the wallet (the transporter_payable balance)',
    ),
  lifetime: z.number().describe('Everything paid out to the wallet (the payout_completed entries)'),
  /** The current Lusaka month and the five before it, oldest first; a month without payouts is 0. */
  monthly: z.array(z.object({ month: z.string(), amount: z.number() })),
  counts: z.object({ pending: z.number().int(), paid: z.number().int() }),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

/** Paging for the earnings lists; the total goes in `X-Total-Count`. */
export const earningsListQuerySchema = listQuerySchema.pick({ limit: true, offset: true });
export type EarningsListQuery = z.infer<typeof earningsListQuerySchema>;

export const PAYOUT_STATUSES = [
  'held',
  'paying_out',
  'awaiting_wallet',
  'payout_failed',
  'paid_out',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const money = {
  amount: z.number().describe('What the cargo owner paid into escrow (the ledger)'),
  refunded: z.number().describe('Of `amount`, what escrow refunded to the cargo owner (a dispute)'),
  released: z.number().describe('Of `amount`, what escrow released to the transporter and the platform'),
  platformFee: z
    .number()
    .describe('The platform’s 20% of what was released; while held, what it will be on release'),
  earnings: z
    .number()
    .describe(
      'The transporter’s 80% of what was released (its payout); while held, what it will be on release',
    ),
  payoutStatus: z
    .enum(PAYOUT_STATUSES)
    .describe(
      'Where the 80% stands: held in escrow; released and being paid out; released with no wallet to be paid to (awaiting_wallet: add one in Settings); the payout failed; paid out to the wallet (read from the ledger and the payout transfers)',
    ),
};

/** GET /api/earnings/pending: a shipment whose 80% is held in escrow or not yet paid out. */
export const pendingEarningSchema = z.object({
  id: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  cargo: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  pickupDate: z.string(),
  /** The estimated delivery date, else the requested delivery date. */
  expectedDate: z.string(),
  ...money,
});
export type PendingEarning = z.infer<typeof pendingEarningSchema>;

/** GET /api/earnings/paid: a shipment whose 80% was paid out. */
export const paidEarningSchema = z.object({
  id: z.string(),
  cargo: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  completedDate: z.string().describe('When the 80% was paid out to the wallet (the payout_completed entry)'),
  ...money,
  receiptAvailable: z
    .boolean()
    .describe(
      'Whether the cargo owner’s payment has been received (a completed deposit): only then does GET /api/shipments/:id/receipt.pdf answer with the receipt',
    ),
});
export type PaidEarning = z.infer<typeof paidEarningSchema>;

export const STATEMENT_MONTH_MESSAGE = 'month must be a month as YYYY-MM, e.g. 2026-03';

/** GET /api/earnings/statement.pdf?month=YYYY-MM (default: the current Lusaka month). */
export const statementQuerySchema = z.object({
  month: z
    .string({ error: STATEMENT_MONTH_MESSAGE })
    .regex(MONTH_KEY_PATTERN, { error: STATEMENT_MONTH_MESSAGE })
    .optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;
