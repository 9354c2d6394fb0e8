import type { DeliveryProof, ShipmentDelivery } from '@njira/domain';

/** A delivery proof as GET /api/shipments/:id/delivery sends it: by the code, unconfirmed. */
export function makeDeliveryProof(overrides: Partial<DeliveryProof> = {}): DeliveryProof {
  return {
    receiverName: 'Mary Mwale',
    codeMatched: true,
    noCodeReason: null,
    deliveredAt: '2026-03-06T10:00:00.000Z',
    deliveredBy: 'Banda Haulage',
    location: 'Solwezi depot',
    notes: null,
    hasPhoto: true,
    unusual: [],
    confirmedAt: null,
    confirmedBy: null,
    autoReleaseAt: '2026-03-09T10:00:00.000Z',
    ...overrides,
  };
}

/** Nothing to show yet: no code for this viewer, no proof. */
export const NO_DELIVERY: ShipmentDelivery = { code: null, receiver: null, proof: null };
