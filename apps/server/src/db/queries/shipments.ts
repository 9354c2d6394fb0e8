import type { ShipmentStatus } from '@njira/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RatingTotals } from '../../features/ratings/rating-view.ts';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { ratings } from '../schema/ratings.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { containsPattern, sqlList } from './sql-helpers.ts';
import type { UserRow } from './users.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentUpdate = Partial<Omit<typeof shipments.$inferInsert, 'id' | 'quoteId' | 'bidId'>>;
export type ProgressRow = typeof shipmentProgress.$inferSelect;
export type NewProgressRow = Omit<typeof shipmentProgress.$inferInsert, 'id' | 'createdAt'>;
export type PartyRow = Pick<UserRow, 'id' | 'fullName' | 'companyName' | 'email' | 'phoneNumber'>;

export interface ShipmentWithParties {
  shipment: ShipmentRow;
  owner: PartyRow & RatingTotals;
  transporter: PartyRow & RatingTotals;
  /** Its progress history, oldest first; empty unless the read asked for it. */
  history: ProgressRow[];
  /** The viewer's own rating of the other party, if given. */
  myRating: RatingJson | null;
}

/** The viewer's rating as the JSON sub-select returns it (timestamp as text). */
export interface RatingJson {
  stars: number;
  comment: string | null;
  createdAt: string;
}

/** A history entry as the JSON sub-select returns it (timestamps as text). */
type ProgressJson = Omit<ProgressRow, 'createdAt'> & { createdAt: string };

/** The shipment's history as one JSON column of its own row: one statement per read (ADR 010). */
const historyJson = sql<ProgressJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'shipmentId', p.shipment_id, 'status', p.status, 'progress', p.progress,
    'location', p.location, 'notes', p.notes, 'updatedBy', p.updated_by,
    'updatedById', p.updated_by_id, 'createdAt', p.created_at)
    order by p.created_at, p.id)
  from ${shipmentProgress} p
  where p.shipment_id = ${shipments.id}
), '[]'::json)`;

/** The shipments a scope may touch: an owner's own, a transporter's assigned, or every one. */
export function shipmentScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(shipments.ownerId, scope.ownerId);
  if ('transporterId' in scope) return eq(shipments.transporterId, scope.transporterId);
  return undefined;
}

/** The rating `viewerId` (a value or a placeholder) gave on the shipment, as JSON, or null. */
const myRatingJson = (viewerId: unknown) => sql<RatingJson | null>`(
  select json_build_object('stars', r.stars, 'comment', r.comment, 'createdAt', r.created_at)
  from ${ratings} r
  where r.shipment_id = ${shipments.id} and r.rater_id = ${viewerId}
)`;

const ownerUser = alias(users, 'owner_user');
const transporterUser = alias(users, 'transporter_user');
const ownerSettings = alias(userSettings, 'owner_settings');
const transporterSettings = alias(userSettings, 'transporter_settings');

/** A party's columns, its rating totals and whether it shows them (no settings row: the default, shown). */
function partyOf(
  user: typeof ownerUser | typeof transporterUser,
  settings: typeof ownerSettings | typeof transporterSettings,
) {
  return {
    id: user.id,
    fullName: user.fullName,
    companyName: user.companyName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    ratingSum: user.ratingSum,
    ratingCount: user.ratingCount,
    showRatings: sql<boolean>`coalesce(${settings.showRatings}, true)`,
  };
}

/** `viewerId`: whose own rating to read (a value, or a prepared statement's placeholder). */
function withParties(db: DbOrTx, opts: { history: boolean }, viewerId: unknown) {
  return db
    .select({
      history: opts.history ? historyJson : sql<ProgressJson[]>`'[]'::json`,
      myRating: myRatingJson(viewerId),
      shipment: shipments,
      owner: partyOf(ownerUser, ownerSettings),
      transporter: partyOf(transporterUser, transporterSettings),
    })
    .from(shipments)
    .innerJoin(ownerUser, eq(ownerUser.id, shipments.ownerId))
    .innerJoin(transporterUser, eq(transporterUser.id, shipments.transporterId))
    .leftJoin(ownerSettings, eq(ownerSettings.userId, shipments.ownerId))
    .leftJoin(transporterSettings, eq(transporterSettings.userId, shipments.transporterId));
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

function toShipmentWithParties(
  row: Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number],
): ShipmentWithParties {
  return {
    ...row,
    history: row.history.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })),
  };
}

/**
 * One page, newest first, and the total that matches; `history` adds each one's progress history,
 * `viewerId` is whose own ratings to read.
 */
export async function listShipments(
  db: DbOrTx,
  scope: Scope,
  filter: ShipmentFilter,
  viewerId: string,
  opts: { history: boolean } = { history: false },
): Promise<{ rows: ShipmentWithParties[]; total: number }> {
  const where = filterCondition(scope, filter);
  const [rows, [counted]] = await Promise.all([
    withParties(db, opts, viewerId)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  return { rows: rows.map(toShipmentWithParties), total: counted?.total ?? 0 };
}

/** The shipment with both parties, its history and `viewerId`'s own rating, if the scope may see it. */
export async function findShipment(
  db: DbOrTx,
  scope: Scope,
  id: string,
  viewerId: string,
): Promise<ShipmentWithParties | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const statement = prepared(db, `shipment_with_parties_${kind}`, (name) =>
    withParties(db, { history: true }, sql.placeholder('viewerId'))
      .where(and(eq(shipments.id, sql.placeholder('id')), shipmentScopeCondition(placeholderScope(kind))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, scopeId, viewerId });
  return row ? toShipmentWithParties(row) : undefined;
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
