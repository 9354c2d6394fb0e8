/**
 * A payout (the transporter's 80%) or a refund (back to the owner) that the provider failed is tried
 * again (issue 26, ADR 021): by an admin, or — when the provider's failure code says the failure is
 * passing — by the system, a few times with back-off. A deposit is never retried: the owner pays again.
 */

/**
 * pawaPay's failure codes (https://docs.pawapay.io/v2/docs/failure_codes) that say nothing about the
 * recipient's wallet and may pass: an unexplained failure, the provider down for a while, another
 * refund of the same deposit still under way. RECIPIENT_NOT_FOUND and the like need a new wallet:
 * an admin retries once it is fixed.
 */
export const TRANSIENT_TRANSFER_FAILURES: readonly string[] = [
  'UNSPECIFIED_FAILURE',
  'PROVIDER_TEMPORARILY_UNAVAILABLE',
  'REFUND_IN_PROGRESS',
];

/** The waits before the system's 1st, 2nd and 3rd retry of a transiently failed transfer. */
export const AUTO_RETRY_DELAYS_MINUTES: readonly number[] = [2, 10, 30];

/**
 * How long to wait before the system retries a transfer that failed with `failureCode`, when
 * `attempts` transfers (the first and every retry, the admins' too) were made for the same money;
 * null when it is not retried by itself (the code is not transient, or the retries are used up).
 */
export function autoRetryDelayMs(failureCode: string | null | undefined, attempts: number): number | null {
  if (!failureCode || !TRANSIENT_TRANSFER_FAILURES.includes(failureCode)) return null;
  const minutes = AUTO_RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : minutes * 60_000;
}

export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const TRANSFER_NOT_RETRIABLE =
  'Only a payout or a refund can be retried: the owner pays a deposit again';
export const TRANSFER_NOT_FAILED = 'Only a failed transfer can be retried';
export const TRANSFER_ALREADY_RETRIED = 'This transfer was already retried';
export const NO_PAYOUT_WALLET = 'The transporter has no mobile-money wallet to be paid to';
export const NOTHING_OWED = 'Nothing is owed for this transfer any more';
