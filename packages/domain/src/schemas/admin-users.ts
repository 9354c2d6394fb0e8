import { z } from 'zod';
import { USER_STATUSES } from '../activity-types.ts';
import { ROLES } from '../roles.ts';
import { adminPageQuerySchema, adminSearch } from './admin.ts';
import { userSchema } from './auth.ts';

/** The admin's Users screen: the list, its counters, suspending and reactivating. */

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
export const adminUserSchema = userSchema
  .pick({
    id: true,
    fullName: true,
    email: true,
    companyName: true,
    phoneNumber: true,
    role: true,
    createdAt: true,
  })
  .extend({
    status: z.enum(USER_STATUSES),
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
