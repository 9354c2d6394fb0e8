import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
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
import { carrierVerified } from './carrier-documents.ts';
import { escrowHeldNgwee, paymentReceived } from './shipment-money.ts';
import { type ProgressRow, type ShipmentRow, shipmentScopeCondition } from './shipments.ts';

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
  /** The owner's deposit completed, so the receipt exists. */
  receiptAvailable: boolean;
  /** Ngwee escrow holds now (`escrowCovers` says whether that secures the payment). */
  escrowHeldNgwee: number;
}

const ownerUser = alias(users, 'owner_user');
const transporterUser = alias(users, 'transporter_user');
const ownerSettings = alias(userSettings, 'owner_settings');
const transporterSettings = alias(userSettings, 'transporter_settings');
const myRating = alias(ratings, 'my_rating');

/**
 * A party's columns, its rating totals, and whether it shows them and its contact (no settings row:
 * the defaults, both shown).
 */
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
    showContactInfo: sql<boolean>`coalesce(${settings.showContactInfo}, true)`,
  };
}

/**
 * One row per history entry (a shipment has a handful), with both parties and the rating `viewerId`
 * (a value or a placeholder) gave on it, so a page is one statement; `collect` folds them.
 */
export function withParties(db: DbOrTx, viewerId: string | SQLWrapper) {
  return db
    .select({
      shipment: shipments,
      owner: partyOf(ownerUser, ownerSettings),
      transporter: {
        ...partyOf(transporterUser, transporterSettings),
        verified: carrierVerified(transporterUser.id),
      },
      myRating: { stars: myRating.stars, comment: myRating.comment, createdAt: myRating.createdAt },
      receiptAvailable: paymentReceived,
      escrowHeldNgwee,
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

export const HISTORY_ORDER = [asc(shipmentProgress.createdAt), asc(shipmentProgress.id)];

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

/** The joined rows, one shipment per id in the order they came, each with its history entries. */
export function collect(rows: JoinedRow[]): ShipmentWithParties[] {
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
