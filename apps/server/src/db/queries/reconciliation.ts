import { RECONCILIATION_WINDOW_DAYS } from '@njira/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { moneyTransfers, type TRANSFER_KINDS, type TRANSFER_STATUSES } from '../schema/money-transfers.ts';

/** The admin's reconciliation (ADR 021): which transfers to check, their postings, the ledger's totals. */

/** Every unfinished transfer, and every one changed within the window. */
const inWindow = (now: Date) =>
  sql`(${moneyTransfers.status} in ('PENDING', 'ACCEPTED')
    or ${moneyTransfers.updatedAt} >= ${now}::timestamptz - make_interval(days => ${RECONCILIATION_WINDOW_DAYS}))`;

export interface TransferToCheck {
  id: string;
  kind: (typeof TRANSFER_KINDS)[number];
  shipmentId: string;
  status: (typeof TRANSFER_STATUSES)[number];
  /** What it moved: the amount asked, or what a deposit of another amount brought (booked as such). */
  amountNgwee: number;
  createdAt: Date;
  /** What its `<kind>_completed` entry posted (its debit), null when none is. */
  postedNgwee: number | null;
}

/** One page of the transfers to check, unfinished first then newest change first, with their postings. */
export async function transfersToCheck(
  db: DbOrTx,
  now: Date,
  page: { limit: number; offset: number },
): Promise<TransferToCheck[]> {
  const { rows } = await db.execute<{
    id: string;
    kind: TransferToCheck['kind'];
    shipment_id: string;
    status: TransferToCheck['status'];
    amount_ngwee: string;
    created_at: string | Date;
    posted: string | null;
  }>(sql`select ${moneyTransfers.id} as id, ${moneyTransfers.kind} as kind, ${moneyTransfers.shipmentId} as shipment_id,
      ${moneyTransfers.status} as status,
      coalesce(${moneyTransfers.receivedNgwee}, ${moneyTransfers.amountNgwee}) as amount_ngwee,
      ${moneyTransfers.createdAt} as created_at,
      (select sum(l.amount_ngwee) filter (where l.amount_ngwee > 0) from ${journalEntries} e
        join ${journalLines} l on l.entry_id = e.id
        where e.idempotency_key = ${moneyTransfers.kind} || '_completed:' || ${moneyTransfers.id}::text)::bigint as posted
    from ${moneyTransfers}
    where ${inWindow(now)}
    order by (${moneyTransfers.status} in ('PENDING', 'ACCEPTED')) desc, ${moneyTransfers.updatedAt} desc,
      ${moneyTransfers.id} desc
    limit ${page.limit} offset ${page.offset}`);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    shipmentId: r.shipment_id,
    status: r.status,
    amountNgwee: Number(r.amount_ngwee),
    createdAt: new Date(r.created_at),
    postedNgwee: r.posted === null ? null : Number(r.posted),
  }));
}

/** How many transfers the window holds (the pages' total). */
export async function transfersInWindow(db: DbOrTx, now: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${moneyTransfers} where ${inWindow(now)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The sum of every line of the ledger per account kind, in ngwee (debit positive). */
export async function ledgerTotalsByKind(db: DbOrTx): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ kind: string; total: string }>(sql`
    select a.kind, sum(l.amount_ngwee)::bigint as total
    from ${journalLines} l join ${ledgerAccounts} a on a.id = l.account_id group by a.kind`);
  return new Map(rows.map((r) => [r.kind, Number(r.total)]));
}
