import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { AllRows, Scope } from '../scope.ts';
import { quoteIsOpen, quoteScopeCondition, quoteStatusIs } from './quotes.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { platformFeeNgwee, sqlList } from './sql-helpers.ts';

export interface StatusTotals {
  count: number;
  amountNgwee: number;
}

/** How many shipments of each status one scope holds, and what they are worth. */
export async function shipmentTotalsByStatus(
  db: DbOrTx,
  scope: Scope,
): Promise<Map<ShipmentStatus, StatusTotals>> {
  const rows = await db
    .select({
      status: shipments.status,
      count: sql<number>`count(*)::int`,
      amountNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
    })
    .from(shipments)
    .where(shipmentScopeCondition(scope))
    .groupBy(shipments.status);
  return new Map(rows.map((r) => [r.status, { count: r.count, amountNgwee: r.amountNgwee }]));
}

/** Each shipment's amount (ngwee) in these statuses, so fees can be split per shipment. */
export async function shipmentAmounts(
  db: DbOrTx,
  scope: Scope,
  statuses: readonly ShipmentStatus[],
): Promise<number[]> {
  const rows = await db
    .select({ amountNgwee: shipments.amountNgwee })
    .from(shipments)
    .where(and(shipmentScopeCondition(scope), inArray(shipments.status, [...statuses])));
  return rows.map((r) => r.amountNgwee);
}

/**
 * A transporter's delivered shipments whose earnings date (completedAt, else deliveryDate, else
 * createdAt) is on or after `since`: a superset of one month, which the domain then buckets.
 */
export async function deliveredSince(db: DbOrTx, scope: { transporterId: string }, since: Date) {
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
        sql`coalesce(${shipments.completedAt}, ${shipments.deliveryDate}, ${shipments.createdAt}) >= ${since.toISOString()}`,
      ),
    );
}

export interface OpenQuoteRow {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  weightKg: number;
  distanceKm: number | null;
  pickupDate: Date;
  expiresAt: Date;
  maxBudgetNgwee: number;
  estimatedValueNgwee: number | null;
  insuranceRequired: boolean;
  bidCount: number;
  /** Whether `bidderId` has bid on it (false when no bidder was given). */
  hasMyBid: boolean;
}

/**
 * Open quotes (ACTIVE, not expired at `now`) that the scope may see, newest first: an owner's own,
 * every open load for a transporter, which `hasMyBid` marks when it bid.
 */
export async function openQuotes(
  db: DbOrTx,
  scope: { ownerId: string } | { transporterId: string },
  now: Date,
): Promise<OpenQuoteRow[]> {
  const bidderId = 'transporterId' in scope ? scope.transporterId : undefined;
  // Joins rather than correlated subqueries in the select list: Drizzle leaves the columns of a
  // one-table select unqualified, and `quote_id = id` inside a subquery on bids would mean bids.id.
  const counts = db
    .select({ quoteId: bids.quoteId, n: sql<number>`count(*)::int`.as('n') })
    .from(bids)
    .groupBy(bids.quoteId)
    .as('bid_counts');
  const myBid = alias(bids, 'my_bid');
  return (
    db
      .select({
        id: quotes.id,
        cargo: quotes.cargo,
        fromLocation: quotes.fromLocation,
        toLocation: quotes.toLocation,
        weightKg: quotes.weightKg,
        distanceKm: quotes.distanceKm,
        pickupDate: quotes.pickupDate,
        expiresAt: quotes.expiresAt,
        maxBudgetNgwee: quotes.maxBudgetNgwee,
        estimatedValueNgwee: quotes.estimatedValueNgwee,
        insuranceRequired: quotes.insuranceRequired,
        bidCount: sql<number>`coalesce(${counts.n}, 0)::int`,
        hasMyBid: sql<boolean>`${myBid.id} is not null`,
      })
      .from(quotes)
      .leftJoin(counts, eq(counts.quoteId, quotes.id))
      // One bid per transporter per quote (a unique constraint), so this join never multiplies rows.
      .leftJoin(
        myBid,
        and(eq(myBid.quoteId, quotes.id), bidderId ? eq(myBid.transporterId, bidderId) : sql`false`),
      )
      .where(and(quoteIsOpen(now), quoteScopeCondition(scope)))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
  );
}

/** The bid amounts (ngwee) on each of these quotes that the scope may see, lowest first. */
export async function bidAmountsFor(
  db: DbOrTx,
  scope: Scope,
  quoteIds: string[],
): Promise<Map<string, number[]>> {
  const byQuote = new Map<string, number[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({ quoteId: bids.quoteId, amountNgwee: bids.amountNgwee })
    .from(bids)
    .innerJoin(quotes, eq(quotes.id, bids.quoteId))
    .where(and(inArray(bids.quoteId, quoteIds), quoteScopeCondition(scope)))
    .orderBy(asc(bids.amountNgwee), asc(bids.createdAt));
  for (const row of rows) byQuote.get(row.quoteId)?.push(row.amountNgwee);
  return byQuote;
}

/** Platform-wide numbers, each an SQL aggregate: nothing is downloaded to be counted. */
export async function platformAggregates(
  db: DbOrTx,
  _scope: AllRows,
  opts: { now: Date; inProgress: readonly ShipmentStatus[] },
) {
  const { now } = opts;
  const delivered = sql`${shipments.status} = 'DELIVERED'`;
  const [[u], [q], [s], [b]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        transporters: sql<number>`count(*) filter (where ${users.role} = 'transporter')::int`,
        cargoOwners: sql<number>`count(*) filter (where ${users.role} = 'cargo-owner')::int`,
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      })
      .from(users),
    // The status a reader sees: an ACTIVE quote past its expiry already counts as EXPIRED.
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${quoteStatusIs('ACTIVE', now)})::int`,
        accepted: sql<number>`count(*) filter (where ${quoteStatusIs('ACCEPTED', now)})::int`,
        expired: sql<number>`count(*) filter (where ${quoteStatusIs('EXPIRED', now)})::int`,
        cancelled: sql<number>`count(*) filter (where ${quoteStatusIs('CANCELLED', now)})::int`,
      })
      .from(quotes),
    db
      .select({
        total: sql<number>`count(*)::int`,
        inProgress: sql<number>`count(*) filter (where ${shipments.status} in (${sqlList(opts.inProgress)}))::int`,
        delivered: sql<number>`count(*) filter (where ${delivered})::int`,
        cancelled: sql<number>`count(*) filter (where ${shipments.status} = 'CANCELLED')::int`,
        volumeNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}) filter (where ${delivered}), 0)::bigint`,
        // The fee of each shipment, as the domain's splitNgwee computes it, then added up.
        feesNgwee: sql<number>`coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}) filter (where ${delivered}), 0)::bigint`,
      })
      .from(shipments),
    db.select({ total: sql<number>`count(*)::int` }).from(bids),
  ]);
  if (!u || !q || !s || !b) throw new Error('an aggregate query returned no row');
  return { users: u, quotes: q, shipments: s, bids: b };
}
