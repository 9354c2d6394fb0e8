import { type Party, ratingSummary } from '@njira/domain';

/** The columns of a user a party is made from, contact included: the mapper decides what is shown. */
export interface PartyRow {
  id: string;
  fullName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
}

/** A party's running rating totals, and whether it lets others see them (`user_settings.show_ratings`). */
export interface RatedPartyRow extends PartyRow {
  ratingSum: number;
  ratingCount: number;
  showRatings: boolean;
}

/** What the caller may see of a party beyond its name and company. */
export interface PartyShown {
  /** E-mail and phone: only the parties of an accepted bid, and admins. */
  contact: boolean;
  /** The rating (see `ratingShownTo`). */
  rating: boolean;
}

/**
 * Whether `viewerId` sees this party's rating: its own always; someone else's unless the party
 * hides it (the setting hides it from everyone else, admins included).
 */
export function ratingShownTo(party: Pick<RatedPartyRow, 'id' | 'showRatings'>, viewerId: string): boolean {
  return party.id === viewerId || party.showRatings;
}

/** The cargo owner or transporter of a load or shipment (`partySchema`) as the caller may see it. */
export function toPartyDto(row: RatedPartyRow, shown: PartyShown): Party;
export function toPartyDto(row: PartyRow, shown: { contact: boolean; rating?: false }): Party;
export function toPartyDto(row: PartyRow & Partial<RatedPartyRow>, shown: Partial<PartyShown>): Party {
  const party: Party = { id: row.id, fullName: row.fullName, companyName: row.companyName };
  if (shown.contact) {
    party.email = row.email;
    party.phoneNumber = row.phoneNumber;
  }
  if (shown.rating && row.ratingSum !== undefined && row.ratingCount !== undefined) {
    party.rating = ratingSummary(row.ratingSum, row.ratingCount);
  }
  return party;
}
