import { z } from 'zod';
import { ACTIVITY_TYPES } from '../activity-types.ts';
import { adminPageQuerySchema, adminSearch } from './admin.ts';

/** The admin's Activity Logs screen: the log and its counts per type. */

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
