import { z } from 'zod';
import { ratingSummarySchema } from './rating.ts';

const count = z.number().int().nonnegative();
/** Delivered ÷ total as a whole percent (see `successRate`). */
const percent = z.number().int().min(0).max(100);

/**
 * `GET /api/profile/stats`: the four cards of the profile screen, computed by the server over the
 * caller's own shipments. Cancelled shipments count nowhere (a load the owner called off before
 * pickup was never a delivery); money in Kwacha.
 */
export const profileStatsSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('transporter'),
    /** Shipments assigned to the transporter, cancelled ones left out. */
    totalDeliveries: count,
    /** Of those, delivered. */
    completed: count,
    successRate: percent,
    /** The transporter's 80% of every delivered shipment. */
    totalEarned: z.number().nonnegative(),
    /** The stars cargo owners gave the transporter. */
    rating: ratingSummarySchema,
  }),
  z.object({
    role: z.literal('cargo-owner'),
    /** The owner's shipments, cancelled ones left out. */
    totalShipments: count,
    completed: count,
    successRate: percent,
    /** What the owner pays for those shipments (as the dashboard's Total Spent). */
    totalSpent: z.number().nonnegative(),
    /** The stars transporters gave the owner. */
    rating: ratingSummarySchema,
  }),
]);
export type ProfileStats = z.infer<typeof profileStatsSchema>;
