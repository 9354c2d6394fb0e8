import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

// A plain <label>: Radix Label only adds double-click text-selection prevention, not worth the bytes.
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={cn('text-sm font-medium text-gray-800', className)} {...props} />;
}
