/**
 * What a stored notification (the bell, the live toast, the e-mail and the SMS) can be about. Each
 * is written for one receiver, with only what that receiver may see (ADR 019).
 */
export const NOTIFICATION_KINDS = [
  /** To the load's owner: a transporter bid on it. */
  'bid_placed',
  /** To the load's owner: a transporter took its bid back while the load was open. */
  'bid_withdrawn',
  /** To the transporter whose bid the owner accepted. */
  'bid_accepted',
  /** To every other transporter who bid on that load. */
  'bid_not_accepted',
  /** To the transporters who bid on a load its owner (or an admin) cancelled. */
  'quote_cancelled',
  /** To the other party of a shipment: a stage or the driver details changed. */
  'shipment_updated',
  /** To the other party: the shipment reached Delivered. */
  'shipment_delivered',
  /** To the owner: a delivery without the receiver's code waits for its confirmation (24 h and 72 h after it). */
  'delivery_unconfirmed',
  /** To the other party: the shipment was cancelled. */
  'shipment_cancelled',
  /** To the rated party: the other side rated the delivery. */
  'shipment_rated',
  /** To transporters with new-load alerts on whose routes the new load touches. */
  'new_load',
  /** To both parties: the owner's mobile-money payment arrived and is held in escrow. */
  'payment_secured',
  /** To the owner: the mobile-money payment failed (not approved, no wallet, low balance…). */
  'payment_failed',
  /** To the transporter: escrow was released (delivery confirmed); its 80% is being paid out. */
  'payment_released',
  /**
   * To the owner: a payment that arrived after the shipment was already paid (an expired attempt
   * approved late) went straight back to its wallet.
   */
  'payment_refunded',
  /** To the transporter: escrow was released but it has no wallet to be paid to; add one in Settings. */
  'payout_awaits_wallet',
  /** To the owner: its payment arrived short of the amount asked; nothing is held, it is refunded. */
  'payment_short',
  /** To the transporter: the owner disputed the shipment; its payment is on hold. */
  'dispute_opened',
  /** To the owner: the transporter answered its dispute (once, with its photos). */
  'dispute_answered',
  /** To both parties: an admin resolved the dispute (released, refunded, or part of each). */
  'dispute_resolved',
  /**
   * To the receiver of messages in a conversation (ADR 025): one unread notification per
   * conversation, replaced by each new message until it is read.
   */
  'message_received',
  /** To the transporter: an admin approved one of its documents (ADR 026). */
  'document_approved',
  /** To the transporter: an admin rejected one of its documents, with the reason. */
  'document_rejected',
  /** To the transporter: an approved document expires in 30 or 7 days. */
  'document_expiring',
  /** To the transporter: an approved document expired (the daily job); the badge goes with it. */
  'document_expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The facts a notification's text is made of; which are present depends on the kind. */
export interface NotificationParams {
  cargo?: string;
  from?: string;
  to?: string;
  /** Kwacha: the bid (bid_placed, bid_withdrawn, bid_accepted) or the budget (new_load). */
  amount?: number;
  /**
   * The bidding transporter's company (bid_placed, bid_withdrawn: to the owner, who sees it on the
   * quote), the one that withdrew from an unpaid shipment (shipment_cancelled), or the one that
   * answered a dispute (dispute_answered).
   */
  transporter?: string;
  status?: string;
  progress?: number;
  stars?: number;
  /** Why a payment failed, in words (payment_failed). */
  reason?: string;
  /** How a dispute was resolved (dispute_resolved): 'release', 'refund' or 'partial_refund'. */
  outcome?: string;
  /** Kwacha refunded to the owner (dispute_resolved). */
  refunded?: number;
  /** Who wrote (message_received): the sender's company, else their name. */
  sender?: string;
  /** How many unread messages the notification stands for (message_received). */
  messages?: number;
  /** The conversation (message_received). */
  conversationId?: string;
  /** The document's type, as its label says it (document_*). */
  document?: string;
  /** Days left before the document expires (document_expiring). */
  days?: number;
  /** Delivered without the receiver's code (shipment_delivered, to the owner): it waits for the owner's confirmation. */
  withoutCode?: boolean;
  /** Only the driver and vehicle details changed (shipment_updated): no stage to announce. */
  driverDetails?: boolean;
  /** Hours since such a delivery (delivery_unconfirmed). */
  hours?: number;
  /** Kwacha asked of a payment that arrived short (payment_short; `amount` is what arrived). */
  asked?: number;
  /** Kwacha that arrived of a payment with a surplus (payment_refunded, `refundOf: 'overpaid'`). */
  received?: number;
  /** What payment_refunded gives back: a surplus or a short payment; absent, a late second payment. */
  refundOf?: 'overpaid' | 'short';
}

export interface NotificationFacts {
  kind: NotificationKind;
  quoteId: string | null;
  shipmentId: string | null;
  params: NotificationParams;
}

/**
 * Which of the user's settings (spec section 9) decide the e-mail and the SMS of a kind: a channel is
 * used when its own switch (emailNotifications / smsNotifications) and one of these are on. An
 * empty list means the kind is part of the trade itself (bids, acceptance) and only the channel
 * switch decides. The bell always records; new-load notifications are only written for users with
 * newLoadAlerts on; the BELL_ONLY_KINDS are never sent, whatever these say.
 */
export const NOTIFICATION_SETTINGS: Record<
  NotificationKind,
  readonly ('newLoadAlerts' | 'deliveryUpdates' | 'paymentAlerts')[]
> = {
  bid_placed: [],
  bid_withdrawn: [],
  bid_accepted: [],
  bid_not_accepted: [],
  quote_cancelled: [],
  shipment_updated: ['deliveryUpdates'],
  shipment_delivered: ['deliveryUpdates', 'paymentAlerts'],
  delivery_unconfirmed: ['deliveryUpdates', 'paymentAlerts'],
  shipment_cancelled: ['deliveryUpdates'],
  shipment_rated: [],
  new_load: ['newLoadAlerts'],
  payment_secured: ['paymentAlerts'],
  payment_failed: ['paymentAlerts'],
  payment_released: ['paymentAlerts'],
  payment_refunded: ['paymentAlerts'],
  payout_awaits_wallet: ['paymentAlerts'],
  payment_short: ['paymentAlerts'],
  dispute_opened: ['paymentAlerts'],
  dispute_answered: ['paymentAlerts'],
  dispute_resolved: ['paymentAlerts'],
  message_received: [],
  document_approved: [],
  document_rejected: [],
  document_expiring: [],
  document_expired: [],
};

/**
 * Kinds the bell and the open screens show but no e-mail or SMS carries: nothing in them asks the
 * receiver to act, and a transporter who bids and withdraws over and over must not text the owner
 * each time (bids reach the owner's phone at most once a quarter hour; ADR 019).
 */
export const BELL_ONLY_KINDS: readonly NotificationKind[] = ['bid_withdrawn', 'message_received'];
