import { type EarningsSummary, formatKwachaThousands, kwachaFormatter, monthLabel } from '@njira/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

/**
 * 'Monthly Earnings Overview': one bar per month, plain CSS (no chart library in the route's
 * chunk). Each bar carries its month and amount as text; screen readers get the full amount.
 */
export function EarningsChart({ monthly }: { monthly: EarningsSummary['monthly'] }) {
  const max = Math.max(0, ...monthly.map((m) => m.amount));
  const k = kwachaFormatter(monthly.map((m) => m.amount));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Monthly Earnings Overview</CardTitle>
        <CardDescription>Your 80% share of deliveries completed each month</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex h-56 items-end gap-2 sm:gap-4" aria-label="Earnings per month, last six months">
          {monthly.map(({ month, amount }) => {
            const [name, year] = monthLabel(month).split(' ');
            // At most 85% of the column, leaving room for the amount above the tallest bar.
            const height = max > 0 ? Math.max(2, Math.round((amount / max) * 85)) : 2;
            return (
              <li key={month} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
                <span className="sr-only">{`${monthLabel(month)}: ${k(amount)}`}</span>
                <div
                  aria-hidden="true"
                  className="flex w-full flex-1 flex-col items-center justify-end gap-1"
                >
                  <span className="text-[11px] font-semibold whitespace-nowrap text-gray-800 sm:text-xs">
                    {formatKwachaThousands(amount)}
                  </span>
                  <span
                    className={cn(
                      'w-full max-w-16 rounded-t-md',
                      amount > 0 ? 'bg-brand-600' : 'bg-gray-200',
                    )}
                    style={{ height: `${height}%` }}
                  />
                </div>
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {name}
                  <span className="hidden sm:inline"> {year}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
