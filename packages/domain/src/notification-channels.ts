import { BELL_ONLY_KINDS, NOTIFICATION_SETTINGS, type NotificationKind } from './notifications.ts';
import type { UserSettings } from './schemas/settings.ts';

/**
 * On which channels a notification goes beyond the bell (the rules of who is told are in
 * notification-rules.ts): the receiver's switches, and the bid alert's quarter hour.
 */

export type NotificationChannel = 'email' | 'sms';

/** A receiver as the channel rules see them. */
export interface NotifiedReceiver {
  active: boolean;
  phoneNumber: string;
  settings: Pick<
    UserSettings,
    'emailNotifications' | 'smsNotifications' | 'newLoadAlerts' | 'deliveryUpdates' | 'paymentAlerts'
  >;
}

/** Whether the receiver's topic switches let a kind out by e-mail or SMS (NOTIFICATION_SETTINGS). */
export function notificationGateOpen(
  kind: NotificationKind,
  settings: NotifiedReceiver['settings'],
): boolean {
  const gates = NOTIFICATION_SETTINGS[kind];
  return gates.length === 0 || gates.some((g) => settings[g]);
}

/**
 * The e-mail and SMS a notification is sent by: each channel its switch allows, when the kind's topic
 * is on; none for a suspended receiver or a bell-only kind (the bell still records); SMS only to a
 * number.
 */
export function channelsFor(kind: NotificationKind, receiver: NotifiedReceiver): NotificationChannel[] {
  if (!receiver.active || BELL_ONLY_KINDS.includes(kind)) return [];
  if (!notificationGateOpen(kind, receiver.settings)) return [];
  const channels: NotificationChannel[] = [];
  if (receiver.settings.emailNotifications) channels.push('email');
  if (receiver.settings.smsNotifications && receiver.phoneNumber !== '') channels.push('sms');
  return channels;
}

/** The quarter hour a bid alert belongs to: an owner is e-mailed and texted for a load's first bid of each. */
export const BID_ALERT_WINDOW_MS = 15 * 60_000;

export function bidAlertWindow(at: Date): Date {
  return new Date(Math.floor(at.getTime() / BID_ALERT_WINDOW_MS) * BID_ALERT_WINDOW_MS);
}
