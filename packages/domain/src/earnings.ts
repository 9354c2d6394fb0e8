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

/**
 * Whole calendar days (Lusaka) from today until a pending delivery's expected date; never below 0
 * (spec: a late delivery reads '0 days left', not a negative count). 0 for a date that cannot be read.
 */
export function deliveryDaysLeft(expected: DateLike, now: Date = new Date()): number {
  if (expected == null || expected === '') return 0;
  const due = lusakaParts(expected);
  const today = lusakaParts(now);
  if (due === null || today === null) return 0;
  const days = Math.round(
    (Date.UTC(due.year, due.month - 1, due.day) - Date.UTC(today.year, today.month - 1, today.day)) /
      86_400_000,
  );
  return Math.max(0, days);
}

/** The spec's 'N days left' ('1 day left' for one). */
export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** The month a statement covers: 'YYYY-MM' with a real month. */
export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before a 'YYYY-MM' key ('2026-01' → '2025-12'). */
export function previousMonthKey(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 1;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** The month after a 'YYYY-MM' key ('2025-12' → '2026-01'). */
export function nextMonthKey(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + 1;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/**
 * The growth badge on a This Month card: hidden when growth is 0 (or not a number), otherwise an
 * up or down arrow with the absolute value to one decimal (spec section 2, Platform Revenue).
 */
export function growthBadge(growth: number): { direction: 'up' | 'down'; text: string } | null {
  if (!Number.isFinite(growth)) return null;
  const text = Math.abs(growth).toFixed(1);
  if (text === '0.0') return null;
  return { direction: growth > 0 ? 'up' : 'down', text: `${text}%` };
}
