import { APP_TIME_ZONE, nextMonthKey } from '@njira/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { sqlConstant, sqlTextArray } from './sql-helpers.ts';

/** Lusaka months in SQL (ADR 017): bounds an index can range over, rather than a formatted date per row. */

/** The instant a Lusaka month 'YYYY-MM' (a value, or an SQL expression giving one) begins, as a timestamptz. */
export function lusakaMonthStart(key: string | SQL): SQL {
  return sql`((${key}::text || '-01')::timestamp at time zone ${sqlConstant(APP_TIME_ZONE)})`;
}

/** The Lusaka month 'YYYY-MM' of a timestamptz expression. */
export function lusakaMonthOf(instant: SQL | AnyColumn): SQL<string> {
  return sql<string>`to_char(${instant} at time zone ${sqlConstant(APP_TIME_ZONE)}, 'YYYY-MM')`;
}

/**
 * The months as rows (month, n, start, stop: its first instant and the next month's), in the order
 * given, for counting each month as a range of an index.
 */
export function monthRanges(months: readonly string[]): SQL {
  return sql`(select k.month, k.n, ${lusakaMonthStart(sql.raw('k.month'))} as start,
      ${lusakaMonthStart(sql.raw('k.next'))} as stop
    from unnest(${sqlTextArray(months)}, ${sqlTextArray(months.map(nextMonthKey))})
      with ordinality as k(month, next, n))`;
}
