import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

// Text colours are the 800 shades on 100 backgrounds: all pass WCAG AA contrast.
const variants = {
  primary: 'bg-brand-800 text-white',
  accent: 'bg-accent text-accent-foreground',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
  neutral: 'bg-gray-100 text-gray-800',
  outline: 'border border-current text-gray-700',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = 'neutral',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
