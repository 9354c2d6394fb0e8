import { PLATFORM_FEE_RATE } from '@njira/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
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
