/** Dates are shown and bucketed by months in Zambian time, wherever the code runs. */
export const APP_TIME_ZONE = 'Africa/Lusaka';

/** Fixed names: ICU's en-GB data says 'Sept' in some versions and 'Sep' in others. */
export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface LusakaParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let formatter: Intl.DateTimeFormat | undefined;

/** Calendar fields of a moment in Lusaka; null for a value that is not a valid date. */
export function lusakaParts(value: Date | string | number): LusakaParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The calendar day in Lusaka as a sortable number (2026-01-31 → 20260131); NaN for a bad date. */
export function lusakaDayNumber(value: Date | string | number): number {
  const p = lusakaParts(value);
  return p ? p.year * 10_000 + p.month * 100 + p.day : Number.NaN;
}
