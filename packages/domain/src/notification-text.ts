import { WALLET_SECTION_ID } from './awaiting-wallet.ts';
import { formatKwacha } from './money.ts';
import { moneyBackMessage } from './notification-money-text.ts';
import { route, shipmentRef, shipmentRefInText } from './notification-refs.ts';
import type { NotificationFacts, NotificationParams } from './notifications.ts';
import type { Role } from './roles.ts';
import { shortId } from './short-id.ts';
import { stageById, stageForShipment } from './stages.ts';

function load(p: NotificationParams): string {
  return `${p.cargo ?? 'your load'}${route(p)}`;
}

/** The one line the bell, the toast, the SMS and the e-mail's subject show. */
export function notificationMessage(n: NotificationFacts): string {
  const p = n.params;
  const amount = typeof p.amount === 'number' ? formatKwacha(p.amount) : null;
  switch (n.kind) {
    case 'bid_placed':
      return `New bid on ${load(p)}${amount ? `: ${amount}` : ''}${p.transporter ? ` from ${p.transporter}` : ''}`;
    case 'bid_withdrawn':
      return `${p.transporter ?? 'A transporter'} withdrew their bid${amount ? ` of ${amount}` : ''} on ${load(p)}`;
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
      if (p.driverDetails) return `${shipmentRef(n.shipmentId)} has new driver and truck details${route(p)}`;
      return stage
        ? `${shipmentRef(n.shipmentId)} is now ${stage.label}${route(p)}`
        : `${shipmentRef(n.shipmentId)} was updated${route(p)}`;
    }
    case 'shipment_delivered':
      return p.withoutCode
        ? `${shipmentRef(n.shipmentId)} was delivered without the receiver's code${route(p)}: check the proof, then confirm delivery to release the payment`
        : `${shipmentRef(n.shipmentId)} was delivered${route(p)}`;
    case 'delivery_unconfirmed':
      return `${shipmentRef(n.shipmentId)} was delivered ${p.hours ?? 24} hours ago without the receiver's code${route(p)}: the payment is released only when you confirm delivery (or an admin does)`;
    case 'shipment_cancelled':
      return p.transporter
        ? `${p.transporter} withdrew from the unpaid ${shipmentRefInText(n.shipmentId)}${route(p)}. The load is open to bids again`
        : `${shipmentRef(n.shipmentId)} was cancelled${route(p)}`;
    case 'shipment_rated': {
      const stars = p.stars ?? 0;
      const ref = n.shipmentId ? `shipment #${shortId(n.shipmentId)}` : 'a shipment';
      return `You were rated ${stars} ${stars === 1 ? 'star' : 'stars'} for ${ref}`;
    }
    case 'payment_secured':
      return `Payment${amount ? ` of ${amount}` : ''} secured in escrow for ${shipmentRefInText(n.shipmentId)}${route(p)}`;
    case 'payment_failed':
      return `Payment for ${shipmentRefInText(n.shipmentId)} failed${p.reason ? `: ${p.reason}` : ''}. You can try again.`;
    case 'payment_released':
      return `Payment released for ${shipmentRefInText(n.shipmentId)}${route(p)}${amount ? `: ${amount} is on its way to your wallet` : ''}`;
    case 'payment_refunded':
    case 'payout_awaits_wallet':
    case 'payment_short':
      return moneyBackMessage(n);
    case 'dispute_opened':
      return `The cargo owner opened a dispute on ${shipmentRefInText(n.shipmentId)}${route(p)}: the payment is on hold until an admin resolves it`;
    case 'dispute_answered':
      return `${p.transporter ?? 'The transporter'} answered the dispute on ${shipmentRefInText(n.shipmentId)}${route(p)}: an admin decides next`;
    case 'dispute_resolved': {
      const refunded = typeof p.refunded === 'number' ? formatKwacha(p.refunded) : null;
      const how =
        p.outcome === 'release'
          ? 'the payment is released to the transporter'
          : p.outcome === 'refund'
            ? 'the payment is refunded to the cargo owner'
            : `${refunded ?? 'part'} is refunded to the cargo owner and the rest released to the transporter`;
      return `The dispute on ${shipmentRefInText(n.shipmentId)} was resolved: ${how}`;
    }
    case 'message_received': {
      const count = p.messages ?? 1;
      const what = count === 1 ? 'New message' : `${count} new messages`;
      return `${what} from ${p.sender ?? 'the other party'} about ${load(p)}`;
    }
    case 'document_approved':
      return `Your ${p.document ?? 'document'} was approved`;
    case 'document_rejected':
      return `Your ${p.document ?? 'document'} was rejected${p.reason ? `: ${p.reason}` : ''}. Upload a new one in Settings.`;
    case 'document_expiring':
      return `Your ${p.document ?? 'document'} expires in ${p.days ?? 'a few'} days. Upload a new one in Settings to stay verified.`;
    case 'document_expired':
      return `Your ${p.document ?? 'document'} has expired, so you are no longer verified. Upload a new one in Settings.`;
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
  if (n.kind.startsWith('document_')) return `${base}/settings`;
  if (n.kind === 'payout_awaits_wallet') return `${base}/settings#${WALLET_SECTION_ID}`;
  if (n.shipmentId && n.kind !== 'bid_not_accepted' && n.kind !== 'quote_cancelled') {
    return `${base}/shipment/${n.shipmentId}`;
  }
  return n.quoteId ? `${base}/quote/${n.quoteId}` : null;
}
