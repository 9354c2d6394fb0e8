import type { Role } from './roles.ts';

/**
 * What every screen shows where the other party of a load or shipment has turned 'Show Contact
 * Information' off: a plain fact, and no way to reach them that does not exist (ADR 023).
 */
export const CONTACT_PRIVATE = 'This user keeps their contact details private';

/** What a screen shows for the load's owner before a transporter's bid on it is accepted. */
export const CONTACT_AFTER_ACCEPTANCE = 'Contact details will be shared after bid acceptance';

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
 * do; anyone else only when it deals with the party (`counterpart`: the other side of an accepted
 * bid, i.e. of the shipment) and the party has not turned `showContactInfo` off. A rival bidder or a
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
