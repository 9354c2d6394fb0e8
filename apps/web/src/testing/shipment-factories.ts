import type { ProgressEntry, Shipment, ShipmentStats } from '@njira/domain';

let serial = 0;
/** A fresh UUID-shaped id per call, so lists never hold two shipments with one id. */
function nextId(): string {
  serial += 1;
  return `5b1e6a2c-3d4f-4a8b-9c0d-${String(serial).padStart(12, '0')}`;
}

export function makeProgressEntry(overrides: Partial<ProgressEntry> = {}): ProgressEntry {
  return {
    status: 'PENDING_PICKUP',
    progress: 10,
    timestamp: '2026-03-01T08:00:00.000Z',
    location: null,
    notes: null,
    updatedBy: 'System',
    ...overrides,
  };
}

/** A shipment as GET /api/shipments/:id sends it to its transporter; override what a test cares about. */
export function makeShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: nextId(),
    quoteId: '9d2f1b7a-1c3e-4f5a-8b6c-7d8e9f0a1b2c',
    status: 'PENDING_PICKUP',
    amount: 12_000,
    platformFee: 2_400,
    transporterAmount: 9_600,
    cargo: 'Mining - Copper cathodes on pallets',
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes on pallets',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Nkana East',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka South MFEZ, Gate 3',
    weight: 28_000,
    distance: 350,
    dimensions: '12m x 2.4m x 2m',
    progress: 10,
    pickupDate: '2026-03-03T00:00:00.000Z',
    deliveryDate: '2026-03-06T00:00:00.000Z',
    estimatedDeliveryDate: '2026-03-05T00:00:00.000Z',
    actualDeliveryDate: null,
    completedAt: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    lastUpdate: 'Pending Pickup',
    lastUpdateTime: '2026-03-01T08:00:00.000Z',
    eta: null,
    progressHistory: [makeProgressEntry()],
    driverName: null,
    driverPhone: null,
    truckNumber: null,
    cargoOwner: {
      id: '1a2b3c4d-0000-4000-8000-000000000001',
      fullName: 'Natasha Phiri',
      companyName: 'Copperbelt Mining Ltd',
      email: 'natasha@example.com',
      phoneNumber: '+260 96 111 2222',
    },
    transporter: {
      id: '7f0c1c4e-4a43-4d2e-9d7c-1f8f2b1f0a11',
      fullName: 'Chanda Mwale',
      companyName: 'Mwale Haulage',
      email: 'chanda@example.com',
      phoneNumber: '+260 977 123456',
    },
    myRating: null,
    receiptAvailable: false,
    paymentSecured: false,
    ...overrides,
  };
}

export function makeShipmentStats(overrides: Partial<ShipmentStats> = {}): ShipmentStats {
  return { active: 0, inTransit: 0, completed: 0, totalValue: 0, ...overrides };
}

/** A list endpoint's answer: the page as JSON and the total in X-Total-Count. */
export function listResponse(items: unknown[], total: number = items.length): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}
