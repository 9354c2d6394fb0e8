import type { MobileMoneyProvider } from '@njira/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';
import { shipments } from '../schema/shipments.ts';

/**
 * What the ledger says happened to a shipment's money (ADR 021), for its receipt: the owner's
 * deposit received, and whether escrow was released to the transporter or refunded to the owner.
 * Read after the shipment itself was found in the caller's scope.
 */

/**
 * Whether the owner's payment was received: its `deposit_completed` entry is posted. A column for
 * any select over `shipments` (the lists that offer a receipt), one index probe per shipment. The
 * table is named in full: a select over one table prints its columns bare, and a bare "id" in the
 * subquery would be the entry's.
 */
export const paymentReceived = sql<boolean>`exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments}.id and e.kind = 'deposit_completed')`;

/**
 * Ngwee escrow holds for the shipment now: minus the sum of the lines its entries post to its escrow
 * account (`journal_entries_shipment_idx`), a credit while held. A column like the one above; what
 * it means for the payment is the domain's rule (`escrowCovers`, `escrowStatus`).
 */
export const escrowHeldNgwee = sql<number>`coalesce(-(select sum(l.amount_ngwee) from ${journalEntries} e
  join ${journalLines} l on l.entry_id = e.id
  join ${ledgerAccounts} a on a.id = l.account_id and a.kind = 'escrow' and a.shipment_id = ${shipments}.id
  where e.shipment_id = ${shipments}.id), 0)::bigint`.mapWith(Number);

export interface MoneyEvent {
  kind: 'deposit_completed' | 'escrow_released' | 'escrow_refunded' | 'refund_completed';
  at: Date;
  /** Ngwee the entry moved (the sum of its debits). */
  ngwee: number;
}

export interface ReceivedDeposit {
  id: string;
  provider: MobileMoneyProvider;
  phoneNumber: string;
  ngwee: number;
  /** When it completed: the provider operation's end, else when the ledger recorded it. */
  at: Date;
}

export interface ShipmentMoney {
  /** The completed deposit (the first, should there ever be more), or null: nothing received. */
  deposit: ReceivedDeposit | null;
  /** Escrow released to the transporter and the platform. */
  released: MoneyEvent | null;
  /** Escrow owed back to the owner (a cancellation before pickup). */
  refundOwed: MoneyEvent | null;
  /** The refund reached the owner's wallet. */
  refunded: MoneyEvent | null;
}

const KINDS = ['deposit_completed', 'escrow_released', 'escrow_refunded', 'refund_completed'] as const;

/** The shipment's money events, oldest first, in one statement. */
export async function shipmentMoney(db: DbOrTx, shipmentId: string): Promise<ShipmentMoney> {
  const rows = await db
    .select({
      kind: journalEntries.kind,
      createdAt: journalEntries.createdAt,
      ngwee: sql<number>`(select coalesce(sum(${journalLines.amountNgwee}), 0) from ${journalLines}
        where ${journalLines.entryId} = ${journalEntries.id} and ${journalLines.amountNgwee} > 0)::bigint`.mapWith(
        Number,
      ),
      transfer: {
        id: moneyTransfers.id,
        provider: moneyTransfers.provider,
        phoneNumber: moneyTransfers.phoneNumber,
        finishedAt: moneyTransfers.finishedAt,
        depositId: moneyTransfers.depositId,
      },
    })
    .from(journalEntries)
    .leftJoin(moneyTransfers, eq(moneyTransfers.id, journalEntries.transferId))
    .where(and(eq(journalEntries.shipmentId, shipmentId), inArray(journalEntries.kind, [...KINDS])))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));

  const first = (kind: MoneyEvent['kind']): MoneyEvent | null => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { kind, at: row.createdAt, ngwee: row.ngwee } : null;
  };
  const paid = rows.find((r) => r.kind === 'deposit_completed' && r.transfer);
  // The refund of the deposit received: a second deposit's refund is not this payment's (ADR 021).
  const refunded = rows.find(
    (r) => r.kind === 'refund_completed' && r.transfer?.depositId === paid?.transfer?.id,
  );
  return {
    deposit: paid?.transfer
      ? {
          id: paid.transfer.id,
          provider: paid.transfer.provider,
          phoneNumber: paid.transfer.phoneNumber,
          ngwee: paid.ngwee,
          at: paid.transfer.finishedAt ?? paid.createdAt,
        }
      : null,
    released: first('escrow_released'),
    refundOwed: first('escrow_refunded'),
    refunded: refunded ? { kind: 'refund_completed', at: refunded.createdAt, ngwee: refunded.ngwee } : null,
  };
}
