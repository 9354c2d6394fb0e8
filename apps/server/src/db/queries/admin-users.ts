import type { Role, UserStatus } from '@njira/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { containsPattern } from './sql-helpers.ts';

/**
 * The admin's Users screen (ADR 017): every account, each with its own counts, all in SQL (the
 * counters: `admin-user-counts.ts`).
 */

export interface AdminUserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
}

/** The text the search looks in: the expression of `users_search_idx` (trigrams), so it is used. */
const searchText = sql`(${users.fullName} || chr(31) || ${users.email} || chr(31) || ${users.companyName})`;

/** The accounts a filter matches. */
export function adminUserWhere(filter: AdminUserFilter): SQL | undefined {
  return and(
    filter.search ? sql`${searchText} ilike ${containsPattern(filter.search)}` : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
}

// Qualified: inside the sub-selects a bare "id" would be the sub-select's own table's.
const userId = sql`${users}.${sql.identifier('id')}`;

/** Each counted from its own index (quotes_owner_created_idx, shipments_*_created_idx). */
const adminUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  companyName: users.companyName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  ratingSum: users.ratingSum,
  ratingCount: users.ratingCount,
  quotes: sql<number>`(select count(*) from ${quotes} where ${quotes.ownerId} = ${userId})::int`,
  // A user has one role, so it is never both parties of one shipment: the two counts add up.
  shipments: sql<number>`((select count(*) from ${shipments} where ${shipments.ownerId} = ${userId})
    + (select count(*) from ${shipments} where ${shipments.transporterId} = ${userId}))::int`,
};

export type AdminUserRow = {
  id: string;
  fullName: string;
  email: string;
  companyName: string;
  phoneNumber: string;
  role: Role;
  status: UserStatus;
  createdAt: Date;
  ratingSum: number;
  ratingCount: number;
  quotes: number;
  shipments: number;
};

/**
 * One page of accounts, newest first (users_created_idx). The page's ids are chosen first, so the
 * per-user counts are taken for the rows shown only, not for the rows an offset skips.
 */
export function listAdminUsers(
  db: DbOrTx,
  filter: AdminUserFilter,
  page: { limit: number; offset: number },
): Promise<AdminUserRow[]> {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(adminUserWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(adminUserColumns)
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export async function findAdminUser(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Sets the status; returns the status it had, undefined when there is no such user. Locks the row. */
export async function setUserStatus(
  tx: DbOrTx,
  id: string,
  status: UserStatus,
): Promise<{ before: UserStatus } | undefined> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
  if (!row) return undefined;
  if (row.status !== status) {
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
  }
  return { before: row.status };
}
