import type { ActivityType } from './activity-types.ts';
import type { NotificationKind, NotificationParams } from './notifications.ts';

/** What the notification rules (`notification-rules.ts`) are given about an action, and what they return. */

/** The load an action is about, as the notifications name it. */
export interface NotifiedLoad {
  id: string;
  ownerId: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
}

/** The shipment an action is about; status and progress as they are after the action. */
export interface NotifiedShipment extends Omit<NotifiedLoad, 'id'> {
  id: string;
  quoteId: string;
  transporterId: string;
  status: string;
  progress: number;
}

/** A transporter who might hear of a new load: one whose routes touch the load's cities. */
export interface LaneTransporter {
  id: string;
  active: boolean;
  newLoadAlerts: boolean;
}

/** An activity-log entry and what the rules need to know about it. */
export interface ActivityFacts {
  type: ActivityType;
  actorId: string | null;
  metadata: Record<string, string | number | boolean | null>;
  load?: NotifiedLoad | undefined;
  shipment?: NotifiedShipment | undefined;
  /** Every transporter who bid on the load (acceptance, cancellation). */
  bidders?: readonly string[] | undefined;
  /** The transporters whose routes touch the load's from or to city (a new load). */
  lanes?: readonly LaneTransporter[] | undefined;
}

/** One notification to write: one receiver, only what that receiver may see. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  quoteId: string | null;
  shipmentId: string | null;
  params: NotificationParams;
}
