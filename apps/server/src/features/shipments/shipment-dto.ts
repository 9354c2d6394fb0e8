import {
  expectedDelivery,
  type Party,
  type ProgressEntry,
  type Shipment,
  splitKwacha,
  toKwacha,
} from '@njira/domain';
import type { ShipmentWithParties } from '../../db/queries/shipment-detail.ts';
import type { ProgressRow } from '../../db/queries/shipments.ts';
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

/** A party with contact details and its rating, unless it hides its rating from this viewer. */
const partyFor = (row: RatedPartyRow, viewerId: string): Party =>
  toPartyDto(row, { contact: true, rating: ratingShownTo(row, viewerId) });

/**
 * The shipment as the API sends it to `viewerId`, money in Kwacha. Whoever may read a shipment (its
 * two parties, an admin: the scoped query decides) sees both parties' contact details (DESIGN:
 * after acceptance); ratings as `ratingShownTo` allows, and the viewer's own rating given on it.
 */
export function toShipmentDto(
  { shipment: s, owner, transporter, history, myRating }: ShipmentWithParties,
  viewerId: string,
): Shipment {
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
    cargoOwner: partyFor(owner, viewerId),
    transporter: partyFor(transporter, viewerId),
    myRating: myRating
      ? { stars: myRating.stars, comment: myRating.comment, createdAt: myRating.createdAt.toISOString() }
      : null,
  };
}
