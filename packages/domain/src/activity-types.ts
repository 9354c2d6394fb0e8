/**
 * Every kind of activity-log entry the server writes (table `activities`). The admin's Activity
 * Logs counts and filters by these; the server's column is typed by the same list.
 */
export const ACTIVITY_TYPES = [
  'USER_SIGNED_UP',
  'QUOTE_CREATED',
  'QUOTE_CANCELLED',
  'BID_PLACED',
  'BID_WITHDRAWN',
  'BID_ACCEPTED',
  'SHIPMENT_CREATED',
  'SHIPMENT_UPDATED',
  'SHIPMENT_DELIVERED',
  'SHIPMENT_CANCELLED',
  'SHIPMENT_RATED',
  /** A delivery without the receiver's code still waits for its owner's confirmation: the 24 h and 72 h reminders (issue 39). */
  'DELIVERY_UNCONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'PAYMENT_RELEASED',
  /** A failed payout or refund sent again (by an admin, or by the system after a passing failure). */
  'PAYMENT_RETRIED',
  /** A second deposit that completed on an already paid shipment, refunded at once; a surplus or a short deposit refunded. */
  'PAYMENT_REFUNDED',
  /** Escrow released to a transporter with no wallet to be paid to: its 80% waits for one (issue 39). */
  'PAYMENT_AWAITS_WALLET',
  /** A deposit completed for less than asked: nothing is held, an admin refunds it (issue 39). */
  'PAYMENT_SHORT',
  'DISPUTE_OPENED',
  /** The transporter's answer to a dispute, once, with its photos (issue 39). */
  'DISPUTE_ANSWERED',
  /** The owner added photos to its open dispute. */
  'DISPUTE_PHOTOS_ADDED',
  'DISPUTE_RESOLVED',
  'USER_SUSPENDED',
  'USER_REACTIVATED',
  /** Two-factor sign-in turned on or off by the account's owner (ADR 024). */
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  /** Verified carriers (ADR 026): a transporter uploaded a document; an admin reviewed it; the daily job warned of or marked its expiry. */
  'DOCUMENT_UPLOADED',
  'DOCUMENT_APPROVED',
  'DOCUMENT_REJECTED',
  'DOCUMENT_EXPIRING',
  'DOCUMENT_EXPIRED',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** An account is active, or suspended by an admin (it cannot log in or refresh its session). */
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SUSPENDED_ACCOUNT_MESSAGE = 'This account has been suspended. Contact support.';
/** The `code` of the 403 a suspended account's login or session refresh is answered with. */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';
export const SELF_SUSPEND_MESSAGE = 'You cannot suspend your own account';
