import type {
  AdminOverview,
  AdminRevenue,
  AdminUser,
  AdminUserCounts,
  PlatformFeeRecord,
} from '@njira/domain';
import { nextId } from './factories.ts';

export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    revenue: {
      totalVolume: 250_000,
      platformFees: 50_000,
      transporterPayouts: 200_000,
      thisMonthFees: 12_000,
      lastMonthFees: 10_000,
      growth: 20,
    },
    users: { total: 42, transporters: 20, cargoOwners: 19, admins: 3, suspended: 1, newThisMonth: 5 },
    loads: { total: 80, active: 12, accepted: 50, expired: 10, cancelled: 8, totalBids: 240 },
    shipments: { total: 50, inProgress: 14, delivered: 33, cancelled: 3, successRate: 41.3 },
    attention: { openDisputes: 2, documentsToReview: 3 },
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: nextId(),
    fullName: 'Mutinta Phiri',
    email: 'mutinta@copperbelt.example',
    companyName: 'Copperbelt Mining Ltd',
    phoneNumber: '+260 966 000111',
    role: 'cargo-owner',
    status: 'active',
    createdAt: '2026-02-10T09:00:00.000Z',
    quotes: 7,
    shipments: 4,
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

export function makeUserCounts(overrides: Partial<AdminUserCounts> = {}): AdminUserCounts {
  return { total: 42, transporters: 20, cargoOwners: 19, admins: 3, active: 41, suspended: 1, ...overrides };
}

export function makeRevenue(overrides: Partial<AdminRevenue> = {}): AdminRevenue {
  return {
    thisMonthFees: 12_000,
    lastMonthFees: 10_000,
    growth: 20,
    lifetimeFees: 50_000,
    totalVolume: 250_000,
    transactions: 33,
    escrowHeld: 36_000,
    payoutsPending: { count: 2, amount: 19_200 },
    payoutsFailed: { count: 0, amount: 0 },
    ...overrides,
  };
}

export function makeFeeRecord(overrides: Partial<PlatformFeeRecord> = {}): PlatformFeeRecord {
  return {
    shipmentId: nextId(),
    cargo: 'Mining - Copper cathodes',
    cargoOwner: 'Copperbelt Mining Ltd',
    transporter: 'Mwale Haulage',
    date: '2026-03-05T10:00:00.000Z',
    originalAmount: 20_000,
    platformFee: 4_000,
    transporterAmount: 16_000,
    refunded: 0,
    ...overrides,
  };
}
