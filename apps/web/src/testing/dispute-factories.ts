import type { AdminDispute, DisputePhoto, ShipmentDispute, ShipmentDisputeView } from '@njira/domain';

let sequence = 0;
const next = () => String(++sequence).padStart(12, '0');

/** A photo of a dispute as the server lists it: the owner's, unless told otherwise. */
export function makeDisputePhoto(overrides: Partial<DisputePhoto> = {}): DisputePhoto {
  return {
    id: `7a6b5c4d-3e2f-4a1b-9c8d-${next()}`,
    side: 'owner',
    addedBy: 'Copperbelt Mining Ltd',
    addedAt: '2026-11-26T09:30:00.000Z',
    ...overrides,
  };
}

/** A row of GET /api/admin/disputes as the server answers it: open, K 15,000 held. */
export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  const n = next();
  return {
    id: `4b1d2c3e-5f60-4a7b-8c9d-${n}`,
    shipmentId: `9e8d7c6b-5a49-4382-9170-${n}`,
    cargo: 'Mining - Copper cathodes on pallets',
    fromLocation: 'Kitwe',
    toLocation: 'Lusaka',
    owner: { id: 'owner-1', name: 'Copperbelt Mining Ltd' },
    transporter: { id: 'transporter-1', name: 'Mwale Haulage' },
    amount: 15_000,
    held: 15_000,
    reason: 'Two pallets arrived crushed and wet.',
    openedAt: '2026-11-26T09:30:00.000Z',
    answer: null,
    photos: [],
    resolution: null,
    ...overrides,
  };
}

/** GET /api/shipments/:id/dispute's dispute: open, not answered, no photo, nothing the caller may do. */
export function makeShipmentDispute(overrides: Partial<ShipmentDispute> = {}): ShipmentDispute {
  return {
    id: `4b1d2c3e-5f60-4a7b-8c9d-${next()}`,
    shipmentId: `9e8d7c6b-5a49-4382-9170-${next()}`,
    reason: 'Two pallets arrived crushed and wet.',
    openedBy: 'Copperbelt Mining Ltd',
    openedAt: '2026-11-26T09:30:00.000Z',
    answer: null,
    photos: [],
    resolution: null,
    canAnswer: false,
    photosLeft: 0,
    ...overrides,
  };
}

/** A shipment with no dispute. */
export const NO_DISPUTE: ShipmentDisputeView = { dispute: null };
