import { type MoneyFacts, moneyFigures } from '@njira/domain';

/**
 * Both monthly statements' money columns (issue 39): for each row what was paid in, refunded and
 * released, and of the release the 20% fee and the 80% (the domain's `moneyFigures`), in ngwee; and
 * each column's total.
 */
export function statementMoney(rows: MoneyFacts[]): { figures: number[][]; totals: number[] } {
  const figures = rows.map((r) => {
    const m = moneyFigures(r);
    return [m.amountNgwee, m.refundedNgwee, m.releasedNgwee, m.platformFeeNgwee, m.transporterNgwee];
  });
  const totals = [0, 1, 2, 3, 4].map((i) => figures.reduce((sum, f) => sum + (f[i] ?? 0), 0));
  return { figures, totals };
}
