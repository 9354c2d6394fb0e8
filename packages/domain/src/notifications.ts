import { formatKwacha } from './money.ts';
import type { Role } from './roles.ts';
import { shortId } from './short-id.ts';
import { stageById, stageForShipment } from './stages.ts';

/**
 * What a stored notification (the bell, the live toast, the e-mail and the SMS) can be about. Each
 * is written for one receiver, with only what that receiver may see (ADR 019).
 */
export const NOTIFICATION_KINDS = [
  /** To the load's owner: a transporter bid on it. */
  'bid_placed',
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
  /** To the other party: the shipment was cancelled. */
  'shipment_cancelled',
  /** To the rated party: the other side rated the delivery. */
  'shipment_rated',
  /** To transporters with new-load alerts on whose routes the new load touches. */
  'new_load',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The facts a notification's text is made of; which are present depends on the kind. */
export interface NotificationParams {
  cargo?: string;
  from?: string;
  to?: string;
  /** Kwacha: the bid (bid_placed, bid_accepted) or the budget (new_load). */
  amount?: number;
  /** The bidding transporter's company (bid_placed only: the owner sees it on the quote). */
  transporter?: string;
  status?: string;
  progress?: number;
  stars?: number;
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
 * newLoadAlerts on.
 */
export const NOTIFICATION_SETTINGS: Record<
  NotificationKind,
  readonly ('newLoadAlerts' | 'deliveryUpdates' | 'paymentAlerts')[]
> = {
  bid_placed: [],
  bid_accepted: [],
  bid_not_accepted: [],
  quote_cancelled: [],
  shipment_updated: ['deliveryUpdates'],
  shipment_delivered: ['deliveryUpdates', 'paymentAlerts'],
  shipment_cancelled: ['deliveryUpdates'],
  shipment_rated: [],
  new_load: ['newLoadAlerts'],
};

function route(p: NotificationParams): string {
  return p.from && p.to ? ` (${p.from} → ${p.to})` : '';
}

function load(p: NotificationParams): string {
  return `${p.cargo ?? 'your load'}${route(p)}`;
}

function shipmentRef(shipmentId: string | null): string {
  return shipmentId ? `Shipment #${shortId(shipmentId)}` : 'A shipment';
}

/** The one line the bell, the toast, the SMS and the e-mail's subject show. */
export function notificationMessage(n: NotificationFacts): string {
  const p = n.params;
  const amount = typeof p.amount === 'number' ? formatKwacha(p.amount) : null;
  switch (n.kind) {
    case 'bid_placed':
      return `New bid on ${load(p)}${amount ? `: ${amount}` : ''}${p.transporter ? ` from ${p.transporter}` : ''}`;
    case 'bid_accepted':
      return `Your bid was accepted: ${load(p)}${amount ? ` for ${amount}` : ''}`;
    case 'bid_not_accepted':
      return `Another bid was accepted for ${load(p)}`;
    case 'quote_cancelled':
      return `A load you bid on was cancelled: ${load(p)}`;
    case 'shipment_updated': {
      const stage =
        p.status && typeof p.progress === 'number'
          ? stageById(stageForShipment(p.status, p.progress) ?? '')
          : undefined;
      return stage
        ? `${shipmentRef(n.shipmentId)} is now ${stage.label}${route(p)}`
        : `${shipmentRef(n.shipmentId)} was updated${route(p)}`;
    }
    case 'shipment_delivered':
      return `${shipmentRef(n.shipmentId)} was delivered${route(p)}`;
    case 'shipment_cancelled':
      return `${shipmentRef(n.shipmentId)} was cancelled${route(p)}`;
    case 'shipment_rated': {
      const stars = p.stars ?? 0;
      const ref = n.shipmentId ? `shipment #${shortId(n.shipmentId)}` : 'a shipment';
      return `You were rated ${stars} ${stars === 1 ? 'star' : 'stars'} for ${ref}`;
    }
    case 'new_load':
      return `New load: ${p.cargo ?? 'cargo'}${route(p)}${amount ? `, budget ${amount}` : ''}`;
  }
}

/** The page a notification opens for its receiver, or null when it names nothing to open. */
export function notificationLink(
  n: Pick<NotificationFacts, 'kind' | 'quoteId' | 'shipmentId'>,
  role: Role,
): string | null {
  if (role === 'admin') return null;
  const base = role === 'transporter' ? '/dashboard/transporter' : '/dashboard/cargo-owner';
  if (n.shipmentId && n.kind !== 'bid_not_accepted' && n.kind !== 'quote_cancelled') {
    return `${base}/shipment/${n.shipmentId}`;
  }
  return n.quoteId ? `${base}/quote/${n.quoteId}` : null;
}
