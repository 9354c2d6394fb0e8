import type { ActivityType } from './activity-types.ts';
import type {
  ActivityFacts,
  NotificationDraft,
  NotifiedLoad,
  NotifiedShipment,
} from './notification-facts.ts';
import type { NotificationKind, NotificationParams } from './notifications.ts';

export type {
  ActivityFacts,
  LaneTransporter,
  NotificationDraft,
  NotifiedLoad,
  NotifiedShipment,
} from './notification-facts.ts';

/**
 * Who is told of an action, and with which facts: the rules, written once (the channels are in
 * notification-channels.ts). The server gathers the facts inside the action's transaction and
 * writes what these return; nothing here reads a database.
 */

/** The activity types that tell somebody something; the others (sign-ups, settings, suspensions) tell nobody. */
export const NOTIFYING_ACTIVITIES: readonly ActivityType[] = [
  'BID_PLACED',
  'BID_WITHDRAWN',
  'BID_ACCEPTED',
  'QUOTE_CANCELLED',
  'QUOTE_CREATED',
  'SHIPMENT_UPDATED',
  'SHIPMENT_DELIVERED',
  'SHIPMENT_CANCELLED',
  'SHIPMENT_RATED',
  'DELIVERY_UNCONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'PAYMENT_RELEASED',
  'PAYMENT_REFUNDED',
  'PAYMENT_AWAITS_WALLET',
  'PAYMENT_SHORT',
  'DISPUTE_OPENED',
  'DISPUTE_ANSWERED',
  'DISPUTE_RESOLVED',
  'DOCUMENT_APPROVED',
  'DOCUMENT_REJECTED',
  'DOCUMENT_EXPIRING',
  'DOCUMENT_EXPIRED',
];

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Params without the facts that are absent (a missing amount is left out, not sent as null). */
function params(p: NotificationParams): NotificationParams {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== null));
}

function route(l: Pick<NotifiedLoad, 'cargo' | 'fromLocation' | 'toLocation'>): NotificationParams {
  return { cargo: l.cargo, from: l.fromLocation, to: l.toLocation };
}

function aboutLoad(f: ActivityFacts, load: NotifiedLoad): NotificationDraft[] {
  const m = f.metadata;
  const bidders = f.bidders ?? [];
  switch (f.type) {
    case 'BID_PLACED':
    case 'BID_WITHDRAWN':
      // The owner, of a bid that came or went: it sees the amount and the bidder's company on the
      // quote anyway.
      return [
        {
          userId: load.ownerId,
          kind: f.type === 'BID_PLACED' ? 'bid_placed' : 'bid_withdrawn',
          quoteId: load.id,
          shipmentId: null,
          params: params({ ...route(load), amount: num(m.amount), transporter: str(m.transporter) }),
        },
      ];
    case 'BID_ACCEPTED': {
      // The winner learns the amount and its shipment; the others only that the load is gone.
      const winner = f.shipment?.transporterId;
      return bidders.map((userId) =>
        userId === winner
          ? {
              userId,
              kind: 'bid_accepted',
              quoteId: load.id,
              shipmentId: f.shipment?.id ?? null,
              params: params({ ...route(load), amount: num(m.amount) }),
            }
          : { userId, kind: 'bid_not_accepted', quoteId: load.id, shipmentId: null, params: route(load) },
      );
    }
    case 'QUOTE_CANCELLED':
      return bidders.map((userId) => ({
        userId,
        kind: 'quote_cancelled',
        quoteId: load.id,
        shipmentId: null,
        params: route(load),
      }));
    case 'QUOTE_CREATED':
      return (f.lanes ?? [])
        .filter((t) => t.active && t.newLoadAlerts)
        .map((t) => ({
          userId: t.id,
          kind: 'new_load',
          quoteId: load.id,
          shipmentId: null,
          params: params({ ...route(load), amount: num(m.amount) }),
        }));
    default:
      return [];
  }
}

