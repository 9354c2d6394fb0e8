import { cn } from './cn.ts';

/**
 * The props of a list whose previous result stays on screen while the next page, search or filter
 * loads (TanStack Query's placeholder data): marked busy for assistive technology and dimmed.
 */
export function refreshing(stale: boolean, className?: string): { 'aria-busy': boolean; className: string } {
  return { 'aria-busy': stale, className: cn(className, 'transition-opacity', stale && 'opacity-60') };
}
