import { cn } from './cn.ts';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; omit when the spinner sits inside an element that says it is busy. */
  label?: string;
};

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <svg
      className={cn('size-4 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
