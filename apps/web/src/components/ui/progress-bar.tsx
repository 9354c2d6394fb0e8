import { cn } from './cn.ts';

type ProgressBarProps = {
  /** 0 to 100; clamped. */
  value: number;
  /** Accessible name, e.g. 'Delivery progress'. */
  label: string;
  /** Show the percentage beside the bar. */
  showValue?: boolean;
  className?: string;
  barClassName?: string;
};

export function ProgressBar({ value, label, showValue = false, className, barClassName }: ProgressBarProps) {
  const pct = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-500', barClassName)}
          style={{ width: `${pct}%` }}
        />
      </div>
      {showValue && <span className="w-10 text-right text-sm font-medium text-gray-700">{pct}%</span>}
    </div>
  );
}
