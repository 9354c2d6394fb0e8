import { APP_TIME_ZONE, type ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { paymentReceived } from './shipment-money.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { expectedDeliverySql, platformFeeNgwee } from './sql-helpers.ts';

/** Only a transporter has earnings: the scope is its own shipments, applied in every `where`. */
export type EarningsScope = { transporterId: string };

/** The transporter's 80% of one shipment in ngwee, as the domain's `splitNgwee` computes it. */
export const earnedNgwee = sql`(${shipments.amountNgwee} - ${platformFeeNgwee(shipments.amountNgwee)})`;

/** The instant a shipment's earnings count from: completedAt, else deliveryDate, else createdAt. */
export const earningsDate = sql`coalesce(${shipments.completedAt}, ${shipments.deliveryDate}, ${shipments.createdAt})`;

/** The domain's `earningsMonthKey` in SQL: 'YYYY-MM' of the earnings date in Lusaka time. */
export const earningsMonth = sql`to_char(${earningsDate} at time zone ${APP_TIME_ZONE}, 'YYYY-MM')`;

/** Paid: a transporter's earnings are its DELIVERED shipments. */
export const delivered = sql`${shipments.status} = 'DELIVERED'`;

export interface EarningRow {
  id: string;
  status: ShipmentStatus;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  pickupDate: Date;
  expectedDate: Date;
  earnedOn: Date;
  amountNgwee: number;
  earnedNgwee: number;
  /** The owner's deposit completed, so the receipt exists. */
  receiptAvailable: boolean;
}

const earningColumns = {
  id: shipments.id,
  status: shipments.status,
  cargo: shipments.cargo,
  fromLocation: shipments.fromLocation,
  toLocation: shipments.toLocation,
  pickupDate: shipments.pickupDate,
  expectedDate: expectedDeliverySql.mapWith(shipments.deliveryDate),
  earnedOn: sql<Date>`${earningsDate}`.mapWith(shipments.createdAt),
  amountNgwee: shipments.amountNgwee,
  earnedNgwee: sql<number>`${earnedNgwee}::bigint`.mapWith(Number),
  receiptAvailable: paymentReceived,
};

/**
 * One page of the transporter's shipments in these statuses and the total that match. Pending ones
 * come soonest-expected first (what to deliver next); paid ones newest earnings first.
 */
export async function listEarnings(
  db: DbOrTx,
  scope: EarningsScope,
  opts: { statuses: readonly ShipmentStatus[]; order: 'expected' | 'earned'; limit: number; offset: number },
): Promise<{ rows: EarningRow[]; total: number }> {
  const where = and(shipmentScopeCondition(scope), inArray(shipments.status, [...opts.statuses]));
  const order =
    opts.order === 'expected'
      ? [asc(earningColumns.expectedDate), asc(shipments.id)]
      : [desc(earningsDate), desc(shipments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(earningColumns)
      .from(shipments)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The transporter's shipments delivered in one Lusaka month (its statement), oldest first, each
 * with its cargo owner's company.
 */
export function deliveredInMonth(
  db: DbOrTx,
  scope: EarningsScope,
  month: string,
): Promise<(EarningRow & { ownerCompany: string })[]> {
  return db
    .select({ ...earningColumns, ownerCompany: users.companyName })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.ownerId))
    .where(and(shipmentScopeCondition(scope), delivered, eq(earningsMonth, month)))
    .orderBy(asc(earningsDate), asc(shipments.id));
}
