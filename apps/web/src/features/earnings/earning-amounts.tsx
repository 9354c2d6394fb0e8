import type { PendingEarning } from '@njira/domain';
import { cn } from '../../components/ui/cn.ts';

type EarningMoney = Pick<PendingEarning, 'amount' | 'refunded' | 'released' | 'platformFee' | 'earnings'>;

/** Every amount a row shows, for kwachaFormatter (the list's amounts share their decimals). */
export function earningAmounts(row: EarningMoney): number[] {
  return [row.earnings, row.amount, row.refunded, row.released, row.platformFee];
}

/**
 * A delivery's money as the transporter reads it: its 80% of what was released (while held, of what
 * escrow holds), the fee, and what a dispute refunded to the cargo owner, if anything.
 */
export function EarningAmounts({
  row,
  k,
  className,
}: {
  row: EarningMoney;
  k: (amount: number) => string;
  className: string;
}) {
  return (
    <div className="sm:text-right">
      <p className={cn('text-lg font-bold', className)}>{k(row.earnings)}</p>
      <p className="text-xs text-muted-foreground">
        of {k(row.released > 0 ? row.released : row.amount)} after the 20% fee ({k(row.platformFee)})
      </p>
      {row.refunded > 0 && (
        <p className="text-xs font-medium text-gray-900">
          {k(row.refunded)} of {k(row.amount)} refunded to the cargo owner
        </p>
      )}
    </div>
  );
}
