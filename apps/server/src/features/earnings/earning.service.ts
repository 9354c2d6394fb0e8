import {
  type EarningsListQuery,
  type EarningsSummary,
  earningsMonthKey,
  lastMonthsKeys,
  moneyFigures,
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

/**
 * A row's money as the transporter sees it (the domain's `moneyFigures`, the figures of the receipt
 * and the admin's Revenue): what the owner paid in, what a dispute refunded and what was released,
 * the fee and its 80% of the release; while escrow holds it, the 80% it will be on release.
 */
function money(row: EarningRow) {
  const m = moneyFigures(row);
  return {
    amount: toKwacha(m.amountNgwee),
    refunded: toKwacha(m.refundedNgwee),
    released: toKwacha(m.releasedNgwee),
    platformFee: toKwacha(m.platformFeeNgwee),
    earnings: toKwacha(m.transporterNgwee),
    payoutStatus: row.payoutStatus,
  };
}

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
