import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { type EarningsScope, earningCounts } from './earnings.ts';
import { lusakaMonthOf, lusakaMonthStart } from './lusaka-months.ts';

export interface EarningsTotalsRow {
  thisMonthNgwee: number;
  lastMonthNgwee: number;
  pendingNgwee: number;
  lifetimeNgwee: number;
  pendingCount: number;
  paidCount: number;
  /** One entry per asked month, in the order asked, 0 where nothing was paid out. */
  monthly: { month: string; amountNgwee: number }[];
}

/**
 * Everything the earnings cards, chart and tab counts show, read from the ledger (ADR 021): paid is
 * what the transporter's payable paid out (its payout_completed lines), by the Lusaka month of the
 * entry; pending is its 80% of what escrow holds for its shipments plus its payable's balance
 * (released, not yet paid out). The payable is the caller's own account (user_id = the caller).
 */
export async function earningsTotals(
  db: DbOrTx,
  scope: EarningsScope,
  opts: { thisMonth: string; lastMonth: string; months: readonly string[] },
): Promise<EarningsTotalsRow> {
  const paidOut = sql`${journalEntries.kind} = 'payout_completed'`;
  const month = lusakaMonthOf(journalEntries.createdAt);
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${journalLines.amountNgwee}) filter (where ${condition}), 0)::bigint`.mapWith(
      Number,
    );
  const mine = and(
    eq(ledgerAccounts.id, journalLines.accountId),
    eq(ledgerAccounts.kind, 'transporter_payable'),
    eq(ledgerAccounts.userId, scope.transporterId),
  );
  const entry = eq(journalEntries.id, journalLines.entryId);
  const [[payable], perMonth, counts] = await Promise.all([
    db
      .select({
        thisMonthNgwee: sumWhere(sql`${paidOut} and ${month} = ${opts.thisMonth}`),
        lastMonthNgwee: sumWhere(sql`${paidOut} and ${month} = ${opts.lastMonth}`),
        lifetimeNgwee: sumWhere(paidOut),
        // The payable's credit balance: released to the transporter, not yet paid out.
        owedNgwee: sql<number>`coalesce(-sum(${journalLines.amountNgwee}), 0)::bigint`.mapWith(Number),
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, mine)
      .innerJoin(journalEntries, entry),
    // The chart's months (none asked: the dashboard's card needs only the totals).
    opts.months.length === 0
      ? Promise.resolve([])
      : db
          .select({ month, amountNgwee: sumWhere(paidOut) })
          .from(journalLines)
          .innerJoin(ledgerAccounts, mine)
          .innerJoin(journalEntries, entry)
          .where(sql`${paidOut} and ${journalEntries.createdAt} >= ${lusakaMonthStart(opts.months[0] ?? '')}`)
          .groupBy(month),
    earningCounts(db, scope),
  ]);
  const byMonth = new Map(perMonth.map((r) => [r.month, r.amountNgwee]));
  return {
    thisMonthNgwee: payable?.thisMonthNgwee ?? 0,
    lastMonthNgwee: payable?.lastMonthNgwee ?? 0,
    lifetimeNgwee: payable?.lifetimeNgwee ?? 0,
    pendingNgwee: counts.heldShareNgwee + (payable?.owedNgwee ?? 0),
    pendingCount: counts.pendingCount,
    paidCount: counts.paidCount,
    monthly: opts.months.map((m) => ({ month: m, amountNgwee: byMonth.get(m) ?? 0 })),
  };
}
