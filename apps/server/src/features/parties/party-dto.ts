import { contactShownTo, holdBackContact, type Party, ratingSummary, textShownWhole } from '@njira/domain';
import type { Caller } from '../../lib/caller.ts';

/**
 * The columns of a user a party is made from, contact included, and whether it shares that contact
 * (`user_settings.show_contact_info`, true when it has no settings row), read in the same statement:
 * the mapper decides what is shown.
 */
export interface PartyRow {
  id: string;
  fullName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  showContactInfo: boolean;
  /**
   * A transporter's badge (`carrierVerified`, ADR 026), read where the party is a transporter;
   * absent for cargo owners.
   */
  verified?: boolean;
}

/** A party's running rating totals, and whether it lets others see them (`user_settings.show_ratings`). */
export interface RatedPartyRow extends PartyRow {
  ratingSum: number;
  ratingCount: number;
  showRatings: boolean;
}

/** Who is looking at a party, and what they are to it. */
export interface PartyShown {
  viewer: Caller;
  /**
   * Whether the viewer is the other side of the party's paid shipment (`contactSharedOn`): the only
   * one besides the party and admins who may see its contact, and then only if it shares it.
   */
  counterpart: boolean;
  /** The rating (see `ratingShownTo`); only with a `RatedPartyRow`. */
  rating?: boolean;
}

/**
 * Whether `viewerId` sees this party's rating: its own always; someone else's unless the party
 * hides it (the setting hides it from everyone else, admins included).
 */
export function ratingShownTo(party: Pick<RatedPartyRow, 'id' | 'showRatings'>, viewerId: string): boolean {
  return party.id === viewerId || party.showRatings;
}

/**
 * The cargo owner or transporter of a load or shipment (`partySchema`) as the caller may see it. The
 * one place a party's e-mail and phone number leave the server for another user: `contactShownTo`
 * decides, so no caller can pass "show the contact" by itself; the counterpart of a party that
 * keeps them private is told so (`contactPrivate`).
 */
export function toPartyDto(row: RatedPartyRow, shown: PartyShown): Party;
export function toPartyDto(row: PartyRow, shown: PartyShown & { rating?: false }): Party;
export function toPartyDto(row: PartyRow & Partial<RatedPartyRow>, shown: PartyShown): Party {
  const party: Party = { id: row.id, fullName: row.fullName, companyName: row.companyName };
  if (contactShownTo(row, shown.viewer, shown.counterpart)) {
    party.email = row.email;
    party.phoneNumber = row.phoneNumber;
  } else if (shown.counterpart) {
    // The counterpart is told why it sees none: the party keeps them private.
    party.contactPrivate = true;
  }
  if (typeof row.verified === 'boolean') party.verified = row.verified;
  if (shown.rating && row.ratingSum !== undefined && row.ratingCount !== undefined) {
    party.rating = ratingSummary(row.ratingSum, row.ratingCount);
  }
  return party;
}

/**
 * A text the party `authorId` wrote (a load's description or addresses, a bid's notes) as the viewer
 * may read it: whole when `textShownWhole` (the author, admins, the counterpart by the very flag the
 * party itself is shown with), else with its contact details held back (`holdBackContact`).
 */
export function textFor<T extends string | null>(text: T, authorId: string, shown: PartyShown): T {
  if (text === null || textShownWhole(authorId, shown.viewer, shown.counterpart)) return text;
  return holdBackContact(text) as T;
}
