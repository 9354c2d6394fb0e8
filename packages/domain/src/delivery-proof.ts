import { RELEASE_AFTER_DELIVERY_HOURS } from './escrow.ts';
import { formatDate } from './relative-time.ts';
import { EARLY_DELIVERY, isDeliveredBeforePickup } from './shipment-dates.ts';

/**
 * Delivery you can prove (issue 39): the receiver's code, the proof the driver gives when marking
 * Delivered, and what that proof lets the money do. Written once, read by the server (which
 * enforces it) and the web (which explains it before the driver sends anything).
 */

/** The receiver's delivery code: this many digits, made by the platform when the shipment is paid. */
export const DELIVERY_CODE_LENGTH = 6;

/**
 * Wrong codes a shipment takes in one window before it waits: 5 in 15 minutes, counted before the
 * code is compared. Guessing one of a million codes at 20 an hour would take about 50,000 hours.
 */
export const DELIVERY_CODE_TRIES = 5;
export const DELIVERY_CODE_WINDOW_MINUTES = 15;

/** How often the owner may send the code by SMS: 3 an hour per shipment (each costs the platform). */
export const DELIVERY_CODE_SMS_PER_HOUR = 3;

/** A delivery without the code waits for the owner, who is reminded this many hours after it. */
export const UNCONFIRMED_REMINDER_HOURS = [24, 72] as const;

export const DELIVERY_NEEDS_PROOF =
  "Marking Delivered needs the proof: the receiver's delivery code (or why there is none), the receiver's name and a photo";
export const DELIVERY_CODE_OR_REASON =
  "Enter the receiver's 6-digit delivery code, or choose 'The receiver has no code' and say why";
export const DELIVERY_CODE_FORMAT = 'The delivery code is 6 digits';
export const DELIVERY_PHOTO_REQUIRED = 'Add a photo of the signed delivery note or of the goods';
/** The largest photo the server takes (the web shrinks it to a few hundred KB before sending). */
export const DELIVERY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DELIVERY_PHOTO_TOO_LARGE = 'The photo is larger than 10 MB: take it again at a lower resolution';
export const DELIVERY_PHOTO_REFUSED =
  'The photo could not be read as a picture: take it again, or choose a JPEG, PNG or WebP image';
export const DELIVERY_CODE_THROTTLED = `Too many wrong delivery codes. Wait ${DELIVERY_CODE_WINDOW_MINUTES} minutes, or mark it delivered without the code (the cargo owner then confirms it).`;
export const DELIVERY_CODE_NOT_YET =
  'The delivery code is made once your payment is held in escrow: pay first, then give it to the receiver';
export const DELIVERY_CODE_SMS_THROTTLED = `The code was sent ${DELIVERY_CODE_SMS_PER_HOUR} times in the last hour. Try again later.`;
export const DELIVERY_CODE_NOT_TO_TRANSPORTER =
  'Send the code to the person receiving the goods, not to the transporter or the driver';

/** What the driver is told of a wrong code: how many tries are left before the wait. */
export function wrongDeliveryCodeMessage(triesLeft: number): string {
  if (triesLeft <= 0) return DELIVERY_CODE_THROTTLED;
  const tries = triesLeft === 1 ? '1 try' : `${triesLeft} tries`;
  return `That delivery code is not right. Check it with the receiver (${tries} left before a ${DELIVERY_CODE_WINDOW_MINUTES}-minute wait).`;
}

/** Whether a shipment's wrong codes so far (in the current window) leave room for another try. */
export function deliveryCodeThrottle(
  attempts: { wrong: number; windowStartedAt: Date | null },
  now: Date,
): { blocked: boolean; wrongInWindow: number } {
  const windowOpen =
    attempts.windowStartedAt !== null &&
    now.getTime() - attempts.windowStartedAt.getTime() < DELIVERY_CODE_WINDOW_MINUTES * 60_000;
  const wrongInWindow = windowOpen ? attempts.wrong : 0;
  return { blocked: wrongInWindow >= DELIVERY_CODE_TRIES, wrongInWindow };
}

/** Why a delivery is unusual: the transporter confirms it first, and the owner sees it flagged. */
export type UnusualDelivery = 'early' | 'no_road_stages';

export const UNUSUAL_DELIVERY_TEXT: Record<UnusualDelivery, string> = {
  early: `marked delivered ${EARLY_DELIVERY}`,
  no_road_stages: 'marked delivered without ever being In Transit',
};

/**
 * A Delivered before the load's planned pickup day (Lusaka), or one that skips every stage of the
 * road (the shipment was never In Transit: straight from Pending Pickup or Picked Up).
 */
export function unusualDelivery(
  shipment: { status: string; pickupDate: Date | string },
  now: Date,
): UnusualDelivery[] {
  const reasons: UnusualDelivery[] = [];
  if (isDeliveredBeforePickup(now, shipment.pickupDate)) reasons.push('early');
  if (shipment.status !== 'IN_TRANSIT') reasons.push('no_road_stages');
  return reasons;
}

/** The question the transporter answers before an unusual delivery is recorded. */
export function unusualDeliveryQuestion(
  reasons: readonly UnusualDelivery[],
  pickupDate: Date | string,
): string {
  const parts = reasons.map((r) =>
    r === 'early' ? `the planned pickup date is ${formatDate(pickupDate)}` : 'it was never In Transit',
  );
  return `This delivery is unusual: ${parts.join(', and ')}. Check it, then confirm to mark it delivered; the cargo owner will see it flagged.`;
}

/** The proof as the release rule reads it. */
export interface DeliveryProofFacts {
  codeMatched: boolean;
  deliveredAt: Date;
}

/**
 * When escrow releases itself (issue 39): 72 hours after a delivery proven by the receiver's code
 * (not disputed; the sweep checks that). A delivery without the code, or with no proof at all (one
 * recorded before proofs existed), is never released by time: only the owner's confirmation or an
 * admin releases it.
 */
export function autoReleaseAt(proof: DeliveryProofFacts | null): Date | null {
  if (!proof?.codeMatched) return null;
  return new Date(proof.deliveredAt.getTime() + RELEASE_AFTER_DELIVERY_HOURS * 3_600_000);
}

/** The reminders due for an unconfirmed delivery at `now`: the hours passed that were not sent yet. */
export function remindersDue(
  proof: { codeMatched: boolean; deliveredAt: Date; remindersSent: number },
  now: Date,
): number {
  if (proof.codeMatched) return 0;
  const hours = (now.getTime() - proof.deliveredAt.getTime()) / 3_600_000;
  const due = UNCONFIRMED_REMINDER_HOURS.filter((h) => hours >= h).length;
  return Math.max(0, due - proof.remindersSent);
}

/** The SMS the receiver gets: who asks, for what, and when to give the code. */
export function deliveryCodeSms(p: {
  code: string;
  receiverName: string;
  ownerCompany: string;
  cargo: string;
  from: string;
  to: string;
}): string {
  return `Njira: ${p.receiverName}, ${p.ownerCompany} is sending you ${p.cargo} (${p.from} to ${p.to}). Your delivery code is ${p.code}. Give it to the driver only when the goods have arrived in good order.`;
}
