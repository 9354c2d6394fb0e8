import type { ShipmentStatus } from '@njira/domain';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { Scope } from '../scope.ts';
import { paymentReceived } from './shipment-money.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { expectedDeliverySql, platformFeeNgwee } from './sql-helpers.ts';

/** How many shipments a status holds, and their value (ngwee): whole, and the transporters' share. */
export interface StatusTotals {
  count: number;
  amountNgwee: number;
  /** The amounts less the platform's fee, each shipment split as the domain's `splitNgwee` does. */
  transporterNgwee: number;
}

export type TotalsByStatus = Map<ShipmentStatus, StatusTotals>;

/** The scope's shipments counted and added up per status. */
export async function shipmentStatusTotals(db: DbOrTx, scope: Scope): Promise<TotalsByStatus> {
  const rows = await db
    .select({
      status: shipments.status,
      count: sql<number>`count(*)::int`,
      amountNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
      transporterNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee} - ${platformFeeNgwee(shipments.amountNgwee)}), 0)::bigint`,
    })
    .from(shipments)
    .where(shipmentScopeCondition(scope))
    .groupBy(shipments.status);
  return new Map(rows.map(({ status, ...totals }) => [status, totals]));
}

/** Adds up one figure of the given statuses. */
export function sumOf(totals: TotalsByStatus, statuses: readonly ShipmentStatus[], key: keyof StatusTotals) {
  return statuses.reduce((acc, s) => acc + (totals.get(s)?.[key] ?? 0), 0);
}

/** The party's newest shipments, at most `limit`, in `statuses` when given, with the transporter's company. */
export function recentShipments(
  db: DbOrTx,
  scope: { ownerId: string } | { transporterId: string },
  opts: { limit: number; statuses?: readonly ShipmentStatus[] },
) {
  return db
    .select({
      id: shipments.id,
      status: shipments.status,
      cargo: shipments.cargo,
      fromLocation: shipments.fromLocation,
      toLocation: shipments.toLocation,
      pickupDate: shipments.pickupDate,
      amountNgwee: shipments.amountNgwee,
      expectedDelivery: expectedDeliverySql.mapWith(shipments.deliveryDate),
      progress: shipments.progress,
      transporterCompany: users.companyName,
      paid: paymentReceived,
    })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.transporterId))
    .where(
      and(
        shipmentScopeCondition(scope),
        opts.statuses ? inArray(shipments.status, [...opts.statuses]) : undefined,
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(opts.limit);
}

/**
 * The party's delivered shipments whose earnings date (completed, else delivery, else creation) is
 * on or after `since`: the domain buckets them into Lusaka months.
 */
export function deliveredSince(db: DbOrTx, scope: { transporterId: string }, since: Date) {
  return db
    .select({
      amountNgwee: shipments.amountNgwee,
      completedAt: shipments.completedAt,
      deliveryDate: shipments.deliveryDate,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .where(
      and(
        shipmentScopeCondition(scope),
        eq(shipments.status, 'DELIVERED'),
        gte(
          sql`coalesce(${shipments.completedAt}, ${shipments.deliveryDate}, ${shipments.createdAt})`,
          since,
        ),
      ),
    );
}
