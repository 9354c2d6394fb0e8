import { lusakaDayNumber, lusakaParts, MONTH_SHORT_NAMES } from './lusaka-time.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** '12 Mar 2026' in Lusaka time; '' for a value that is not a date. */
export function formatDate(date: Date | string): string {
  const p = lusakaParts(date);
  if (p === null) return '';
  return `${p.day} ${MONTH_SHORT_NAMES[p.month - 1]} ${p.year}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 2026' in Lusaka time (a profile's Member since); '' for a value that is not a date. */
export function formatMonthYear(date: Date | string): string {
  const p = lusakaParts(date);
  if (p === null) return '';
  return `${MONTH_NAMES[p.month - 1]} ${p.year}`;
}

/** '14:05' in Lusaka time; '' for a value that is not a date. */
export function formatTimeOfDay(date: Date | string): string {
  const p = lusakaParts(date);
  if (p === null) return '';
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** '12 Mar 2026, 14:05' in Lusaka time; '' for a value that is not a date. */
export function formatDateTime(date: Date | string): string {
  const time = formatTimeOfDay(date);
  return time ? `${formatDate(date)}, ${time}` : '';
}

/**
 * A message's time with its time of day (issue 40), by Lusaka's calendar: '14:05' today,
 * 'Yesterday, 14:05', else '12 Mar 2026, 14:05'; '' for a value that is not a date.
 */
export function formatMessageTime(date: Date | string, now: Date = new Date()): string {
  const time = formatTimeOfDay(date);
  if (!time) return '';
  const today = lusakaDayNumber(now);
  const day = lusakaDayNumber(date);
  if (day === today) return time;
  const yesterday = lusakaDayNumber(new Date(now.getTime() - DAY_MS));
  return day === yesterday ? `Yesterday, ${time}` : formatDateTime(date);
}

/** Spec section 2 thresholds: 1 hour, 24 hours, 7 days. A clock a little ahead reads 'Just now'. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = now.getTime() - then;
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(date);
}
