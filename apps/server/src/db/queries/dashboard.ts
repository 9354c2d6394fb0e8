import type { ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { type ShipmentScope, scopeCondition } from './shipments.ts';

export interface StatusTotals {
  count: number;
  amountNgwee: number;
}

/** How many shipments of each status one scope holds, and what they are worth. */
export async function shipmentTotalsByStatus(
  db: DbOrTx,
  scope: ShipmentScope,
): Promise<Map<ShipmentStatus, StatusTotals>> {
  const rows = await db
    .select({
      status: shipments.status,
      count: sql<number>`count(*)::int`,
      amountNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}), 0)::bigint`,
    })
    .from(shipments)
    .where(scopeCondition(scope))
    .groupBy(shipments.status);
  return new Map(rows.map((r) => [r.status, { count: r.count, amountNgwee: r.amountNgwee }]));
}

/** Each shipment's amount (ngwee) in these statuses, so fees can be split per shipment. */
export async function shipmentAmounts(
  db: DbOrTx,
  scope: ShipmentScope,
  statuses: readonly ShipmentStatus[],
): Promise<number[]> {
  const rows = await db
    .select({ amountNgwee: shipments.amountNgwee })
    .from(shipments)
    .where(and(scopeCondition(scope), inArray(shipments.status, [...statuses])));
  return rows.map((r) => r.amountNgwee);
}

/**
 * A transporter's delivered shipments whose earnings date (completedAt, else deliveryDate, else
 * createdAt) is on or after `since`: a superset of one month, which the domain then buckets.
 */
export async function deliveredSince(db: DbOrTx, transporterId: string, since: Date) {
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
        eq(shipments.transporterId, transporterId),
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

/** ACTIVE quotes not yet expired at `now`, newest first; one owner's when `ownerId` is given. */
export async function openQuotes(
  db: DbOrTx,
  opts: { now: Date; ownerId?: string; bidderId?: string },
): Promise<OpenQuoteRow[]> {
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
        and(
          eq(myBid.quoteId, quotes.id),
          opts.bidderId ? eq(myBid.transporterId, opts.bidderId) : sql`false`,
        ),
      )
      .where(
        and(
          eq(quotes.status, 'ACTIVE'),
          gt(quotes.expiresAt, opts.now),
          opts.ownerId ? eq(quotes.ownerId, opts.ownerId) : undefined,
        ),
      )
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
  );
}

/** The bid amounts (ngwee) on each of these quotes, lowest first. */
export async function bidAmountsFor(db: DbOrTx, quoteIds: string[]): Promise<Map<string, number[]>> {
  const byQuote = new Map<string, number[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({ quoteId: bids.quoteId, amountNgwee: bids.amountNgwee })
    .from(bids)
    .where(inArray(bids.quoteId, quoteIds))
    .orderBy(asc(bids.amountNgwee), asc(bids.createdAt));
  for (const row of rows) byQuote.get(row.quoteId)?.push(row.amountNgwee);
  return byQuote;
}

const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Platform-wide numbers, each an SQL aggregate: nothing is downloaded to be counted. */
export async function platformAggregates(
  db: DbOrTx,
  opts: { now: Date; inProgress: readonly ShipmentStatus[] },
) {
  const now = opts.now.toISOString();
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
        active: sql<number>`count(*) filter (where ${quotes.status} = 'ACTIVE' and ${quotes.expiresAt} > ${now})::int`,
        accepted: sql<number>`count(*) filter (where ${quotes.status} = 'ACCEPTED')::int`,
        expired: sql<number>`count(*) filter (where ${quotes.status} = 'EXPIRED' or (${quotes.status} = 'ACTIVE' and ${quotes.expiresAt} <= ${now}))::int`,
        cancelled: sql<number>`count(*) filter (where ${quotes.status} = 'CANCELLED')::int`,
      })
      .from(quotes),
    db
      .select({
        total: sql<number>`count(*)::int`,
        inProgress: sql<number>`count(*) filter (where ${shipments.status} in (${list(opts.inProgress)}))::int`,
        delivered: sql<number>`count(*) filter (where ${delivered})::int`,
        cancelled: sql<number>`count(*) filter (where ${shipments.status} = 'CANCELLED')::int`,
        volumeNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}) filter (where ${delivered}), 0)::bigint`,
        // splitNgwee per shipment: fee = amount / 5 rounded half away from zero, which is what
        // PostgreSQL's round(numeric) does (and amount / 5 never ends in exactly .5 anyway).
        feesNgwee: sql<number>`coalesce(sum(round(${shipments.amountNgwee}::numeric / 5)) filter (where ${delivered}), 0)::bigint`,
      })
      .from(shipments),
    db.select({ total: sql<number>`count(*)::int` }).from(bids),
  ]);
  if (!u || !q || !s || !b) throw new Error('an aggregate query returned no row');
  return { users: u, quotes: q, shipments: s, bids: b };
}
