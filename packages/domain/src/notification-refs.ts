import type { NotificationParams } from './notifications.ts';
import { shortId } from './short-id.ts';

/** How the notifications' texts name a route and a shipment. */

/** ' (Lusaka → Ndola)', or nothing without both cities. */
export function route(p: NotificationParams): string {
  return p.from && p.to ? ` (${p.from} → ${p.to})` : '';
}

/** The shipment opening a sentence ('Shipment #0000ABCD'). */
export function shipmentRef(shipmentId: string | null): string {
  return shipmentId ? `Shipment #${shortId(shipmentId)}` : 'A shipment';
}

/** The shipment within a sentence ('shipment #0000ABCD'). */
export function shipmentRefInText(shipmentId: string | null): string {
  return shipmentId ? `shipment #${shortId(shipmentId)}` : 'a shipment';
}
