import { type AdminUser, ratingSummary } from '@njira/domain';
import type { AdminUserRow } from '../../db/queries/admin-users.ts';

/** An account as the admin's Users screen shows it, with its own counts and rating. */
export function toAdminUserDto(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    quotes: row.quotes,
    shipments: row.shipments,
    rating: ratingSummary(row.ratingSum, row.ratingCount),
  };
}
