import { cn } from './cn.ts';

// Kept apart from button.tsx so a page that only styles links as buttons (the landing header)
// does not pull in Radix Slot and the spinner.

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-300',
  outline: 'border border-input bg-white text-foreground shadow-sm hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive-hover',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  /** For dark backgrounds such as the landing hero. */
  'outline-inverse': 'border border-white/70 text-white hover:bg-white/15',
  'ghost-inverse': 'text-white hover:bg-white/15',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-md px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-md',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'h-auto gap-1.5 p-0 text-sm' : sizes[size],
    className,
  );
}
