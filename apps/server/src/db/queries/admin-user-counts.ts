import { count, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/users.ts';
import { type AdminUserFilter, adminUserWhere } from './admin-users.ts';

/** How many accounts match; with `upTo`, counting stops past that many (see `countQuotes`). */
export async function countAdminUsers(db: DbOrTx, filter: AdminUserFilter, upTo?: number): Promise<number> {
  if (upTo === undefined) {
    const [row] = await db.select({ n: count() }).from(users).where(adminUserWhere(filter));
    return row?.n ?? 0;
  }
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(adminUserWhere(filter))
    .limit(upTo + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** The counters above the list: by role and by status, for a search (one pass over the matches). */
export async function adminUserCounts(db: DbOrTx, search: string | undefined) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      transporters: sql<number>`count(*) filter (where ${users.role} = 'transporter')::int`,
      cargoOwners: sql<number>`count(*) filter (where ${users.role} = 'cargo-owner')::int`,
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
      suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')::int`,
    })
    .from(users)
    .where(adminUserWhere({ search }));
  if (!row) throw new Error('the user counts query returned no row');
  return row;
}

/** The overview's two user figures the dashboard's aggregate does not have. */
export async function userStatusFigures(db: DbOrTx, monthStart: SQL) {
  const [row] = await db
    .select({
      suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')::int`,
      newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart})::int`,
    })
    .from(users);
  if (!row) throw new Error('the user status query returned no row');
  return row;
}
