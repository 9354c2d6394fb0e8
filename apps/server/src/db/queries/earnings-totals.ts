import type { ShipmentStatus } from '@njira/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { delivered, type EarningsScope, earnedNgwee, earningsMonth } from './earnings.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { sqlList } from './sql-helpers.ts';

export interface EarningsTotalsRow {
  thisMonthNgwee: number;
  lastMonthNgwee: number;
  pendingNgwee: number;
  lifetimeNgwee: number;
  pendingCount: number;
  paidCount: number;
  /** One entry per asked month, in the order asked, 0 where nothing was delivered. */
  monthly: { month: string; amountNgwee: number }[];
}

/**
 * Everything the earnings cards, chart and tab counts show, in one statement: the 80% share summed
 * per shipment, by Lusaka month of the earnings date.
 */
export async function earningsTotals(
  db: DbOrTx,
  scope: EarningsScope,
  opts: {
    thisMonth: string;
    lastMonth: string;
    months: readonly string[];
    pending: readonly ShipmentStatus[];
  },
): Promise<EarningsTotalsRow> {
  const mine = shipmentScopeCondition(scope);
  const pending = sql`${shipments.status} in (${sqlList(opts.pending)})`;
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${earnedNgwee}) filter (where ${condition}), 0)::bigint`;
  // The asked months left-joined to the delivered shipments, so a month without any is still there.
  const monthly = sql`coalesce((select json_agg(json_build_object('month', k.month, 'amountNgwee', k.amount) order by k.n)
    from (select m.month, m.n, coalesce(sum(${earnedNgwee}), 0)::bigint as amount
      from unnest(array[${sqlList(opts.months)}]::text[]) with ordinality as m(month, n)
      left join ${shipments} on ${mine} and ${delivered} and ${earningsMonth} = m.month
      group by m.month, m.n) k), '[]'::json)`;
  const [row] = await db
    .select({
      thisMonthNgwee: sumWhere(sql`${delivered} and ${earningsMonth} = ${opts.thisMonth}`),
      lastMonthNgwee: sumWhere(sql`${delivered} and ${earningsMonth} = ${opts.lastMonth}`),
      pendingNgwee: sumWhere(pending),
      lifetimeNgwee: sumWhere(delivered),
      pendingCount: sql<number>`count(*) filter (where ${pending})::int`,
      paidCount: sql<number>`count(*) filter (where ${delivered})::int`,
      monthly: sql<{ month: string; amountNgwee: number }[]>`(${monthly})`,
    })
    .from(shipments)
    .where(mine);
  if (!row) throw new Error('the earnings totals query returned no row');
  return row;
}
