import { depositBooking, depositBookingLines, toKwacha } from '@njira/domain';
import { paymentShort, surplusOverpaid } from '../../activity/money-waiting-entries.ts';
import { paymentReceived } from '../../activity/payment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { insertTransfer, type TransferRow } from '../../db/queries/money-transfers.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { postEntry } from '../ledger/ledger.ts';

/**
 * A deposit the provider completed for another amount than asked (issue 39, `depositBooking`),
 * in the transaction that holds its row and its shipment. Its one entry (the deposit's own
 * `deposit_completed:` key, so a repeated callback posts nothing) puts exactly the amount asked in
 * escrow — never more, never a part — and owes the rest back to the owner. A short one is of kind
 * `deposit_short`: every reader of `deposit_completed` (receipt, contact, "Awaiting payment", the
 * release sweep) takes the shipment as unpaid, as it is:
 *
 * - more than asked: the shipment is paid (both parties told, as any payment) and the surplus's
 *   refund is stored, returned to be sent after the commit, and logged;
 * - less than asked: nothing is held, so the shipment stays unpaid and the owner may pay again; what
 *   arrived waits for an admin to refund it (the reconciliation lists it), and the owner is told.
 */
export async function bookOtherAmount(
  tx: Tx,
  deposit: TransferRow,
  shipment: ShipmentRow,
  movedNgwee: number,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  // Nothing arrived at all: nothing to post, hold or refund (the admin sees it in the short list).
  if (movedNgwee <= 0) return null;
  const booking = depositBooking(deposit.amountNgwee, movedNgwee);
  const posted = await postEntry(tx, {
    kind: booking.escrowNgwee === 0 ? 'deposit_short' : 'deposit_completed',
    idempotencyKey: `deposit_completed:${deposit.id}`,
    shipmentId: shipment.id,
    transferId: deposit.id,
    memo: `deposit ${deposit.id} completed for ${toKwacha(movedNgwee)} ZMW of ${toKwacha(deposit.amountNgwee)} asked: ${toKwacha(booking.escrowNgwee)} held, ${toKwacha(booking.owedBackNgwee)} owed back to its owner`,
    lines: depositBookingLines(shipment.id, deposit.userId, booking),
  });
  if (!posted) return null;
  if (booking.escrowNgwee === 0) {
    const short = { receivedNgwee: movedNgwee, askedNgwee: deposit.amountNgwee, depositId: deposit.id };
    await recordActivity(tx, { ...paymentShort(shipment, short), shipment });
    return null;
  }
  await recordActivity(tx, { ...paymentReceived(shipment, booking.escrowNgwee, deposit.provider), shipment });
  const refund = await insertTransfer(
    tx,
    {
      kind: 'refund',
      shipmentId: shipment.id,
      userId: deposit.userId,
      gateway: deposit.gateway,
      provider: deposit.provider,
      phoneNumber: deposit.phoneNumber,
      amountNgwee: booking.owedBackNgwee,
      depositId: deposit.id,
    },
    firstCheckMs,
  );
  const surplus = {
    receivedNgwee: movedNgwee,
    surplusNgwee: booking.owedBackNgwee,
    provider: deposit.provider,
  };
  await recordActivity(tx, {
    ...surplusOverpaid(shipment, surplus, { depositId: deposit.id, refundId: refund.id }),
    shipment,
  });
  return refund;
}
