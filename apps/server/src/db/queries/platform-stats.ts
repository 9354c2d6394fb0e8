import type { ShipmentStatus } from '@njira/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { AllRows } from '../scope.ts';
import { lifetimeRevenue } from './admin-revenue.ts';
import { quoteStatusIs } from './quote-filters.ts';
import { sqlList } from './sql-helpers.ts';

/**
 * Platform-wide numbers, each an SQL aggregate: nothing is downloaded to be counted. The money is
 * the ledger's: volume is what releases moved out of escrow, fees what they credited to revenue.
 */
export async function platformAggregates(
  db: DbOrTx,
  _scope: AllRows,
  opts: { now: Date; inProgress: readonly ShipmentStatus[] },
) {
  const { now } = opts;
  const delivered = sql`${shipments.status} = 'DELIVERED'`;
  const [[u], [q], [s], [b], revenue] = await Promise.all([
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
      })
      .from(shipments),
    db.select({ total: sql<number>`count(*)::int` }).from(bids),
    // Money from the ledger (issue 26): what the releases moved out of escrow, and the revenue.
    lifetimeRevenue(db),
  ]);
  if (!u || !q || !s || !b) throw new Error('an aggregate query returned no row');
  return { users: u, quotes: q, shipments: s, bids: b, revenue };
}
