import { escrowRefundedLines, toKwacha } from '@njira/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insertTransfer, type TransferRow, transfersOf } from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { escrowHeld, isPosted, postEntry } from '../ledger/ledger.ts';
import { SWEEP_LOOKBACK_MS } from './release.ts';

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
  if (await isPosted(tx, refundKey(shipment.id))) return null;
  const held = await escrowHeld(tx, shipment.id);
  if (held <= 0) return null;
  return postRefund(
    tx,
    shipment,
    held,
    null,
    `escrow of cancelled shipment ${shipment.id} owed back to its owner (${toKwacha(held)} ZMW)`,
    gateway,
    firstCheckMs,
  );
}

/** The one key of a shipment's refund: whatever refunds it (cancellation, a dispute), it happens once. */
export const refundKey = (shipmentId: string) => `escrow_refunded:${shipmentId}`;

/**
 * Posts `amountNgwee` of the shipment's escrow as owed back to its owner (once per shipment) and
 * stores a refund of that amount against the completed deposit (pawaPay refunds a part when asked
 * for less), to be sent to the provider after the commit.
 */
export async function postRefund(
  tx: Tx,
  shipment: ShipmentRow,
  amountNgwee: number,
  actorId: string | null,
  memo: string,
  gateway: string,
  firstCheckMs: number,
): Promise<TransferRow> {
  const deposit = (await transfersOf(tx, shipment.id, 'deposit')).find((d) => d.status === 'COMPLETED');
  if (!deposit) throw new Error(`shipment ${shipment.id} holds money without a completed deposit`);
  const posted = await postEntry(tx, {
    kind: 'escrow_refunded',
    idempotencyKey: refundKey(shipment.id),
    shipmentId: shipment.id,
    actorId,
    memo,
    lines: escrowRefundedLines(shipment.id, shipment.ownerId, amountNgwee),
  });
  if (!posted) throw new Error(`shipment ${shipment.id} was refunded already`);
  return insertTransfer(
    tx,
    {
      kind: 'refund',
      shipmentId: shipment.id,
      userId: shipment.ownerId,
      gateway,
      provider: deposit.provider,
      phoneNumber: deposit.phoneNumber,
      amountNgwee,
      depositId: deposit.id,
    },
    firstCheckMs,
  );
}

/**
 * Cancelled shipments whose escrow still holds money and was not refunded: the sweep's work, among
 * those cancelled (last changed) in the past week (`SWEEP_LOOKBACK_MS`), oldest first.
 */
export async function dueForRefund(db: DbOrTx, now = new Date(), limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'CANCELLED'),
        gt(shipments.updatedAt, new Date(now.getTime() - SWEEP_LOOKBACK_MS)),
        sql`exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind = 'deposit_completed')`,
        sql`not exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind in ('escrow_refunded', 'escrow_released'))`,
      ),
    )
    .orderBy(asc(shipments.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
