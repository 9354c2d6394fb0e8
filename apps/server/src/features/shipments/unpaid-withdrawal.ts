import { reopenedQuoteExpiry, toKwacha, unpaidWithdrawalRefusal } from '@njira/domain';
import { actorName } from '../../activity/activity-entries.ts';
import { shipmentWithdrawn } from '../../activity/shipment-entries.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { reopenLoad } from '../../db/queries/load-reopening.ts';
import { endShipment, lockShipment } from '../../db/queries/shipments.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { shipmentPayment } from '../payments/shipment-payment.ts';
import { SHIPMENT_NOT_FOUND } from './shipment-access.ts';

/**
 * The transporter withdraws from a shipment its owner left unpaid for 24 hours (issue 26), inside
 * the transaction `ShipmentService.withdraw` opens: the shipment locked (only the caller's: the
 * scope is in the `where`), the rule checked against the payment as it stands under that lock (a
 * payment being made takes the same lock), then the shipment CANCELLED, the load open to bids again
 * without the withdrawn bid, and the owner told. No penalty: a cancelled shipment counts in no
 * rating or stat. Nothing is refunded: nothing was paid.
 */
export async function applyUnpaidWithdrawal(tx: Tx, caller: Caller, id: string): Promise<void> {
  const scope = { transporterId: caller.userId };
  const row = await lockShipment(tx, scope, id);
  if (!row) throw notFound(SHIPMENT_NOT_FOUND);
  const payment = await shipmentPayment(tx, caller, row);
  const now = new Date();
  const refusal = unpaidWithdrawalRefusal({
    shipmentStatus: row.status,
    paymentStatus: payment.status,
    acceptedAt: row.createdAt,
    now,
  });
  if (refusal) throw conflict(refusal);
  const actor = await findCurrentUser(tx, caller);
  const reopenedQuoteId = await reopenLoad(tx, row, (expiresAt) => reopenedQuoteExpiry(expiresAt, now), now);
  const updated = await endShipment(tx, scope, row, {
    status: 'CANCELLED',
    notes: 'Transporter withdrew: left unpaid for 24 hours; the load is open to bids again',
    lastUpdate: 'Cancelled: the transporter withdrew',
    by: { name: actorName(actor), id: actor.id },
  });
  await recordActivity(tx, {
    ...shipmentWithdrawn(
      { ...updated, amount: toKwacha(updated.amountNgwee) },
      actor,
      reopenedQuoteId,
      updated.updatedAt,
    ),
    shipment: updated,
  });
}
