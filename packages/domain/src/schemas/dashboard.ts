import { z } from 'zod';

const bidAmount = z.object({ amount: z.number() });

export const transporterDashboardSchema = z.object({
  stats: z.object({
    activeDeliveries: z.object({ value: z.number().int(), pendingPickup: z.number().int() }),
    availableLoads: z.object({ value: z.number().int() }),
    /** `growth`: percent against last month's; null when last month had none (no badge). */
    monthlyEarnings: z.object({ value: z.number(), pending: z.number(), growth: z.number().nullable() }),
    completedTrips: z.object({
      value: z.number().int(),
      thisMonth: z.number().int(),
      growth: z.number().nullable(),
    }),
  }),
  recentDeliveries: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      cargo: z.string(),
      fromLocation: z.string(),
      toLocation: z.string(),
      pickupDate: z.string(),
      amount: z.number(),
      /** Whether the owner's payment was received: an unpaid one reads 'Awaiting payment'. */
      paid: z.boolean(),
    }),
  ),
  availableLoads: z.array(
    z.object({
      id: z.string(),
      cargo: z.string(),
      fromLocation: z.string(),
      toLocation: z.string(),
      weight: z.number(),
      distance: z.number().nullable(),
      pickupDate: z.string(),
      maxBudget: z.number(),
      estimatedValue: z.number().nullable(),
      bids: z.array(bidAmount),
      hasMyBid: z.boolean(),
    }),
  ),
});
export type TransporterDashboard = z.infer<typeof transporterDashboardSchema>;

export const cargoOwnerDashboardSchema = z.object({
  stats: z.object({
    activeShipments: z.object({ value: z.number().int(), awaitingPickup: z.number().int() }),
    inTransit: z.object({ value: z.number().int() }),
    totalSpent: z.object({ value: z.number(), period: z.string() }),
    pendingQuotes: z.object({ value: z.number().int(), expiringSoon: z.number().int() }),
  }),
  activeShipments: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      amount: z.number(),
      cargo: z.string(),
      fromLocation: z.string(),
      toLocation: z.string(),
      transporter: z.object({ companyName: z.string() }),
      eta: z.string().nullable(),
      progress: z.number().int(),
      /** Whether the owner's payment was received: an unpaid one reads 'Awaiting payment'. */
      paid: z.boolean(),
    }),
  ),
  recentQuotes: z.array(
    z.object({
      id: z.string(),
      cargo: z.string(),
      fromLocation: z.string(),
      toLocation: z.string(),
      weight: z.number(),
      expiresAt: z.string(),
      bids: z.array(bidAmount),
    }),
  ),
});
export type CargoOwnerDashboard = z.infer<typeof cargoOwnerDashboardSchema>;

/** GET /api/dashboard/stats (admin): platform-wide numbers computed in SQL. */
export const platformStatsSchema = z.object({
  revenue: z.object({ totalVolume: z.number(), platformFees: z.number(), transporterPayouts: z.number() }),
  users: z.object({
    total: z.number().int(),
    transporters: z.number().int(),
    cargoOwners: z.number().int(),
    admins: z.number().int(),
  }),
  quotes: z.object({
    total: z.number().int(),
    active: z.number().int(),
    accepted: z.number().int(),
    expired: z.number().int(),
    cancelled: z.number().int(),
  }),
  shipments: z.object({
    total: z.number().int(),
    inProgress: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
  }),
  bids: z.object({ total: z.number().int() }),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** GET /api/dashboard: the caller's own dashboard, tagged by role. */
export const dashboardSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('transporter'), data: transporterDashboardSchema }),
  z.object({ role: z.literal('cargo-owner'), data: cargoOwnerDashboardSchema }),
  z.object({ role: z.literal('admin'), data: platformStatsSchema }),
]);
