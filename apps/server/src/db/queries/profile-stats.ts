import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { platformFeeNgwee } from './sql-helpers.ts';

export interface ProfileFigures {
  /** Shipments of this party, cancelled ones left out. */
  total: number;
  delivered: number;
  /** Sum of the amounts of those shipments (what the owner pays), in ngwee. */
  amountNgwee: number;
  /** The transporter's share of the delivered ones, split per shipment as the domain does, in ngwee. */
  deliveredShareNgwee: number;
}

/** The profile cards' figures over one party's own shipments, in one statement. */
export async function profileFigures(
  db: DbOrTx,
  scope: { ownerId: string } | { transporterId: string },
): Promise<ProfileFigures> {
  const counted = sql`${shipments.status} <> 'CANCELLED'`;
  const delivered = sql`${shipments.status} = 'DELIVERED'`;
  const result = await db.execute<Record<string, string | number>>(sql`select
      count(*) filter (where ${counted})::int as total,
      count(*) filter (where ${delivered})::int as delivered,
      coalesce(sum(${shipments.amountNgwee}) filter (where ${counted}), 0)::float8 as "amountNgwee",
      coalesce(sum(${shipments.amountNgwee} - ${platformFeeNgwee(shipments.amountNgwee)})
        filter (where ${delivered}), 0)::float8 as "deliveredShareNgwee"
    from ${shipments}
    where ${shipmentScopeCondition(scope)}`);
  const row = result.rows[0] ?? {};
  return {
    total: Number(row.total ?? 0),
    delivered: Number(row.delivered ?? 0),
    amountNgwee: Number(row.amountNgwee ?? 0),
    deliveredShareNgwee: Number(row.deliveredShareNgwee ?? 0),
  };
}
