import {
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
import { type RatedPartyRow, ratingShownTo, toPartyDto } from '../parties/party-dto.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toProgressEntry(row: ProgressRow): ProgressEntry {
  return {
    status: row.status,
    progress: row.progress,
    timestamp: row.createdAt.toISOString(),
    location: row.location,
    notes: row.notes,
    updatedBy: row.updatedBy,
  };
}

/**
 * The shipment as the API sends it to `viewer`, money in Kwacha. Whoever may read a shipment (its
 * two parties, an admin: the scoped query decides) sees both parties' contact details (DESIGN:
 * after acceptance) unless a party keeps them private (`toPartyDto`); ratings as `ratingShownTo`
 * allows, and the viewer's own rating given on it.
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
  // Each party's counterpart is the shipment's other party.
  const partyFor = (row: RatedPartyRow, other: string): Party =>
    toPartyDto(row, {
      viewer,
      counterpart: viewer.userId === other,
      rating: ratingShownTo(row, viewer.userId),
    });
  const amount = toKwacha(s.amountNgwee);
  return {
    id: s.id,
    quoteId: s.quoteId,
    status: s.status,
    amount,
    ...splitKwacha(amount),
    cargo: s.cargo,
    cargoType: s.cargoType,
    cargoDescription: s.cargoDescription,
    fromLocation: s.fromLocation,
    fromAddress: s.fromAddress,
    toLocation: s.toLocation,
    toAddress: s.toAddress,
    weight: s.weightKg,
    distance: s.distanceKm,
    dimensions: s.dimensions,
    progress: s.progress,
    pickupDate: s.pickupDate.toISOString(),
    deliveryDate: s.deliveryDate.toISOString(),
    estimatedDeliveryDate: iso(s.estimatedDeliveryDate),
    actualDeliveryDate: iso(s.actualDeliveryDate),
    completedAt: iso(s.completedAt),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    lastUpdate: s.lastUpdate,
    lastUpdateTime: iso(s.lastUpdateTime),
    // The API's `eta` is the shipment's expected delivery, the same date every screen shows.
    eta: iso(expectedDelivery(s)),
    progressHistory: history.map(toProgressEntry),
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
