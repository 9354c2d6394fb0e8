import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RatedPartyRow } from '../../features/parties/party-dto.ts';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { ratings } from '../schema/ratings.ts';
import { shipmentProgress } from '../schema/shipment-progress.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { containsPattern } from './sql-helpers.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentUpdate = Partial<Omit<typeof shipments.$inferInsert, 'id' | 'quoteId' | 'bidId'>>;
export type ProgressRow = typeof shipmentProgress.$inferSelect;
export type NewProgressRow = Omit<typeof shipmentProgress.$inferInsert, 'id' | 'createdAt'>;

/** The reader's own rating of the other party on a shipment. */
export interface MyRatingRow {
  stars: number;
  comment: string | null;
  createdAt: Date;
}

export interface ShipmentWithParties {
  shipment: ShipmentRow;
  owner: RatedPartyRow;
  transporter: RatedPartyRow;
  /** Its progress history, oldest first. */
  history: ProgressRow[];
  /** The viewer's own rating of the other party, if given. */
  myRating: MyRatingRow | null;
}

/** The shipments a scope may touch: an owner's own, a transporter's assigned, or every one. */
export function shipmentScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(shipments.ownerId, scope.ownerId);
  if ('transporterId' in scope) return eq(shipments.transporterId, scope.transporterId);
  return undefined;
}

const ownerUser = alias(users, 'owner_user');
const transporterUser = alias(users, 'transporter_user');
const ownerSettings = alias(userSettings, 'owner_settings');
const transporterSettings = alias(userSettings, 'transporter_settings');
const myRating = alias(ratings, 'my_rating');

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

/**
 * One row per history entry (a shipment has a handful), with both parties and the rating `viewerId`
 * (a value or a placeholder) gave on it, so a page is one statement; `collect` folds them.
 */
function withParties(db: DbOrTx, viewerId: string | SQLWrapper) {
  return db
    .select({
      shipment: shipments,
      owner: partyOf(ownerUser, ownerSettings),
      transporter: partyOf(transporterUser, transporterSettings),
      myRating: { stars: myRating.stars, comment: myRating.comment, createdAt: myRating.createdAt },
      entry: shipmentProgress,
    })
    .from(shipments)
    .innerJoin(ownerUser, eq(ownerUser.id, shipments.ownerId))
    .innerJoin(transporterUser, eq(transporterUser.id, shipments.transporterId))
    .leftJoin(ownerSettings, eq(ownerSettings.userId, shipments.ownerId))
    .leftJoin(transporterSettings, eq(transporterSettings.userId, shipments.transporterId))
    .leftJoin(myRating, and(eq(myRating.shipmentId, shipments.id), eq(myRating.raterId, viewerId)))
    .leftJoin(shipmentProgress, eq(shipmentProgress.shipmentId, shipments.id));
}

const NEWEST_FIRST = [desc(shipments.createdAt), desc(shipments.id)];
const HISTORY_ORDER = [asc(shipmentProgress.createdAt), asc(shipmentProgress.id)];

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

/** The joined rows, one shipment per id in the order they came, each with its history entries. */
function collect(rows: JoinedRow[]): ShipmentWithParties[] {
  const byId = new Map<string, ShipmentWithParties>();
  for (const { entry, ...row } of rows) {
    let found = byId.get(row.shipment.id);
    if (!found) {
      found = { ...row, history: [] };
      byId.set(row.shipment.id, found);
    }
    if (entry) found.history.push(entry);
  }
  return [...byId.values()];
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

/** The shipment with both parties, its history and `viewerId`'s own rating, if the scope may see it. */
export async function findShipment(
  db: DbOrTx,
  scope: Scope,
  id: string,
  viewerId: string,
): Promise<ShipmentWithParties | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const statement = prepared(db, `shipment_with_parties_${kind}`, (name) =>
    withParties(db, sql.placeholder('viewerId'))
      .where(and(eq(shipments.id, sql.placeholder('id')), shipmentScopeCondition(placeholderScope(kind))))
      .orderBy(...HISTORY_ORDER)
      .prepare(name),
  );
  return collect(await statement.execute({ id, scopeId, viewerId }))[0];
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
