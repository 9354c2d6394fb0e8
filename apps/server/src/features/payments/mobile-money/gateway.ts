import type { MobileMoneyProvider } from '@njira/domain';

/**
 * What the payment flow needs from a mobile-money provider (issue 26), in pawaPay v2's terms: a
 * deposit takes money from a payer's wallet, a payout sends it to a recipient's, a refund returns a
 * completed deposit (all or part). Every operation is named by an id we generate and store before
 * the call, and the provider treats a repeat of the same id as the same operation: a call whose
 * answer was lost is simply made again. Final results come by signed callback, or by asking the
 * status when no callback came. Two implementations: `pawapay.ts` (the real API) and `sandbox.ts`
 * (the local stand-in, the default), chosen by `createGateway` from the environment.
 */
export type PaymentKind = 'deposit' | 'payout' | 'refund';

export interface Wallet {
  provider: MobileMoneyProvider;
  /** An MSISDN: '260' and nine digits (`toMsisdn`). */
  phoneNumber: string;
}

export interface DepositRequest {
  /** A UUIDv4 we generated and stored before the call. */
  depositId: string;
  amountNgwee: number;
  payer: Wallet;
  /** Shown on the payer's phone; 4-22 characters. */
  customerMessage: string;
}

export interface PayoutRequest {
  payoutId: string;
  amountNgwee: number;
  recipient: Wallet;
  customerMessage: string;
}

export interface RefundRequest {
  refundId: string;
  /** The completed deposit whose money goes back. */
  depositId: string;
  amountNgwee: number;
}

/**
 * The answer to starting an operation. ACCEPTED: it will go on and end in a callback; REJECTED: it
 * never started (the failure says why); DUPLICATE_IGNORED: this id was already started, nothing new
 * happened (ask its status).
 */
export interface Initiation {
  status: 'ACCEPTED' | 'REJECTED' | 'DUPLICATE_IGNORED';
  failure?: PaymentFailure | undefined;
}

/** pawaPay's failure code (e.g. 'PAYER_NOT_FOUND', 'PAYMENT_NOT_APPROVED', 'INSUFFICIENT_BALANCE'). */
export interface PaymentFailure {
  code: string;
  message: string;
}

/**
 * Where an operation stands. ACCEPTED/PROCESSING: still going (pawaPay's ACCEPTED, SUBMITTED,
 * ENQUEUED, PROCESSING, IN_RECONCILIATION); COMPLETED and FAILED are final; NOT_FOUND: the provider
 * has no operation with this id (the call never reached it: start it again with the same id).
 */
export type PaymentStatus = 'ACCEPTED' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'NOT_FOUND';

export interface PaymentState {
  kind: PaymentKind;
  id: string;
  status: PaymentStatus;
  /** The amount the provider moved, in ngwee (absent when NOT_FOUND). */
  amountNgwee?: number | undefined;
  /** The provider's own reference for the transaction, once it has one. */
  providerTransactionId?: string | undefined;
  failure?: PaymentFailure | undefined;
}

/** A callback as it arrived: the raw body is what the signature covers. */
export interface IncomingCallback {
  method: string;
  /** The path and query the request was sent to, e.g. '/api/payments/callbacks/deposits'. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export interface MobileMoneyGateway {
  /** 'pawapay' or 'sandbox': recorded with each payment and shown to the admin. */
  readonly name: string;
  deposit(request: DepositRequest): Promise<Initiation>;
  payout(request: PayoutRequest): Promise<Initiation>;
  refund(request: RefundRequest): Promise<Initiation>;
  status(kind: PaymentKind, id: string): Promise<PaymentState>;
  /**
   * The callback's final state, once its signature (RFC 9421, over its Content-Digest) is verified
   * against the provider's key; null when it is not authentic or not a callback of `kind`.
   */
  verifyCallback(kind: PaymentKind, callback: IncomingCallback): Promise<PaymentState | null>;
}

/** A provider call that failed without an answer (network, timeout, 5xx): safe to retry with the same id. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}
