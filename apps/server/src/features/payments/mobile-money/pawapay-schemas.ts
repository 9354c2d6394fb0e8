import { amountStringToNgwee } from '@njira/domain';
import { z } from 'zod';
import type { PaymentFailure, PaymentKind, PaymentState, PaymentStatus } from './gateway.ts';

/**
 * The bodies pawaPay's Merchant API v2 answers with and posts to us, checked before anything in them
 * is believed (the shapes of https://docs.pawapay.io/v2/api-reference/openapi_v2.yaml): an initiation
 * answer, an error body, a status answer (FOUND with the payment, or NOT_FOUND), a callback (the same
 * payment object) and the public keys that sign callbacks.
 */

/** Where each operation's id is in pawaPay's bodies. */
export const ID_FIELDS = { deposit: 'depositId', payout: 'payoutId', refund: 'refundId' } as const;

/** Fields that make a body another kind's (a refund names the deposit it returns, so that one may be). */
const FOREIGN_FIELDS: Record<PaymentKind, string[]> = {
  deposit: ['payoutId', 'refundId'],
  payout: ['depositId', 'refundId'],
  refund: ['payoutId'],
};

const ids = {
  depositId: z.string().optional(),
  payoutId: z.string().optional(),
  refundId: z.string().optional(),
};

const failureReason = z.object({ failureCode: z.string().min(1), failureMessage: z.string().optional() });

/**
 * The answer to POST /v2/deposits, /v2/payouts and /v2/refunds, HTTP 200
 * (https://docs.pawapay.io/v2/api-reference/deposits/initiate-deposit): ACCEPTED, REJECTED with a
 * failureReason, or DUPLICATE_IGNORED.
 */
export const initiationSchema = z.object({
  ...ids,
  status: z.enum(['ACCEPTED', 'REJECTED', 'DUPLICATE_IGNORED']),
  failureReason: failureReason.nullish(),
});

/**
 * The body of a 4xx: `{ status: 'REJECTED', failureReason: { failureCode, failureMessage } }`, e.g.
 * INVALID_INPUT (400), NO_AUTHENTICATION (401), HTTP_SIGNATURE_ERROR (403); the HTTP status of each
 * code is in https://docs.pawapay.io/v2/docs/failure_codes.
 */
export const errorSchema = z.object({ failureReason });

/**
 * How pawaPay's payment statuses read as ours (https://docs.pawapay.io/v2/api-reference/deposits/check-deposit-status
 * and the payout and refund pages): everything short of COMPLETED and FAILED is still going, and only
 * pawaPay's ACCEPTED means it has not reached the wallet provider yet.
 */
const PAWAPAY_STATUSES = [
  'ACCEPTED',
  'SUBMITTED',
  'ENQUEUED',
  'PROCESSING',
  'IN_RECONCILIATION',
  'COMPLETED',
  'FAILED',
] as const;
const STATUSES: Record<(typeof PAWAPAY_STATUSES)[number], PaymentStatus> = {
  ACCEPTED: 'ACCEPTED',
  SUBMITTED: 'PROCESSING',
  ENQUEUED: 'PROCESSING',
  PROCESSING: 'PROCESSING',
  IN_RECONCILIATION: 'PROCESSING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
};

const ngwee = z.string().transform((amount, ctx) => {
  const value = amountStringToNgwee(amount);
  if (value === null) ctx.addIssue({ code: 'custom', message: `Not an amount: ${amount}` });
  return value ?? 0;
});

/** A deposit, payout or refund as a status answer's `data` and a callback's body give it. */
const paymentSchema = z.object({
  ...ids,
  status: z.enum(PAWAPAY_STATUSES),
  amount: ngwee,
  currency: z.literal('ZMW'),
  providerTransactionId: z.string().nullish(),
  failureReason: failureReason.nullish(),
});

/** The answer to GET /v2/deposits/{id}, /v2/payouts/{id} and /v2/refunds/{id}. */
export const statusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('FOUND'), data: z.unknown() }),
  z.object({ status: z.literal('NOT_FOUND') }),
]);

/**
 * The answer to GET /v2/public-key/http: `[{ id: 'HTTP_EC_P256_KEY:1', key: '-----BEGIN PUBLIC KEY-----…' }]`,
 * the keyid a callback's signature names and the PEM key that checks it
 * (https://docs.pawapay.io/v2/api-reference/toolkit/public-keys).
 */
export const publicKeysSchema = z.array(z.object({ id: z.string().min(1), key: z.string().min(1) }));

/** pawaPay's failureReason as ours; a REJECTED answer without one still says it was rejected. */
export function toFailure(reason: z.infer<typeof failureReason> | null | undefined): PaymentFailure {
  if (!reason) return { code: 'UNKNOWN_ERROR', message: 'pawaPay gave no reason' };
  return { code: reason.failureCode, message: reason.failureMessage ?? '' };
}

/**
 * A payment object of `kind` (a status answer's data, a callback's body) as our state; null when it
 * is malformed, not in kwacha, or another kind's (a payout's body posted as a deposit callback).
 */
export function toPaymentState(kind: PaymentKind, body: unknown): PaymentState | null {
  if (typeof body !== 'object' || body === null || FOREIGN_FIELDS[kind].some((field) => field in body))
    return null;
  const parsed = paymentSchema.safeParse(body);
  const id = parsed.data?.[ID_FIELDS[kind]];
  if (!parsed.success || id === undefined) return null;
  const { status, amount, providerTransactionId, failureReason } = parsed.data;
  return {
    kind,
    id,
    status: STATUSES[status],
    amountNgwee: amount,
    providerTransactionId: providerTransactionId ?? undefined,
    failure: failureReason ? toFailure(failureReason) : undefined,
  };
}
