import {
  contactSharedOn,
  escrowCovers,
  expectedDelivery,
  type Party,
  type ProgressEntry,
  type Shipment,
  splitKwacha,
  toKwacha,
} from '@njira/domain';
import type { ShipmentWithParties } from '../../db/queries/shipment-detail.ts';
import type { ProgressRow } from '../../db/queries/shipments.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  type PartyShown,
  type RatedPartyRow,
  ratingShownTo,
  textFor,
  toPartyDto,
} from '../parties/party-dto.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * A history entry; `text` gives its location and notes as the viewer may read them (the entry's
 * author's texts, see `toShipmentDto`).
 */
export function toProgressEntry(
  row: ProgressRow,
  text: (value: string | null, authorId: string | null) => string | null = (value) => value,
): ProgressEntry {
  return {
    status: row.status,
    progress: row.progress,
    timestamp: row.createdAt.toISOString(),
    location: text(row.location, row.updatedById),
    notes: text(row.notes, row.updatedById),
    updatedBy: row.updatedBy,
  };
}

/**
 * The shipment as the API sends it to `viewer`, money in Kwacha. Whoever may read a shipment (its
 * two parties, an admin: the scoped query decides) sees both parties' contact details once the
 * payment is held and until a cancellation (`contactSharedOn`) unless a party keeps them private
 * (`toPartyDto`); ratings as `ratingShownTo`
 * allows, and the viewer's own rating given on it. A party's texts (the owner's load texts, the
 * transporter's progress notes) are read whole by the viewer the party's contact is shown to
 * (`textFor`, the same `counterpart`), else with contact details held back.
 */
export function toShipmentDto(
  {
    shipment: s,
    owner,
    transporter,
    history,
    myRating,
    receiptAvailable,
    escrowHeldNgwee,
  }: ShipmentWithParties,
  viewer: Caller,
): Shipment {
  // Each party's counterpart is the shipment's other party, once the payment is held (issue 39).
  const shared = contactSharedOn({ status: s.status, paid: receiptAvailable });
  const shownFor = (other: string): PartyShown => ({
    viewer,
    counterpart: shared && viewer.userId === other,
  });
  const partyFor = (row: RatedPartyRow, other: string): Party =>
    toPartyDto(row, { ...shownFor(other), rating: ratingShownTo(row, viewer.userId) });
  const ownerText = <T extends string | null>(value: T) =>
    textFor(value, s.ownerId, shownFor(s.transporterId));
  const transporterText = <T extends string | null>(value: T) =>
    textFor(value, s.transporterId, shownFor(s.ownerId));
  // An entry by 'System' or an admin holds no party's text.
  const entryText = (value: string | null, authorId: string | null) =>
    authorId === s.ownerId ? ownerText(value) : authorId === s.transporterId ? transporterText(value) : value;
  const amount = toKwacha(s.amountNgwee);
  return {
    id: s.id,
    quoteId: s.quoteId,
    status: s.status,
    amount,
    ...splitKwacha(amount),
    cargo: ownerText(s.cargo),
    cargoType: s.cargoType,
    cargoDescription: ownerText(s.cargoDescription),
    fromLocation: s.fromLocation,
    fromAddress: ownerText(s.fromAddress),
    toLocation: s.toLocation,
    toAddress: ownerText(s.toAddress),
    weight: s.weightKg,
    distance: s.distanceKm,
    dimensions: ownerText(s.dimensions),
    progress: s.progress,
    pickupDate: s.pickupDate.toISOString(),
    deliveryDate: s.deliveryDate.toISOString(),
    estimatedDeliveryDate: iso(s.estimatedDeliveryDate),
    actualDeliveryDate: iso(s.actualDeliveryDate),
    completedAt: iso(s.completedAt),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    lastUpdate: transporterText(s.lastUpdate),
    lastUpdateTime: iso(s.lastUpdateTime),
    // The API's `eta` is the shipment's expected delivery, the same date every screen shows.
    eta: iso(expectedDelivery(s)),
    progressHistory: history.map((row) => toProgressEntry(row, entryText)),
    driverName: s.driverName,
    driverPhone: s.driverPhone,
    truckNumber: s.truckNumber,
    cargoOwner: partyFor(owner, s.transporterId),
    transporter: partyFor(transporter, s.ownerId),
    myRating: myRating
      ? { stars: myRating.stars, comment: myRating.comment, createdAt: myRating.createdAt.toISOString() }
      : null,
    receiptAvailable,
    paymentSecured: escrowCovers(escrowHeldNgwee, s.amountNgwee),
  };
}
