import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey placeholder block; give it a size with className. Hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200', className)} {...props} />
  );
}
