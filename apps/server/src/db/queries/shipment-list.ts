import type { ShipmentStatus } from '@njira/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import type { Scope } from '../scope.ts';
import { collect, HISTORY_ORDER, type ShipmentWithParties, withParties } from './shipment-detail.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { containsPattern } from './sql-helpers.ts';

const NEWEST_FIRST = [desc(shipments.createdAt), desc(shipments.id)];

export interface ShipmentFilter {
  statuses?: readonly ShipmentStatus[] | undefined;
  /** Case-insensitive substring over id, cargo, from and to. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

function filterCondition(scope: Scope, f: Omit<ShipmentFilter, 'limit' | 'offset'>): SQL | undefined {
  const search = f.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    shipmentScopeCondition(scope),
    f.statuses ? inArray(shipments.status, [...f.statuses]) : undefined,
    pattern
      ? or(
          sql`${shipments.id}::text ilike ${pattern}`,
          sql`${shipments.cargo} ilike ${pattern}`,
          sql`${shipments.fromLocation} ilike ${pattern}`,
          sql`${shipments.toLocation} ilike ${pattern}`,
        )
      : undefined,
  );
}

/**
 * One page, newest first, each with its history and `viewerId`'s own rating, and the total that
 * matches.
 */
export async function listShipments(
  db: DbOrTx,
  scope: Scope,
  filter: ShipmentFilter,
  viewerId: string,
): Promise<{ rows: ShipmentWithParties[]; total: number }> {
  const where = filterCondition(scope, filter);
  const page = db
    .select({ id: shipments.id })
    .from(shipments)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    withParties(db, viewerId)
      .innerJoin(page, eq(page.id, shipments.id))
      .orderBy(...NEWEST_FIRST, ...HISTORY_ORDER),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  return { rows: collect(rows), total: counted?.total ?? 0 };
}
