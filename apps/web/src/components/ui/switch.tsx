import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * An on/off switch: a native checkbox with the switch role, drawn as a track and a knob. No
 * JavaScript of its own; it registers with a form like any checkbox, and Space toggles it.
 * Give it an `id` and a <Label htmlFor> (it has no visible text of its own).
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state (ARIA in HTML: do not repeat it in aria-checked)
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0 rounded-full border border-gray-400 bg-gray-200 transition-colors',
          'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-disabled:opacity-60',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
        )}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
