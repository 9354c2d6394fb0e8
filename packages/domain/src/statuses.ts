export const SHIPMENT_STATUSES = [
  'PENDING_PICKUP',
  'AWAITING_PICKUP',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERED',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  PENDING_PICKUP: 'Pending Pickup',
  AWAITING_PICKUP: 'Picked Up',
  PICKED_UP: 'Picked Up',
  IN_TRANSIT: 'In Transit',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** What a shipment not yet paid for reads in every list, badge and dashboard (issue 39, item 6). */
export const AWAITING_PAYMENT_LABEL = 'Awaiting payment';
/** The owner's way from a list to the pay form of a shipment not yet paid. */
export const PAY_NOW = 'Pay now';

/**
 * Whether a shipment waits for its owner's payment: accepted (Pending Pickup) and no deposit received
 * yet (`paid`: the owner's deposit completed, the Shipment DTO's `receiptAvailable`).
 */
export function awaitingPayment(status: string, paid: boolean): boolean {
  return status === 'PENDING_PICKUP' && !paid;
}

/** The status word a shipment shows: 'Awaiting payment' before the owner paid, else the spec's word. */
export function shipmentStatusLabel(status: ShipmentStatus, paid: boolean): string {
  return awaitingPayment(status, paid) ? AWAITING_PAYMENT_LABEL : SHIPMENT_STATUS_LABELS[status];
}

/** Shown in the active lists of both parties. */
export const ACTIVE_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'PENDING_PICKUP',
  'AWAITING_PICKUP',
  'IN_TRANSIT',
];
export const COMPLETED_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['DELIVERED'];
/**
 * What the admin counts as "in progress": the spec's IN_TRANSIT, PICKED_UP and PENDING_PICKUP, plus
 * AWAITING_PICKUP, which is the server's own "Picked Up" (it never writes PICKED_UP): without it a
 * picked-up load would fall out of every bucket.
 */
export const IN_PROGRESS_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'IN_TRANSIT',
  'PICKED_UP',
  'AWAITING_PICKUP',
  'PENDING_PICKUP',
];
/** Earnings: not yet paid out (the spec's list, plus AWAITING_PICKUP for the same reason). */
export const PENDING_PAYMENT_STATUSES: readonly string[] = [
  'IN_TRANSIT',
  'AWAITING_PICKUP',
  'PICKED_UP',
  'PENDING_PICKUP',
  'PENDING',
];

export const QUOTE_STATUSES = ['ACTIVE', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  ACTIVE: 'Active',
  ACCEPTED: 'Accepted',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** A quote's validity after posting. */
export const QUOTE_VALIDITY_DAYS = 7;

/** The status a reader sees: an ACTIVE quote whose expiry has passed is EXPIRED at once. */
export function effectiveQuoteStatus(
  status: QuoteStatus,
  expiresAt: Date | string,
  now: Date = new Date(),
): QuoteStatus {
  if (status === 'ACTIVE' && new Date(expiresAt).getTime() <= now.getTime()) return 'EXPIRED';
  return status;
}

/** A shipment can be called off only before pickup: once the cargo is on a truck it is on its way. */
export const CANCELLABLE_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['PENDING_PICKUP'];
export function isCancellableShipment(status: ShipmentStatus): boolean {
  return CANCELLABLE_SHIPMENT_STATUSES.includes(status);
}
