import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses = cn(
  'w-full rounded-md border border-input bg-white px-3 text-base text-foreground shadow-sm sm:text-sm',
  'placeholder:text-gray-500 transition-colors',
  'focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10 py-2', className)} {...props} />;
}
