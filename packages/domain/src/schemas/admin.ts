import { z } from 'zod';
import { ACTIVITY_TYPES, USER_STATUSES } from '../activity-types.ts';
import { ROLES } from '../roles.ts';
import { textField } from './text.ts';

/**
 * The admin workspace's API (/api/admin, admins only), issue 12. What each number means exactly is
 * in docs/decisions/017-admin-aggregates.md. Money is Kwacha; dates are ISO strings; months are
 * Lusaka months ('YYYY-MM').
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
const adminSearch = textField('search', { max: 100 }).optional();

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
    /** Platform fees of transactions (DELIVERED shipments) dated in the current Lusaka month. */
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
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------- users

export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  /** Full name, e-mail or company name. */
  search: adminSearch,
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserCountsQuerySchema = z.object({ search: adminSearch });
export type AdminUserCountsQuery = z.output<typeof adminUserCountsQuerySchema>;

/** A row of GET /api/admin/users (newest account first) and the answer of PATCH /api/admin/users/:id. */
export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** Loads this user posted (cargo owners; 0 for others). */
  quotes: z.number().int(),
  /** Shipments this user is a party of, as cargo owner or as transporter. */
  shipments: z.number().int(),
  /** Ratings received: mean of the stars to 1 decimal (null when none) and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users/counts: the counters above the list, for the same search (role/status ignored). */
export const adminUserCountsSchema = z.object({
  total: z.number().int(),
  transporters: z.number().int(),
  cargoOwners: z.number().int(),
  admins: z.number().int(),
  active: z.number().int(),
  suspended: z.number().int(),
});
export type AdminUserCounts = z.infer<typeof adminUserCountsSchema>;

/** PATCH /api/admin/users/:id: suspend or reactivate. */
export const adminUserUpdateSchema = z.object({
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

// ---------------------------------------------------------------- revenue

/** GET /api/admin/revenue: the Platform Revenue cards. Transactions are DELIVERED shipments. */
export const adminRevenueSchema = z.object({
  /** Platform fees (20%) of transactions dated in the current Lusaka month. */
  thisMonthFees: z.number(),
  lastMonthFees: z.number(),
  /** (this − last) / last × 100; 0 when last month is 0. */
  growth: z.number(),
  /** Platform fees of every transaction. */
  lifetimeFees: z.number(),
  /** Summed amounts of every transaction (what the cargo owners paid). */
  totalVolume: z.number(),
  /** How many transactions (DELIVERED shipments). */
  transactions: z.number().int(),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

export const adminTransactionsQuerySchema = adminPageQuerySchema;
export type AdminTransactionsQuery = AdminPageQuery;

/** A row of GET /api/admin/revenue/transactions, newest date first (spec: Platform fee record). */
export const platformFeeRecordSchema = z.object({
  shipmentId: z.string(),
  cargo: z.string(),
  /** The cargo owner's company name. */
  cargoOwner: z.string(),
  /** The transporter's company name. */
  transporter: z.string(),
  /** The transaction's date: completedAt, else deliveryDate, else createdAt. */
  date: z.string(),
  originalAmount: z.number(),
  platformFee: z.number(),
  transporterAmount: z.number(),
});
export type PlatformFeeRecord = z.infer<typeof platformFeeRecordSchema>;

// ---------------------------------------------------------------- analytics

export const adminTrendMonthSchema = z.object({
  /** 'YYYY-MM', Lusaka. */
  month: z.string(),
  /** Loads posted in the month (by createdAt). */
  quotes: z.number().int(),
  /** Shipments created in the month (by createdAt). */
  shipments: z.number().int(),
  /** Platform fees of transactions dated in the month. */
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

// ---------------------------------------------------------------- activities

export const adminActivitiesQuerySchema = adminPageQuerySchema.extend({
  /** The entry's description or the user it names. */
  search: adminSearch,
  type: z.enum(ACTIVITY_TYPES, { error: `type must be one of ${ACTIVITY_TYPES.join(', ')}` }).optional(),
});
export type AdminActivitiesQuery = z.output<typeof adminActivitiesQuerySchema>;

export const adminActivityCountsQuerySchema = z.object({ search: adminSearch });
export type AdminActivityCountsQuery = z.output<typeof adminActivityCountsQuerySchema>;

/** A row of GET /api/admin/activities, newest first (spec: Activity record). */
export const adminActivitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  /** Who did it: a company for the market sides, 'Name (admin)' for an admin. */
  user: z.string(),
  timestamp: z.string(),
  metadata: z.object({
    amount: z.number().optional(),
    status: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    weight: z.number().optional(),
    quoteId: z.string().optional(),
    shipmentId: z.string().optional(),
    transporter: z.string().optional(),
  }),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

/** GET /api/admin/activities/counts: total and one count per type (0 when none), for a search. */
export const adminActivityCountsSchema = z.object({
  total: z.number().int(),
  byType: z.object(
    Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, z.number().int()])) as Record<
      (typeof ACTIVITY_TYPES)[number],
      z.ZodNumber
    >,
  ),
});
export type AdminActivityCounts = z.infer<typeof adminActivityCountsSchema>;

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
] as const;

/** The export's file name for a Lusaka day 'YYYY-MM-DD'. */
export function adminExportFilename(kind: 'summary' | 'revenue', day: string): string {
  return `njira-${kind}-${day}.csv`;
}
