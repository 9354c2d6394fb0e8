import { z } from 'zod';
import { adminPageQuerySchema } from './admin.ts';
import { waitingMoneySchema } from './admin-money-waiting.ts';

/**
 * The admin's reconciliation (issue 26, ADR 021): our money transfers against the provider's
 * records, and the ledger against its own identity. Run on demand (GET /api/admin/reconciliation).
 */

/** A transfer with no final status this long after it started is stuck (the poller backs off to 15 min). */
export const STUCK_AFTER_MINUTES = 60;
/** Transfers that finished within this many days are checked again; unfinished ones always are. */
export const RECONCILIATION_WINDOW_DAYS = 7;
export const RECONCILIATION_DEFAULT_LIMIT = 100;

export const RECONCILIATION_PROBLEMS = [
  'not_posted',
  'posted_not_completed',
  'amount_differs',
  'status_differs',
  'stuck',
  'provider_unreachable',
] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];

export const RECONCILIATION_PROBLEM_LABELS: Record<ReconciliationProblem, string> = {
  not_posted: 'Completed, but not posted in the ledger',
  posted_not_completed: 'Posted in the ledger, but failed or unknown at the provider',
  amount_differs: 'The amounts differ',
  status_differs: 'Our final status differs from the provider’s',
  stuck: `No final status after ${STUCK_AFTER_MINUTES} minutes`,
  provider_unreachable: 'The provider did not answer',
};

export const TRANSFER_STATUS_VALUES = ['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED'] as const;
export const PROVIDER_STATUS_VALUES = ['ACCEPTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'NOT_FOUND'] as const;
export type ProviderStatusValue = (typeof PROVIDER_STATUS_VALUES)[number];

/** What the check knows of one transfer: ours, the ledger's posting of it, the provider's answer. */
export interface TransferFacts {
  ourStatus: (typeof TRANSFER_STATUS_VALUES)[number];
  amountNgwee: number;
  /** The amount its `<kind>_completed` entry posted; null when none is posted. */
  postedNgwee: number | null;
  /** null when the provider did not answer in time. */
  provider: { status: ProviderStatusValue; amountNgwee?: number | undefined } | null;
  /** Minutes since it started. */
  ageMinutes: number;
}

/** Every problem of one transfer (none when ours, the ledger's and the provider's agree). */
export function transferProblems(f: TransferFacts): ReconciliationProblem[] {
  const problems: ReconciliationProblem[] = [];
  const final = f.ourStatus === 'COMPLETED' || f.ourStatus === 'FAILED';
  const theirs = f.provider?.status;
  if (f.provider === null) problems.push('provider_unreachable');
  if (f.postedNgwee === null && (f.ourStatus === 'COMPLETED' || theirs === 'COMPLETED')) {
    problems.push('not_posted');
  }
  if (f.postedNgwee !== null && theirs !== undefined && theirs !== 'COMPLETED') {
    problems.push('posted_not_completed');
  }
  const providerAmount = theirs === 'COMPLETED' ? f.provider?.amountNgwee : undefined;
  if (
    (f.postedNgwee !== null && f.postedNgwee !== f.amountNgwee) ||
    (providerAmount !== undefined && providerAmount !== f.amountNgwee)
  ) {
    problems.push('amount_differs');
  }
  const theirsFinal = theirs === 'COMPLETED' || theirs === 'FAILED';
  if (final && theirsFinal && theirs !== f.ourStatus && !problems.includes('not_posted')) {
    if (!problems.includes('posted_not_completed')) problems.push('status_differs');
  }
  if (!final && f.ageMinutes >= STUCK_AFTER_MINUTES) problems.push('stuck');
  return problems;
}

/** GET /api/admin/reconciliation: which page of the transfers to check; the total is in X-Total-Count. */
export const adminReconciliationQuerySchema = adminPageQuerySchema.extend({
  limit: adminPageQuerySchema.shape.limit.default(RECONCILIATION_DEFAULT_LIMIT),
});
export type AdminReconciliationQuery = z.output<typeof adminReconciliationQuerySchema>;

export const reconciliationDifferenceSchema = z.object({
  transferId: z.string().describe('The money transfer (deposit, payout or refund) that does not match'),
  kind: z.enum(['deposit', 'payout', 'refund']),
  shipmentId: z.string(),
  ourStatus: z.enum(TRANSFER_STATUS_VALUES).describe('The transfer’s status as we store it'),
  providerStatus: z
    .enum(PROVIDER_STATUS_VALUES)
    .nullable()
    .describe('The provider’s answer to a status check; null when it did not answer in time'),
  problem: z.enum(RECONCILIATION_PROBLEMS).describe('What does not match'),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const adminReconciliationSchema = z.object({
  checkedAt: z.string().describe('When the check ran (ISO 8601)'),
  transfersChecked: z
    .number()
    .int()
    .describe(
      `Transfers compared with the provider: every unfinished one and those changed in the last ${RECONCILIATION_WINDOW_DAYS} days (one page)`,
    ),
  differences: z
    .array(reconciliationDifferenceSchema)
    .describe('One row per problem; empty when everything matches'),
  waiting: z
    .array(waitingMoneySchema)
    .describe(
      `Money waiting for someone, oldest first (at most ${RECONCILIATION_DEFAULT_LIMIT} of each kind): payouts with no wallet, short deposits to refund`,
    ),
  ledger: z
    .object({
      balanced: z
        .boolean()
        .describe('The ledger’s lines sum to 0 and the provider clearing equals what is held and owed'),
      clearing: z.number().describe('What the provider holds for us (provider clearing balance), Kwacha'),
      liabilities: z
        .number()
        .describe('Escrow held + owed to owners + owed to transporters + platform revenue, Kwacha'),
    })
    .describe('The ledger’s own checks'),
});
export type AdminReconciliation = z.infer<typeof adminReconciliationSchema>;
