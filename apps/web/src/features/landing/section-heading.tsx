import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  light?: boolean;
};

/** The h2 of a landing section; `id` lets the <section> reference it with aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
  light = false,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wider uppercase',
            light ? 'text-accent-300' : 'text-brand-600',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
          light ? 'text-white' : 'text-gray-900',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg', light ? 'text-gray-100' : 'text-gray-600')}>{children}</p>
      )}
    </div>
  );
}
