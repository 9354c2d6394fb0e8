import {
  type EarningsSummary,
  lastMonthsKeys,
  type PaidEarning,
  type PendingEarning,
  splitKwacha,
} from '@njira/domain';

let sequence = 0;
/** A fresh shipment id per call; its last 8 characters are what the screens show. */
function shipmentId(): string {
  sequence += 1;
  return `5b7d1c2e-8f3a-4c6b-9d0e-${String(sequence).padStart(12, '0')}`;
}

/** GET /api/earnings as the server answers it; the chart's months end at `now`'s Lusaka month. */
export function makeEarningsSummary(
  overrides: Partial<EarningsSummary> = {},
  now = new Date(),
): EarningsSummary {
  const months = lastMonthsKeys(6, now);
  return {
    currentMonth: months.at(-1) ?? '',
    thisMonth: 13_600,
    lastMonth: 8_000,
    growth: 70,
    pending: 5_200.02,
    lifetime: 48_000,
    monthly: months.map((month, i) => ({ month, amount: [0, 4_000, 9_600, 12_400, 8_000, 13_600][i] ?? 0 })),
    counts: { pending: 1, paid: 1 },
    ...overrides,
  };
}

/** A row of GET /api/earnings/pending: held in escrow, the fee and the 80% it will be on release. */
export function makePendingEarning(overrides: Partial<PendingEarning> = {}): PendingEarning {
  const amount = overrides.amount ?? 3_000;
  return {
    id: shipmentId(),
    status: 'IN_TRANSIT',
    cargo: 'Mining - Copper cathodes on pallets',
    fromLocation: 'Kitwe',
    toLocation: 'Lusaka',
    pickupDate: '2026-03-08T06:00:00.000Z',
    expectedDate: '2026-03-13T06:00:00.000Z',
    amount,
    refunded: 0,
    released: 0,
    platformFee: splitKwacha(amount).platformFee,
    earnings: splitKwacha(amount).transporterAmount,
    payoutStatus: 'held',
    ...overrides,
  };
}

/** A row of GET /api/earnings/paid: released in full (no dispute) and paid out. */
export function makePaidEarning(overrides: Partial<PaidEarning> = {}): PaidEarning {
  const amount = overrides.amount ?? 10_000;
  return {
    id: shipmentId(),
    cargo: 'Agricultural - Maize in 50 kg bags',
    fromLocation: 'Chipata',
    toLocation: 'Lusaka',
    completedDate: '2026-03-05T14:00:00.000Z',
    amount,
    refunded: 0,
    released: amount,
    platformFee: splitKwacha(amount).platformFee,
    earnings: splitKwacha(amount).transporterAmount,
    payoutStatus: 'paid_out',
    receiptAvailable: true,
    ...overrides,
  };
}
