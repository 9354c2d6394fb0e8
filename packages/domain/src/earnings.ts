import { lusakaParts, MONTH_SHORT_NAMES } from './lusaka-time.ts';

type DateLike = Date | string | null | undefined;

function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * 'YYYY-MM' (Lusaka time) a shipment's earnings belong to: completedAt, else deliveryDate, else
 * createdAt (spec section 9). A value that is not a date falls through to the next.
 */
export function earningsMonthKey(s: {
  completedAt?: DateLike;
  deliveryDate?: DateLike;
  createdAt: DateLike;
}): string | null {
  for (const value of [s.completedAt, s.deliveryDate, s.createdAt]) {
    if (value == null || value === '') continue;
    const p = lusakaParts(value);
    if (p !== null) return monthKey(p.year, p.month);
  }
  return null;
}

/** The last n month keys up to and including the current Lusaka month, oldest first. */
export function lastMonthsKeys(n: number, now: Date = new Date()): string[] {
  const p = lusakaParts(now);
  if (p === null || n <= 0) return [];
  const keys: string[] = [];
  for (let back = n - 1; back >= 0; back--) {
    const index = p.year * 12 + (p.month - 1) - back;
    keys.push(monthKey(Math.floor(index / 12), (index % 12) + 1));
  }
  return keys;
}

/** '2026-03' → 'Mar 2026'; anything else comes back unchanged. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const name = match ? MONTH_SHORT_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : key;
}
