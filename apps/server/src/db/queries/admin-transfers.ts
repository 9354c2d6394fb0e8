import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';
import { users } from '../schema/users.ts';
import type { TransferRow } from './money-transfers.ts';

/**
 * The admin's failed transfers (ADR 021): payouts and refunds that FAILED and were not retried — no
 * newer attempt at the same money exists (same shipment and kind; a refund, the same deposit).
 * Admins only: the route's access is the scope. No index on the status: failures are rare and the
 * page is an admin's (a partial index would need a migration; ADR 021 says when it is worth one).
 */
// The table is named in full: a select over one table prints its columns bare, and a bare column
// in the subquery would be the newer row's.
export const failedNotRetried = and(
  inArray(moneyTransfers.kind, ['payout', 'refund']),
  eq(moneyTransfers.status, 'FAILED'),
  sql`not exists (select 1 from ${moneyTransfers} n where n.shipment_id = ${moneyTransfers}.shipment_id
    and n.kind = ${moneyTransfers}.kind
    and n.deposit_id is not distinct from ${moneyTransfers}.deposit_id
    and (n.created_at, n.id) > (${moneyTransfers}.created_at, ${moneyTransfers}.id))`,
);

export interface AdminTransferRow {
  transfer: TransferRow;
  partyName: string;
}

/** One page of them, the latest failure first. */
export function listFailedTransfers(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<AdminTransferRow[]> {
  return db
    .select({ transfer: moneyTransfers, partyName: users.companyName })
    .from(moneyTransfers)
    .innerJoin(users, eq(users.id, moneyTransfers.userId))
    .where(failedNotRetried)
    .orderBy(desc(moneyTransfers.updatedAt), desc(moneyTransfers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFailedTransfers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(moneyTransfers).where(failedNotRetried);
  return row?.n ?? 0;
}

/** One transfer as the admin's list shows it. */
export async function findAdminTransfer(db: DbOrTx, id: string): Promise<AdminTransferRow | undefined> {
  const [row] = await db
    .select({ transfer: moneyTransfers, partyName: users.companyName })
    .from(moneyTransfers)
    .innerJoin(users, eq(users.id, moneyTransfers.userId))
    .where(eq(moneyTransfers.id, id))
    .limit(1);
  return row;
}
