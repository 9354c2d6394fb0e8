import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { controlClasses } from './input.tsx';

/**
 * A styled native <select>. Chosen over Radix Select: zero extra JavaScript, the phone's own picker
 * on mobile (the main audience), and form/keyboard/screen-reader behaviour for free.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-10 appearance-none py-2 pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
    </div>
  );
}
