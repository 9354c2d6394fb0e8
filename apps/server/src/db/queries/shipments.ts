import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { containsPattern, sqlList } from './sql-helpers.ts';
import type { UserRow } from './users.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentUpdate = Partial<Omit<typeof shipments.$inferInsert, 'id' | 'quoteId' | 'bidId'>>;
export type ProgressRow = typeof shipmentProgress.$inferSelect;
export type NewProgressRow = Omit<typeof shipmentProgress.$inferInsert, 'id' | 'createdAt'>;
export type PartyRow = Pick<UserRow, 'id' | 'fullName' | 'companyName' | 'email' | 'phoneNumber'>;

export interface ShipmentWithParties {
  shipment: ShipmentRow;
  owner: PartyRow;
  transporter: PartyRow;
}

/** The shipments a scope may touch: an owner's own, a transporter's assigned, or every one. */
export function shipmentScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(shipments.ownerId, scope.ownerId);
  if ('transporterId' in scope) return eq(shipments.transporterId, scope.transporterId);
  return undefined;
}

const ownerUser = alias(users, 'owner_user');
const transporterUser = alias(users, 'transporter_user');

function withParties(db: DbOrTx) {
  return db
    .select({
      shipment: shipments,
      owner: {
        id: ownerUser.id,
        fullName: ownerUser.fullName,
        companyName: ownerUser.companyName,
        email: ownerUser.email,
        phoneNumber: ownerUser.phoneNumber,
      },
      transporter: {
        id: transporterUser.id,
        fullName: transporterUser.fullName,
        companyName: transporterUser.companyName,
        email: transporterUser.email,
        phoneNumber: transporterUser.phoneNumber,
      },
    })
    .from(shipments)
    .innerJoin(ownerUser, eq(ownerUser.id, shipments.ownerId))
    .innerJoin(transporterUser, eq(transporterUser.id, shipments.transporterId));
}

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

/** One page, newest first, and the total that matches. */
export async function listShipments(
  db: DbOrTx,
  scope: Scope,
  filter: ShipmentFilter,
): Promise<{ rows: ShipmentWithParties[]; total: number }> {
  const where = filterCondition(scope, filter);
  const [rows, [counted]] = await Promise.all([
    withParties(db)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The shipment with both parties, if the scope may see it. */
export async function findShipment(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<ShipmentWithParties | undefined> {
  const [row] = await withParties(db)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .limit(1);
  return row;
}

/**
 * Locks the row (if the scope may see it) until the transaction ends, so concurrent updates queue
 * instead of racing.
 */
export async function lockShipment(tx: DbOrTx, scope: Scope, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateShipment(
  tx: DbOrTx,
  scope: Scope,
  id: string,
  values: ShipmentUpdate,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set(values)
    .where(and(eq(shipments.id, id), shipmentScopeCondition(scope)))
    .returning();
  if (!row) throw new Error(`update of shipment ${id} matched nothing`);
  return row;
}

/**
 * Stamped with clock_timestamp(), not the transaction's start time: an update that waited for the
 * row lock must sort after the one it waited for.
 */
export async function appendProgress(tx: DbOrTx, values: NewProgressRow): Promise<ProgressRow> {
  const [row] = await tx
    .insert(shipmentProgress)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert into shipment_progress returned nothing');
  return row;
}

/** Each shipment's history, oldest first (of the shipments the scope may see). */
export async function progressFor(
  db: DbOrTx,
  scope: Scope,
  shipmentIds: string[],
): Promise<Map<string, ProgressRow[]>> {
  const byShipment = new Map<string, ProgressRow[]>(shipmentIds.map((id) => [id, []]));
  if (shipmentIds.length === 0) return byShipment;
  const rows = await db
    .select({ progress: shipmentProgress })
    .from(shipmentProgress)
    .innerJoin(shipments, eq(shipments.id, shipmentProgress.shipmentId))
    .where(and(inArray(shipmentProgress.shipmentId, shipmentIds), shipmentScopeCondition(scope)))
    .orderBy(asc(shipmentProgress.createdAt), asc(shipmentProgress.id));
  for (const { progress } of rows) byShipment.get(progress.shipmentId)?.push(progress);
  return byShipment;
}

export interface ShipmentStatsRow {
  active: number;
  inTransit: number;
  completed: number;
  /** Sum of amounts of every shipment not cancelled, in ngwee. */
  totalValueNgwee: number;
}

export async function shipmentStats(
  db: DbOrTx,
  scope: Scope,
  sets: { active: readonly ShipmentStatus[]; completed: readonly ShipmentStatus[] },
): Promise<ShipmentStatsRow> {
  const inSet = sqlList;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${shipments.status} in (${inSet(sets.active)}))::int`,
      inTransit: sql<number>`count(*) filter (where ${shipments.status} = 'IN_TRANSIT')::int`,
      completed: sql<number>`count(*) filter (where ${shipments.status} in (${inSet(sets.completed)}))::int`,
      totalValueNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}) filter (where ${shipments.status} <> 'CANCELLED'), 0)::bigint`,
    })
    .from(shipments)
    .where(shipmentScopeCondition(scope));
  return row ?? { active: 0, inTransit: 0, completed: 0, totalValueNgwee: 0 };
}
