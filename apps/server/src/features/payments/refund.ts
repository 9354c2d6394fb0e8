import { escrowRefundedLines, toKwacha } from '@njira/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insertTransfer, type TransferRow, transfersOf } from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { escrowHeld, isPosted, postEntry } from '../ledger/ledger.ts';

/**
 * A cancelled shipment's escrow goes back to its owner (issue 26): what it holds is owed to the
 * owner (one ledger entry, `escrow_refunded:<shipment>`, once) and a refund of the completed
 * deposit is stored, to be sent to the provider after the commit. Null when nothing is held or it
 * was refunded already.
 */
export async function refundEscrow(
  tx: Tx,
  shipment: ShipmentRow,
  gateway: string,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  if (shipment.status !== 'CANCELLED') return null;
  const key = `escrow_refunded:${shipment.id}`;
  if (await isPosted(tx, key)) return null;
  const held = await escrowHeld(tx, shipment.id);
  if (held <= 0) return null;
  const deposit = (await transfersOf(tx, shipment.id, 'deposit')).find((d) => d.status === 'COMPLETED');
  if (!deposit) throw new Error(`shipment ${shipment.id} holds ${held} ngwee without a completed deposit`);
  await postEntry(tx, {
    kind: 'escrow_refunded',
    idempotencyKey: key,
    shipmentId: shipment.id,
    memo: `escrow of cancelled shipment ${shipment.id} owed back to its owner (${toKwacha(held)} ZMW)`,
    lines: escrowRefundedLines(shipment.id, shipment.ownerId, held),
  });
  return insertTransfer(
    tx,
    {
      kind: 'refund',
      shipmentId: shipment.id,
      userId: shipment.ownerId,
      gateway,
      provider: deposit.provider,
      phoneNumber: deposit.phoneNumber,
      amountNgwee: held,
      depositId: deposit.id,
    },
    firstCheckMs,
  );
}

/** Cancelled shipments whose escrow still holds money and was not refunded: the sweep's work. */
export async function dueForRefund(db: DbOrTx, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'CANCELLED'),
        sql`exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind = 'deposit_completed')`,
        sql`not exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind in ('escrow_refunded', 'escrow_released'))`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
