import { TrendingDown, TrendingUp } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from './cn.ts';

type StatCardProps = {
  title: string;
  value: ReactNode;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Percentage change, e.g. 12.5 or -3; shown with an arrow and colour. */
  trend?: number | undefined;
  /** Small text under the value, e.g. 'vs last month'. */
  subText?: ReactNode;
  className?: string;
};

export function StatCard({ title, value, icon: Icon, trend, subText, className }: StatCardProps) {
  const up = trend !== undefined && trend >= 0;
  const TrendIcon = up ? TrendingUp : TrendingDown;
  return (
    <div className={cn('rounded-xl border border-border bg-white p-5 shadow-sm', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        {Icon && (
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-gray-900">{value}</p>
      {(trend !== undefined || subText) && (
        <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          {trend !== undefined && (
            <span
              className={cn(
                'inline-flex items-center gap-0.5 font-semibold',
                up ? 'text-green-700' : 'text-red-700',
              )}
            >
              <TrendIcon className="size-3.5" aria-hidden="true" />
              {up ? '+' : ''}
              {Number.isInteger(trend) ? trend : trend.toFixed(1)}%
            </span>
          )}
          {subText}
        </p>
      )}
    </div>
  );
}
