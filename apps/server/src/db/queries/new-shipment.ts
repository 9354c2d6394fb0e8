import type { bids } from '../schema/bids.ts';
import type { quotes } from '../schema/quotes.ts';
import type { shipments } from '../schema/shipments.ts';

const DAY_MS = 86_400_000;

type QuoteFields = { id: string } & Pick<
  typeof quotes.$inferInsert,
  | 'ownerId'
  | 'cargo'
  | 'cargoType'
  | 'cargoDescription'
  | 'fromLocation'
  | 'fromAddress'
  | 'toLocation'
  | 'toAddress'
  | 'weightKg'
  | 'distanceKm'
  | 'dimensions'
  | 'pickupDate'
  | 'deliveryDate'
>;
type BidFields = { id: string } & Pick<
  typeof bids.$inferInsert,
  'transporterId' | 'amountNgwee' | 'estimatedDays'
>;

/** A shipment's row before it is written, its first stage set. */
export type NewShipment = typeof shipments.$inferInsert &
  Pick<typeof shipments.$inferSelect, 'status' | 'progress'> & { bidId: string };

/**
 * The shipment an accepted bid becomes: the load's route, cargo and dates copied, the bid's amount,
 * the first stage (Pending Pickup, 10%), expected delivery (and the stored ETA) = pickup + the
 * bid's days. One definition for the accept transaction and the demo seed.
 */
export function newShipmentFromBid(quote: QuoteFields, bid: BidFields, acceptedAt: Date): NewShipment {
  const expected = new Date(quote.pickupDate.getTime() + bid.estimatedDays * DAY_MS);
  return {
    quoteId: quote.id,
    bidId: bid.id,
    ownerId: quote.ownerId,
    transporterId: bid.transporterId,
    status: 'PENDING_PICKUP',
    amountNgwee: bid.amountNgwee,
    cargo: quote.cargo,
    cargoType: quote.cargoType,
    cargoDescription: quote.cargoDescription,
    fromLocation: quote.fromLocation,
    fromAddress: quote.fromAddress,
    toLocation: quote.toLocation,
    toAddress: quote.toAddress,
    weightKg: quote.weightKg,
    distanceKm: quote.distanceKm,
    dimensions: quote.dimensions,
    progress: 10,
    pickupDate: quote.pickupDate,
    deliveryDate: quote.deliveryDate,
    estimatedDeliveryDate: expected,
    // The stored ETA starts as the same estimate (the API's `eta` is `expectedDelivery`).
    eta: expected,
    lastUpdate: 'Shipment created',
    lastUpdateTime: acceptedAt,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
  };
}
