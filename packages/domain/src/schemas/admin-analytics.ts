import { z } from 'zod';

export const adminTrendMonthSchema = z.object({
  /** 'YYYY-MM', Lusaka. */
  month: z.string(),
  /** Loads posted in the month (by createdAt). */
  quotes: z.number().int(),
  /** Shipments created in the month (by createdAt). */
  shipments: z.number().int(),
  /** Revenue credited by the escrow releases of the month (ADR 021). */
  revenue: z.number(),
});
export type AdminTrendMonth = z.infer<typeof adminTrendMonthSchema>;

export const adminTopRouteSchema = z.object({
  /** 'From → To'. */
  route: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  shipments: z.number().int(),
  /** Summed amounts of the route's shipments. */
  revenue: z.number(),
});
export type AdminTopRoute = z.infer<typeof adminTopRouteSchema>;

/** GET /api/admin/analytics: Platform Analytics. */
export const adminAnalyticsSchema = z.object({
  /** Exactly 6 months, oldest first, the current month last; an empty month has zeros. */
  trend: z.array(adminTrendMonthSchema),
  /** At most 10: by shipment count desc, ties by route name asc. */
  topRoutes: z.array(adminTopRouteSchema),
  /** Loads by cargo type; no type → 'Other'; count desc, then name. */
  cargoTypes: z.array(z.object({ cargoType: z.string(), count: z.number().int() })),
  /** delivered shipments / quotes × 100, 1 decimal; 0 when no quotes. */
  successRate: z.object({ rate: z.number(), delivered: z.number().int(), quotes: z.number().int() }),
  /** totalBids / quotes, 1 decimal; 0 when no quotes. */
  averageBids: z.object({ average: z.number(), totalBids: z.number().int(), quotes: z.number().int() }),
  /** Mean amount of every non-cancelled shipment; 0 when none. */
  averageTransaction: z.object({ average: z.number(), shipments: z.number().int() }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
