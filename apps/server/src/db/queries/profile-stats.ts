import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { shipmentScopeCondition } from './shipments.ts';

export interface ProfileFigures {
  /** Shipments of this party, cancelled ones left out. */
  total: number;
  delivered: number;
}

/** The profile cards' counts over one party's own shipments, in one statement (the money is the ledger's). */
export async function profileFigures(
  db: DbOrTx,
  scope: { ownerId: string } | { transporterId: string },
): Promise<ProfileFigures> {
  const counted = sql`${shipments.status} <> 'CANCELLED'`;
  const delivered = sql`${shipments.status} = 'DELIVERED'`;
  const result = await db.execute<Record<string, string | number>>(sql`select
      count(*) filter (where ${counted})::int as total,
      count(*) filter (where ${delivered})::int as delivered
    from ${shipments}
    where ${shipmentScopeCondition(scope)}`);
  const row = result.rows[0] ?? {};
  return {
    total: Number(row.total ?? 0),
    delivered: Number(row.delivered ?? 0),
  };
}
