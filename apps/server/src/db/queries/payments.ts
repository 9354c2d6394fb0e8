import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { earningsDate, earningsMonth } from './earnings.ts';
import { paymentReceived } from './shipment-money.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { expectedDeliverySql, platformFeeNgwee, sqlList } from './sql-helpers.ts';

/** Only a cargo owner has payments: the scope is its own shipments, applied in every `where`. */
export type PaymentsScope = { ownerId: string };

export interface PaymentTotalsRow {
  paidNgwee: number;
  pendingNgwee: number;
  /** The platform's 20% of the paid and pending shipments, split per shipment as `splitNgwee` does. */
  feesNgwee: number;
  paidCount: number;
  pendingCount: number;
}

/** The Paid, Pending and Total Spent cards and the tab counts, in one statement. */
export async function paymentTotals(
  db: DbOrTx,
  scope: PaymentsScope,
  sets: { paid: readonly ShipmentStatus[]; pending: readonly ShipmentStatus[] },
): Promise<PaymentTotalsRow> {
  const paid = sql`${shipments.status} in (${sqlList(sets.paid)})`;
  const pending = sql`${shipments.status} in (${sqlList(sets.pending)})`;
  const sumWhere = (value: SQL, condition: SQL) =>
    sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({
      paidNgwee: sumWhere(sql`${shipments.amountNgwee}`, paid),
      pendingNgwee: sumWhere(sql`${shipments.amountNgwee}`, pending),
      feesNgwee: sumWhere(platformFeeNgwee(shipments.amountNgwee), sql`(${paid}) or (${pending})`),
      paidCount: sql<number>`count(*) filter (where ${paid})::int`,
      pendingCount: sql<number>`count(*) filter (where ${pending})::int`,
    })
    .from(shipments)
    .where(shipmentScopeCondition(scope));
  return row ?? { paidNgwee: 0, pendingNgwee: 0, feesNgwee: 0, paidCount: 0, pendingCount: 0 };
}

export interface PaymentRow {
  id: string;
  status: ShipmentStatus;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  date: Date;
  amountNgwee: number;
  transporterCompany: string;
  /** The owner's deposit completed, so the receipt exists. */
  receiptAvailable: boolean;
}

const expectedDate = expectedDeliverySql;

function paymentColumns(order: 'expected' | 'paid') {
  return {
    id: shipments.id,
    status: shipments.status,
    cargo: shipments.cargo,
    fromLocation: shipments.fromLocation,
    toLocation: shipments.toLocation,
    date: (order === 'paid' ? sql<Date>`${earningsDate}` : expectedDate).mapWith(shipments.createdAt),
    amountNgwee: shipments.amountNgwee,
    transporterCompany: users.companyName,
    receiptAvailable: paymentReceived,
  };
}

/**
 * One page of the owner's shipments in these statuses and the total that match: pending soonest
 * expected first (what is due next), paid newest delivery first.
 */
export async function listPayments(
  db: DbOrTx,
  scope: PaymentsScope,
  opts: { statuses: readonly ShipmentStatus[]; order: 'expected' | 'paid'; limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = and(shipmentScopeCondition(scope), inArray(shipments.status, [...opts.statuses]));
  const order =
    opts.order === 'expected'
      ? [asc(expectedDate), asc(shipments.id)]
      : [desc(earningsDate), desc(shipments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(paymentColumns(opts.order))
      .from(shipments)
      .innerJoin(users, eq(users.id, shipments.transporterId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(shipments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The owner's shipments delivered in one Lusaka month (its statement), oldest first. */
export function paidInMonth(
  db: DbOrTx,
  scope: PaymentsScope,
  opts: { month: string; paid: readonly ShipmentStatus[] },
): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns('paid'))
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.transporterId))
    .where(
      and(
        shipmentScopeCondition(scope),
        inArray(shipments.status, [...opts.paid]),
        eq(earningsMonth, opts.month),
      ),
    )
    .orderBy(asc(earningsDate), asc(shipments.id));
}
