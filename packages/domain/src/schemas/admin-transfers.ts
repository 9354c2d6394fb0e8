import { z } from 'zod';
import { MOBILE_MONEY_PROVIDERS } from '../mobile-money.ts';
import { adminPageQuerySchema } from './admin.ts';

/**
 * The admin's failed transfers (issue 26, ADR 021): payouts to transporters and refunds to owners
 * that the provider failed and that nobody has retried yet, and retrying one. Amounts in Kwacha.
 */

/** GET /api/admin/transfers: paging and the status (only `failed` is listed). */
export const adminTransfersQuerySchema = adminPageQuerySchema.extend({
  status: z
    .enum(['failed'], { error: 'status must be failed' })
    .describe('failed: the payouts and refunds whose latest attempt failed (the ones to retry)'),
});
export type AdminTransfersQuery = z.output<typeof adminTransfersQuerySchema>;

export const adminTransferSchema = z.object({
  id: z.string(),
  kind: z.enum(['payout', 'refund']).describe('payout: to the transporter; refund: back to the cargo owner'),
  shipmentId: z.string(),
  party: z
    .object({ id: z.string(), name: z.string() })
    .describe('Who is paid: the transporter (payout) or the cargo owner (refund), by company name'),
  amount: z.number(),
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  /** The wallet it went to (an MSISDN). */
  phoneNumber: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED']),
  failureCode: z.string().nullable().describe('The provider’s failure code, e.g. RECIPIENT_NOT_FOUND'),
  failureMessage: z.string().nullable().describe('The provider’s words, else ours'),
  createdAt: z.string(),
  /** When it became final (failed), else when it was made. */
  finishedAt: z.string(),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;
