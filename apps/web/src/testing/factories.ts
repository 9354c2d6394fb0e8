import type { Bid, Party, Quote, QuoteSummary, TransporterDashboard, User } from '@njira/domain';

/** A user as the API sends it; override what a test cares about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f0c1c4e-4a43-4d2e-9d7c-1f8f2b1f0a11',
    fullName: 'Chanda Mwale',
    email: 'chanda@example.com',
    companyName: 'Mwale Haulage',
    phoneNumber: '+260 977 123456',
    role: 'transporter',
    address: null,
    bio: null,
    licenseNumber: null,
    vehicleTypes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;
/** A different UUID-shaped id on every call, so lists in a test never share keys. */
export function nextId(): string {
  sequence += 1;
  return `4b1d7c2e-8f3a-4c55-9e0d-${String(sequence).padStart(12, '0')}`;
}

/** A party as the other side of a load sees it before acceptance (no contact details). */
export function makeParty(overrides: Partial<Party> = {}): Party {
  return { id: nextId(), fullName: 'Mutinta Phiri', companyName: 'Copperbelt Mining Ltd', ...overrides };
}

/** A bid as a transporter sees it: a rival's without identity, one's own with `isOwn`. */
export function makeBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: nextId(),
    amount: 18_000,
    estimatedDays: 3,
    notes: null,
    createdAt: '2026-03-02T08:00:00.000Z',
    isAccepted: false,
    isOwn: false,
    ...overrides,
  };
}

/** An open load as GET /api/quotes/:id and /api/quotes/active send it. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  const bids = overrides.bids ?? [];
  const amounts = bids.map((b) => b.amount);
  return {
    id: nextId(),
    status: 'ACTIVE',
    cargo: 'Mining - Copper cathodes on pallets',
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes on pallets',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Industrial Area',
    toLocation: 'Lusaka',
    toAddress: 'Makeni warehouse 4',
    weight: 28_450,
    distance: 360,
    dimensions: '12m x 2.4m x 2m',
    pickupDate: '2026-03-10',
    deliveryDate: '2026-03-13',
    expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    estimatedValue: null,
    maxBudget: 25_000,
    insuranceRequired: false,
    verifiedOnly: false,
    specialInstructions: null,
    cargoOwner: makeParty(),
    bids,
    bidCount: bids.length,
    lowestBid: amounts.length > 0 ? Math.min(...amounts) : null,
    shipmentId: null,
    ...overrides,
  };
}

/** GET /api/dashboard/transporter for a transporter with nothing yet: empty lists, zero figures. */
export function makeTransporterDashboard(
  overrides: Partial<TransporterDashboard> = {},
): TransporterDashboard {
  return {
    stats: {
      activeDeliveries: { value: 0, pendingPickup: 0 },
      availableLoads: { value: 0 },
      monthlyEarnings: { value: 0, pending: 0, growth: null },
      completedTrips: { value: 0, thisMonth: 0, growth: null },
    },
    recentDeliveries: [],
    availableLoads: [],
    ...overrides,
  };
}

/** An open load as a list page sends it: no bids, their count and lowest, and the caller's own bid. */
export function makeQuoteSummary(overrides: Partial<QuoteSummary> & { bids?: Bid[] } = {}): QuoteSummary {
  const { bids: _bids, ...quote } = makeQuote(overrides.bids ? { bids: overrides.bids } : {});
  const own = overrides.bids?.find((b) => b.isOwn);
  const { bids: _omit, ...rest } = overrides;
  return {
    ...quote,
    myBid: own ? { id: own.id, amount: own.amount, estimatedDays: own.estimatedDays } : null,
    ...rest,
  };
}
