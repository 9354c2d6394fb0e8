import {
  type EarningsListQuery,
  type EarningsSummary,
  earningsMonthKey,
  lastMonthsKeys,
  monthOverMonthGrowth,
  type PaidEarning,
  type PendingEarning,
  previousMonthKey,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { type EarningRow, listEarnings } from '../../db/queries/earnings.ts';
import { earningsTotals } from '../../db/queries/earnings-totals.ts';
import type { Caller } from '../../lib/caller.ts';

/** The chart's window: the current Lusaka month and the five before it. */
export const CHART_MONTHS = 6;

const money = (row: EarningRow) => ({
  amount: toKwacha(row.amountNgwee),
  earnings: toKwacha(row.earnedNgwee),
  payoutStatus: row.payoutStatus,
});

export function toPendingEarning(row: EarningRow): PendingEarning {
  return {
    id: row.id,
    status: row.status,
    cargo: row.cargo,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    pickupDate: row.pickupDate.toISOString(),
    expectedDate: row.expectedDate.toISOString(),
    ...money(row),
  };
}

export function toPaidEarning(row: EarningRow): PaidEarning {
  return {
    id: row.id,
    cargo: row.cargo,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    completedDate: row.earnedOn.toISOString(),
    ...money(row),
    receiptAvailable: row.receiptAvailable,
  };
}

/**
 * A transporter's money, read from the ledger (ADR 021): the route's access lets only transporters
 * in, the scope is their own rows and their own payable account.
 */
export class EarningService {
  constructor(private readonly db: Db) {}

  async summary(caller: Caller, now = new Date()): Promise<EarningsSummary> {
    const months = lastMonthsKeys(CHART_MONTHS, now);
    const thisMonth = earningsMonthKey({ createdAt: now }) ?? months.at(-1) ?? '';
    const lastMonth = previousMonthKey(thisMonth);
    const row = await earningsTotals(
      this.db,
      { transporterId: caller.userId },
      { thisMonth, lastMonth, months },
    );
    const thisMonthKwacha = toKwacha(row.thisMonthNgwee);
    const lastMonthKwacha = toKwacha(row.lastMonthNgwee);
    return {
      currentMonth: thisMonth,
      thisMonth: thisMonthKwacha,
      lastMonth: lastMonthKwacha,
      growth: monthOverMonthGrowth(thisMonthKwacha, lastMonthKwacha),
      pending: toKwacha(row.pendingNgwee),
      lifetime: toKwacha(row.lifetimeNgwee),
      monthly: row.monthly.map((m) => ({ month: m.month, amount: toKwacha(m.amountNgwee) })),
      counts: { pending: row.pendingCount, paid: row.paidCount },
    };
  }

  async pending(
    caller: Caller,
    query: EarningsListQuery,
  ): Promise<{ items: PendingEarning[]; total: number }> {
    const { rows, total } = await listEarnings(
      this.db,
      { transporterId: caller.userId },
      { set: 'pending', ...query },
    );
    return { items: rows.map(toPendingEarning), total };
  }

  async paid(caller: Caller, query: EarningsListQuery): Promise<{ items: PaidEarning[]; total: number }> {
    const { rows, total } = await listEarnings(
      this.db,
      { transporterId: caller.userId },
      { set: 'paid', ...query },
    );
    return { items: rows.map(toPaidEarning), total };
  }
}
