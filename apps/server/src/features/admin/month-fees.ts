import { lastMonthsKeys, monthOverMonthGrowth, nextMonthKey, toKwacha } from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { feesBetween } from '../../db/queries/admin-revenue.ts';

/**
 * This and last Lusaka month's platform fees, with the growth between them: the dashboard's revenue
 * card and the Revenue screen show the same three figures.
 */
export async function monthFees(db: Db, now: Date) {
  const [lastMonth, thisMonth] = lastMonthsKeys(2, now) as [string, string];
  const [lastNgwee, thisNgwee] = await Promise.all([
    feesBetween(db, lastMonth, thisMonth),
    feesBetween(db, thisMonth, nextMonthKey(thisMonth)),
  ]);
  const thisMonthFees = toKwacha(thisNgwee);
  const lastMonthFees = toKwacha(lastNgwee);
  return { thisMonthFees, lastMonthFees, growth: monthOverMonthGrowth(thisMonthFees, lastMonthFees) };
}