function aboutShipment(f: ActivityFacts, s: NotifiedShipment): NotificationDraft[] {
  const base = { quoteId: s.quoteId, shipmentId: s.id };
  switch (f.type) {
    case 'SHIPMENT_UPDATED':
    case 'SHIPMENT_DELIVERED':
    case 'SHIPMENT_CANCELLED': {
      // Both parties but the one who acted (both when an admin did); the stage as the entry
      // recorded it (a seeded history), else the shipment's own.
      const kind = f.type.toLowerCase() as NotificationKind;
      // Driver details saved alone move no stage: the notification says what changed (issue 40).
      const detailsOnly = f.type === 'SHIPMENT_UPDATED' && f.metadata.driverDetails === true;
      const facts = params({
        ...route(s),
        ...(detailsOnly
          ? { driverDetails: true }
          : { status: str(f.metadata.status) ?? s.status, progress: num(f.metadata.progress) ?? s.progress }),
        // A transporter's withdrawal from an unpaid shipment names it: the owner's load is open again.
        transporter: f.type === 'SHIPMENT_CANCELLED' ? str(f.metadata.withdrawnBy) : undefined,
      });
      // A delivery without the receiver's code waits for the owner: its notification says so.
      const withoutCode = f.type === 'SHIPMENT_DELIVERED' && f.metadata.codeMatched === false;
      return [s.ownerId, s.transporterId]
        .filter((userId) => userId !== f.actorId)
        .map((userId) => ({
          ...base,
          userId,
          kind,
          params: withoutCode && userId === s.ownerId ? { ...facts, withoutCode: true } : facts,
        }));
    }
    case 'DELIVERY_UNCONFIRMED':
      return [
        {
          ...base,
          userId: s.ownerId,
          kind: 'delivery_unconfirmed',
          params: params({ ...route(s), hours: num(f.metadata.hours) }),
        },
      ];
    case 'PAYMENT_RECEIVED':
      // Both parties: the owner's money is safe, the transporter may pick the load up.
      return [s.ownerId, s.transporterId].map((userId) => ({
        ...base,
        userId,
        kind: 'payment_secured',
        params: params({ ...route(s), amount: num(f.metadata.amount) }),
      }));
    case 'PAYMENT_FAILED':
      return [
        {
          ...base,
          userId: s.ownerId,
          kind: 'payment_failed',
          params: params({ ...route(s), reason: str(f.metadata.reason) }),
        },
      ];
    case 'PAYMENT_RELEASED':
      // The transporter: its 80% (the amount it is paid), on its way; without a wallet to be paid
      // to, the PAYMENT_AWAITS_WALLET entry of the same release tells it what to do instead.
      if (f.metadata.awaitsWallet === true) return [];
      return [
        {
          ...base,
          userId: s.transporterId,
          kind: 'payment_released',
          params: params({ ...route(s), amount: num(f.metadata.payout) }),
        },
      ];
    case 'PAYMENT_REFUNDED': {
      // The owner: a late second payment, a surplus or a short payment goes back to its wallet.
      const m = f.metadata;
      const refundOf = (['overpaid', 'short'] as const).find((r) => r === m.refundOf);
      const facts = { ...route(s), amount: num(m.amount), received: num(m.received), refundOf };
      return [{ ...base, userId: s.ownerId, kind: 'payment_refunded', params: params(facts) }];
    }
    case 'PAYMENT_AWAITS_WALLET':
      // The transporter: released, with no wallet to be paid to (issue 39).
      return [
        {
          ...base,
          userId: s.transporterId,
          kind: 'payout_awaits_wallet',
          params: params({ ...route(s), amount: num(f.metadata.amount) }),
        },
      ];
    case 'PAYMENT_SHORT':
      // The owner: its payment arrived short; nothing is held, it may pay again.
      return [
        {
          ...base,
          userId: s.ownerId,
          kind: 'payment_short',
          params: params({ ...route(s), amount: num(f.metadata.received), asked: num(f.metadata.asked) }),
        },
      ];
    case 'DISPUTE_OPENED':
      // The transporter: its payment is on hold (the owner opened it; admins read the Disputes page).
      return [{ ...base, userId: s.transporterId, kind: 'dispute_opened', params: route(s) }];
    case 'DISPUTE_ANSWERED':
      // The owner: the transporter's side of it (admins see it on the Disputes page, live).
      return [
        {
          ...base,
          userId: s.ownerId,
          kind: 'dispute_answered',
          params: params({ ...route(s), transporter: str(f.metadata.transporter) }),
        },
      ];
    case 'DISPUTE_RESOLVED':
      // Both parties: how the admin decided, and what went back to the owner.
      return [s.ownerId, s.transporterId].map((userId) => ({
        ...base,
        userId,
        kind: 'dispute_resolved',
        params: params({ ...route(s), outcome: str(f.metadata.outcome), refunded: num(f.metadata.refunded) }),
      }));
    case 'SHIPMENT_RATED': {
      // The rated party: the one of the two who did not rate.
      const ratee =
        f.actorId === s.ownerId ? s.transporterId : f.actorId === s.transporterId ? s.ownerId : null;
      if (!ratee) return [];
      return [
        { ...base, userId: ratee, kind: 'shipment_rated', params: params({ stars: num(f.metadata.stars) }) },
      ];
    }
    default:
      return [];
  }
}

/** A transporter's document (ADR 026): only the transporter (`metadata.userId`) is told. */
function aboutDocument(f: ActivityFacts): NotificationDraft[] {
  const userId = str(f.metadata.userId);
  const kind = {
    DOCUMENT_APPROVED: 'document_approved',
    DOCUMENT_REJECTED: 'document_rejected',
    DOCUMENT_EXPIRING: 'document_expiring',
    DOCUMENT_EXPIRED: 'document_expired',
  }[f.type as string] as NotificationKind | undefined;
  if (!userId || !kind) return [];
  const m = f.metadata;
  return [
    {
      userId,
      kind,
      quoteId: null,
      shipmentId: null,
      params: params({ document: str(m.document), reason: str(m.reason), days: num(m.days) }),
    },
  ];
}

/** The notifications an action writes, one per receiver, in a fixed order. */
export function notificationsFor(f: ActivityFacts): NotificationDraft[] {
  if (f.type.startsWith('DOCUMENT_')) return aboutDocument(f);
  if (/^(SHIPMENT|DELIVERY|PAYMENT|DISPUTE)_/.test(f.type)) {
    return f.shipment ? aboutShipment(f, f.shipment) : [];
  }
  return f.load ? aboutLoad(f, f.load) : [];
}
