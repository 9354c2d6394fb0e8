import { z } from 'zod';
import { MOBILE_MONEY_LABELS, MOBILE_MONEY_PROVIDERS, providerOfMsisdn, toMsisdn } from '../mobile-money.ts';

export const ZAMBIAN_MOBILE_MESSAGE = 'Please enter a Zambian mobile number, e.g. 097 123 4567';

/** A wallet's two fields as typed; the number comes out as an MSISDN ('260971234567'). */
export const walletFieldsSchema = z.object({
  provider: z.enum(MOBILE_MONEY_PROVIDERS, { error: 'Please choose your mobile money provider' }),
  phoneNumber: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(30, ZAMBIAN_MOBILE_MESSAGE)
    .refine((v) => toMsisdn(v) !== null, ZAMBIAN_MOBILE_MESSAGE)
    .transform((v) => toMsisdn(v) as string),
});

/**
 * Refuses a number on another network than the provider chosen: the provider is part of pawaPay's
 * request, and a number's network is what people recognise, so the mismatch is said, not guessed.
 */
export function checkWalletNetwork(
  wallet: { provider: (typeof MOBILE_MONEY_PROVIDERS)[number]; phoneNumber: string },
  ctx: z.RefinementCtx,
): void {
  const network = providerOfMsisdn(wallet.phoneNumber);
  if (network !== wallet.provider) {
    const label = MOBILE_MONEY_LABELS[wallet.provider];
    // 'an MTN MoMo', 'an Airtel Money', 'a Zamtel Kwacha': as the names are said.
    const article = /^(MTN|[AEIOU])/.test(label) ? 'an' : 'a';
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: `This is not ${article} ${label} number`,
    });
  }
}

/**
 * A mobile-money wallet as typed: the provider and the number on its network. The number comes out
 * as an MSISDN ('260971234567'), whatever spacing or prefix was typed.
 */
export const walletInputSchema = walletFieldsSchema.superRefine(checkWalletNetwork);
export type WalletInput = z.input<typeof walletInputSchema>;
export type Wallet = z.output<typeof walletInputSchema>;

/**
 * Where a shipment's money stands (issue 26), from the ledger and its mobile-money operations:
 * awaiting_payment (nothing paid yet), processing (a payment waits for approval on the payer's
 * phone), failed (the last attempt failed: pay again), held (in escrow), disputed (held, with a
 * dispute open: nothing is released until an admin resolves it), released (paid to the
 * transporter's payable and the platform, all or what a dispute left), refunded (back to the owner).
 */
export const SHIPMENT_PAYMENT_STATUSES = [
  'awaiting_payment',
  'processing',
  'failed',
  'held',
  'disputed',
  'released',
  'refunded',
] as const;
export type ShipmentPaymentStatus = (typeof SHIPMENT_PAYMENT_STATUSES)[number];

export const paymentAttemptSchema = z.object({
  id: z.string(),
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  /** The payer's number: the owner's and an admin's to see, null for the transporter. */
  phoneNumber: z.string().nullable(),
  status: z
    .enum(['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED'])
    .describe(
      'Where the attempt stands; one still waiting for the payer 15 minutes after it was made reads FAILED (expired): the owner may pay again',
    ),
  /** Why it failed, in words (`paymentFailureText`, or the expiry's); null unless FAILED. */
  failure: z.string().nullable(),
  received: z
    .number()
    .nullable()
    .describe(
      'Kwacha the provider reported moving, when a completed attempt moved another amount than asked: more, and the surplus is refunded; less, and nothing is held (being reviewed, refunded by an admin); else null',
    ),
  createdAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** The transporter's 80% on its way to (or in) its wallet, once escrow was released. */
export const payoutSchema = z.object({
  status: z
    .enum(['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED'])
    .describe(
      'The latest payout’s status: a FAILED one is retried by the platform (an admin, or the system)',
    ),
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  /** The transporter's wallet: the transporter's and an admin's to see, null for the owner. */
  phoneNumber: z.string().nullable(),
  amount: z.number(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** Money going back to the owner's wallet: a cancellation's or a dispute's refund, or a second deposit's. */
export const refundSchema = z.object({
  status: z
    .enum(['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED'])
    .describe(
      'The latest refund’s status: a FAILED one is retried by the platform (an admin, or the system)',
    ),
  amount: z.number().describe('Kwacha going back to the owner'),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/shipments/:id/payment and the answer to paying. Amounts in Kwacha. */
export const shipmentPaymentSchema = z.object({
  shipmentId: z.string(),
  status: z.enum(SHIPMENT_PAYMENT_STATUSES),
  /** What the owner pays: the accepted bid. */
  amount: z.number(),
  /** What the shipment's escrow holds now. */
  held: z.number(),
  /** The latest attempt to pay, or null before the first. */
  attempt: paymentAttemptSchema.nullable(),
  /** The latest payout to the transporter, or null (not released, or no wallet yet). */
  payout: payoutSchema.nullable(),
  refund: refundSchema
    .nullable()
    .describe(
      'The latest refund to the owner, or null: for the owner and an admin (null for the transporter)',
    ),
  /** The open dispute, or null: both parties see it (the reason is about their shipment). */
  dispute: z.object({ reason: z.string(), openedAt: z.string() }).nullable(),
  /** Whether the caller may open a dispute now (the owner, money held, picked up, not yet released). */
  disputable: z.boolean(),
});
export type ShipmentPayment = z.infer<typeof shipmentPaymentSchema>;
