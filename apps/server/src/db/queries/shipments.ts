import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
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

/** Whose shipments a query may touch: one owner's, one transporter's, or every one (admin). */
export type ShipmentScope = { ownerId: string } | { transporterId: string } | { all: true };

export function scopeCondition(scope: ShipmentScope): SQL | undefined {
  if ('ownerId' in scope) return eq(shipments.ownerId, scope.ownerId);
  if ('transporterId' in scope) return eq(shipments.transporterId, scope.transporterId);
  return undefined;
}

/** `%`, `_` and `\` in a search term match themselves, not any text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  scope: ShipmentScope;
  statuses?: readonly ShipmentStatus[] | undefined;
  /** Case-insensitive substring over id, cargo, from and to. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

function filterCondition(f: Omit<ShipmentFilter, 'limit' | 'offset'>): SQL | undefined {
  const search = f.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
  return and(
    scopeCondition(f.scope),
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
  filter: ShipmentFilter,
): Promise<{ rows: ShipmentWithParties[]; total: number }> {
  const where = filterCondition(filter);
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

export async function findShipment(db: DbOrTx, id: string): Promise<ShipmentWithParties | undefined> {
  const [row] = await withParties(db).where(eq(shipments.id, id)).limit(1);
  return row;
}

/** Locks the row until the transaction ends, so concurrent updates queue instead of racing. */
export async function lockShipment(tx: DbOrTx, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update').limit(1);
  return row;
}

export async function updateShipment(tx: DbOrTx, id: string, values: ShipmentUpdate): Promise<ShipmentRow> {
  const [row] = await tx.update(shipments).set(values).where(eq(shipments.id, id)).returning();
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

/** Each shipment's history, oldest first. */
export async function progressFor(db: DbOrTx, shipmentIds: string[]): Promise<Map<string, ProgressRow[]>> {
  const byShipment = new Map<string, ProgressRow[]>(shipmentIds.map((id) => [id, []]));
  if (shipmentIds.length === 0) return byShipment;
  const rows = await db
    .select()
    .from(shipmentProgress)
    .where(inArray(shipmentProgress.shipmentId, shipmentIds))
    .orderBy(asc(shipmentProgress.createdAt), asc(shipmentProgress.id));
  for (const row of rows) byShipment.get(row.shipmentId)?.push(row);
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
  scope: ShipmentScope,
  sets: { active: readonly ShipmentStatus[]; completed: readonly ShipmentStatus[] },
): Promise<ShipmentStatsRow> {
  const inSet = (set: readonly ShipmentStatus[]) =>
    sql.join(
      set.map((s) => sql`${s}`),
      sql`, `,
    );
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${shipments.status} in (${inSet(sets.active)}))::int`,
      inTransit: sql<number>`count(*) filter (where ${shipments.status} = 'IN_TRANSIT')::int`,
      completed: sql<number>`count(*) filter (where ${shipments.status} in (${inSet(sets.completed)}))::int`,
      totalValueNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}) filter (where ${shipments.status} <> 'CANCELLED'), 0)::bigint`,
    })
    .from(shipments)
    .where(scopeCondition(scope));
  return row ?? { active: 0, inTransit: 0, completed: 0, totalValueNgwee: 0 };
}
