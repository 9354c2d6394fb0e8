import { z } from 'zod';

/**
 * Money that waits for someone (issue 39, ADR 021), on the admin's reconciliation: a released payout
 * with no wallet to go to (paid out once the transporter saves one), and a deposit that brought less
 * than asked (held nowhere, owed back to the owner until an admin refunds it).
 */
export const WAITING_MONEY_KINDS = ['no_wallet', 'short_deposit'] as const;

export const waitingMoneySchema = z.object({
  kind: z
    .enum(WAITING_MONEY_KINDS)
    .describe(
      'no_wallet: released to a transporter with no wallet to be paid to; short_deposit: a deposit that brought less than asked, to refund (POST /api/admin/deposits/:id/refund)',
    ),
  shipmentId: z.string(),
  party: z
    .object({ id: z.string(), name: z.string() })
    .describe('The transporter waiting to be paid, or the cargo owner to refund, by company name'),
  amount: z.number().describe('Kwacha waiting: the transporter’s 80%, or what the short deposit brought'),
  asked: z.number().nullable().describe('What the short deposit asked; null for no_wallet'),
  depositId: z.string().nullable().describe('The short deposit; null for no_wallet'),
  reason: z.string().describe('“No wallet”, or “Short deposit: K 1 of K 30,000”'),
  since: z.string().describe('Since when it waits (ISO 8601)'),
});
export type WaitingMoney = z.infer<typeof waitingMoneySchema>;
