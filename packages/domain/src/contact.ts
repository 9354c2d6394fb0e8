import type { Role } from './roles.ts';
import type { ShipmentStatus } from './statuses.ts';

/**
 * What every screen shows where the other party of a load or shipment has turned 'Show Contact
 * Information' off: a plain fact, and no way to reach them that does not exist (ADR 023).
 */
export const CONTACT_PRIVATE = 'This user keeps their contact details private';

/** The spec's text on the transporter's load page before its bid is accepted. */
export const CONTACT_AFTER_ACCEPTANCE = 'Contact details will be shared after bid acceptance';

/** The spec's texts where the other party's contact is not shared yet (before the payment is held). */
export const CONTACT_VIA_PLATFORM = 'Contact via platform';
export const CONTACT_AFTER_PAYMENT = 'Contact details shared after payment confirmation';
/** The transporter's shipment page, for the cargo owner. */
export const CONTACT_FULL_PROTECTED = 'Full contact details protected by platform';
/** The cargo owner's shipment page, for the transporter. */
export const CONTACT_PROTECTED = 'Contact details protected by platform';
export const CONTACT_ADMIN_ASSISTS = 'Contact admin for coordination assistance';

/** What decides whether a shipment's two parties deal with each other directly. */
export interface ShipmentContactFacts {
  status: ShipmentStatus;
  /** The owner's payment was received (its deposit posted to escrow). */
  paid: boolean;
}

/**
 * Whether a shipment's cargo owner and transporter are each other's counterparts (issue 39, item 7):
 * from the moment the payment is held in escrow (the spec's 'shared after payment confirmation')
 * until the shipment is cancelled. Before that, and after a cancellation, each reaches the other
 * through the platform's messaging only.
 */
export function contactSharedOn(s: ShipmentContactFacts): boolean {
  return s.paid && s.status !== 'CANCELLED';
}

/** Who asks to see a party's contact. */
export interface ContactViewer {
  userId: string;
  role: Role;
}

/** The party whose contact is asked for, with its `showContactInfo` setting (true when never saved). */
export interface ContactOwner {
  id: string;
  showContactInfo: boolean;
}

/**
 * Whether `viewer` may see `party`'s e-mail and phone number. The party itself and admins always
 * do; anyone else only when it deals with the party (`counterpart`: the other side of a paid
 * shipment, `contactSharedOn`) and the party has not turned `showContactInfo` off. A rival bidder or a
 * transporter browsing loads is never a counterpart.
 */
export function contactShownTo(party: ContactOwner, viewer: ContactViewer, counterpart: boolean): boolean {
  if (party.id === viewer.userId || viewer.role === 'admin') return true;
  return counterpart && party.showContactInfo;
}

/**
 * Whether `viewer` reads a text a party wrote (a load's description and addresses, a bid's notes)
 * whole, contact details in it included: the author itself, admins, and the author's counterpart
 * (the same `counterpart` as `contactShownTo`). Anyone else reads it through `holdBackContact`.
 * The author typed them, so its `showContactInfo` does not hold them back from the counterpart.
 */
export function textShownWhole(authorId: string, viewer: ContactViewer, counterpart: boolean): boolean {
  return authorId === viewer.userId || viewer.role === 'admin' || counterpart;
}
