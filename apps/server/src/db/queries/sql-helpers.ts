import { PLATFORM_FEE_RATE } from '@njira/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';

/** The domain's `expectedDelivery` in SQL: the transporter's estimate, else the requested date. */
export const expectedDeliverySql = sql<Date>`coalesce(${shipments.estimatedDeliveryDate}, ${shipments.deliveryDate})`;

/** ILIKE pattern for "contains": `%`, `_` and `\` in a search term match themselves, not any text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `a, b, c` as bound parameters, for `in (...)`. */
export function sqlList(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/**
 * The platform's fee on an amount in ngwee, as the domain's `splitNgwee` computes it: the domain's
 * rate, rounded half away from zero (PostgreSQL's round(numeric)); used inside sums.
 */
export function platformFeeNgwee(amountNgwee: AnyColumn | SQL): SQL<number> {
  return sql<number>`round(${amountNgwee}::numeric * ${String(PLATFORM_FEE_RATE)}::numeric)`;
}

/**
 * A constant of ours (never input) as an SQL literal rather than a parameter: an expression that is
 * both selected and grouped by must be the same text, and two parameters ($1, $2) are not.
 */
export function sqlConstant(value: string): SQL {
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

/** A text[] parameter built from bound values: `array[$1, $2]::text[]`. */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`array[${sqlList(values)}]::text[]`;
}

/**
 * Runs a statement written with `$n` placeholders on `db` or inside the transaction `tx` (the
 * values go as parameters, never into the text); the conversation and message queries are written so.
 */
export async function runSql<T = Record<string, unknown>>(
  db: DbOrTx,
  text: string,
  values: unknown[],
): Promise<{ rows: T[] }> {
  const chunks: SQL[] = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  const result = await db.execute(sql.join(chunks));
  // Drizzle hands timestamps over as PostgreSQL's text; the rows here carry them as Dates.
  for (const row of result.rows) {
    for (const key of TIMESTAMP_KEYS) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parseTimestamp(value);
    }
  }
  return { rows: result.rows as T[] };
}

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;
const TIMESTAMP_KEYS = [
  'createdAt',
  'expiresAt',
  'deliveredAt',
  'lastAt',
  'reportedAt',
  'lastReportedAt',
  'readAt',
];
