import { z } from 'zod';
import { textField } from './text.ts';

/**
 * The admin workspace's API (/api/admin, admins only), issue 12. What each number means exactly is
 * in docs/decisions/017-admin-aggregates.md. Money is Kwacha; dates are ISO strings; months are
 * Lusaka months ('YYYY-MM'). One file per screen: `admin-users.ts`, `admin-revenue.ts`,
 * `admin-analytics.ts`, `admin-activities.ts`; this one holds the paging they share, the dashboard's
 * overview and the exports.
 */

export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;

/** Paging of every admin list; the total goes in `X-Total-Count`. */
export const adminPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_LIST_MAX_LIMIT, `limit must be at most ${ADMIN_LIST_MAX_LIMIT}`)
    .default(ADMIN_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/** Case-insensitive substring; blank matches everything. */
export const adminSearch = textField('search', { max: 100 }).optional();

// ---------------------------------------------------------------- overview

/** GET /api/admin/overview: the admin dashboard's numbers. */
export const adminOverviewSchema = z.object({
  revenue: z.object({
    /** Sum of the amounts of every non-cancelled shipment. */
    totalVolume: z.number(),
    /** The platform's 20% of that volume. */
    platformFees: z.number(),
    /** The transporters' 80% of that volume. */
    transporterPayouts: z.number(),
    /** Revenue credited by the escrow releases of the current Lusaka month (ADR 021). */
    thisMonthFees: z.number(),
    lastMonthFees: z.number(),
    /** (this − last) / last × 100; 0 when last month is 0. */
    growth: z.number(),
  }),
  users: z.object({
    total: z.number().int(),
    transporters: z.number().int(),
    cargoOwners: z.number().int(),
    admins: z.number().int(),
    suspended: z.number().int(),
    /** Accounts created in the current Lusaka month. */
    newThisMonth: z.number().int(),
  }),
  loads: z.object({
    total: z.number().int(),
    /** Statuses as a reader sees them: an ACTIVE load past its expiry counts as expired. */
    active: z.number().int(),
    accepted: z.number().int(),
    expired: z.number().int(),
    cancelled: z.number().int(),
    totalBids: z.number().int(),
  }),
  shipments: z.object({
    total: z.number().int(),
    /** PENDING_PICKUP + AWAITING_PICKUP + PICKED_UP + IN_TRANSIT. */
    inProgress: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    /** Delivered shipments / total loads × 100, to 1 decimal; 0 when there are no loads. */
    successRate: z.number(),
  }),
  /** What waits for an admin (issue 40): disputes not resolved, documents not yet reviewed. */
  attention: z.object({
    openDisputes: z.number().int(),
    documentsToReview: z.number().int(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------- exports

/** The revenue CSV's header row. */
export const REVENUE_CSV_COLUMNS = [
  'Shipment',
  'Date',
  'Cargo',
  'Cargo owner',
  'Transporter',
  'Original amount (K)',
  'Platform fee (K)',
  'Transporter amount (K)',
  'Refunded to cargo owner (K)',
] as const;

/** The export's file name for a Lusaka day 'YYYY-MM-DD'. */
export function adminExportFilename(kind: 'summary' | 'revenue', day: string): string {
  return `njira-${kind}-${day}.csv`;
}
