import type { AdminDispute } from '@njira/domain';

let sequence = 0;

/** A row of GET /api/admin/disputes as the server answers it: open, K 15,000 held. */
export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
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
