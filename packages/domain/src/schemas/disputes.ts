import { z } from 'zod';
import { hasWholeNgwee } from '../money.ts';
import { textField } from './text.ts';

/**
 * Disputes (issue 26, ADR 021): the cargo owner opens one while escrow holds the money, before it
 * is released; an admin resolves it by releasing, refunding all, or refunding part. Amounts in Kwacha.
 */

export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 1000;
export const DISPUTE_REASON_REQUIRED = 'Please say what went wrong';
export const DISPUTE_REASON_TOO_SHORT = `Please give at least ${DISPUTE_REASON_MIN} characters`;
export const DISPUTE_REASON_TOO_LONG = `The reason must be at most ${DISPUTE_REASON_MAX} characters`;

/** A reason, the owner's or the admin's: trimmed, 10 to 1000 characters, line breaks allowed. */
const reasonField = textField('Reason', {
  max: DISPUTE_REASON_MAX,
  multiline: true,
  tooLong: DISPUTE_REASON_TOO_LONG,
}).pipe(
  z
    .string()
    .min(1, { error: DISPUTE_REASON_REQUIRED, abort: true })
    .min(DISPUTE_REASON_MIN, DISPUTE_REASON_TOO_SHORT),
);

/** POST /api/shipments/:id/dispute. */
export const openDisputeSchema = z.object({ reason: reasonField });
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'partial_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release to the transporter',
  refund: 'Refund the cargo owner in full',
  partial_refund: 'Refund part, release the rest',
};

export const DISPUTE_OUTCOME_REQUIRED = 'Please choose an outcome';
export const REFUND_AMOUNT_REQUIRED = 'Please enter the amount to refund';
export const REFUND_AMOUNT_POSITIVE = 'The amount to refund must be more than K 0';
export const REFUND_AMOUNT_NGWEE = 'The amount can have at most 2 decimals';

/** POST /api/admin/disputes/:id/resolve. `refundAmount` only for a partial refund (ignored otherwise). */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_OUTCOME_REQUIRED }),
    refundAmount: z
      .number({ error: REFUND_AMOUNT_REQUIRED })
      .positive(REFUND_AMOUNT_POSITIVE)
      .refine(hasWholeNgwee, REFUND_AMOUNT_NGWEE)
      .optional(),
    reason: reasonField,
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'partial_refund' && body.refundAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundAmount'], message: REFUND_AMOUNT_REQUIRED });
    }
  });
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;
export type ResolveDispute = z.output<typeof resolveDisputeSchema>;

/** A part refunded must leave something to release: less than escrow holds. */
export function refundTooLargeMessage(heldText: string): string {
  return `The amount to refund must be less than the ${heldText} held`;
}
