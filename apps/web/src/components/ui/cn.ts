type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, skipping falsy ones. Callers put overrides last; we do not merge conflicting
 * Tailwind utilities (no tailwind-merge) so components keep their variant classes orthogonal.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
