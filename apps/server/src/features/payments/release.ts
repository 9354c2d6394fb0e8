import {
  DISPUTE_BLOCKS_RELEASE,
  escrowReleasedLines,
  providerOfMsisdn,
  RELEASE_AFTER_DELIVERY_HOURS,
  splitNgwee,
  toKwacha,
  toMsisdn,
  type Wallet,
} from '@njira/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { actorName } from '../../activity/activity-entries.ts';
import { paymentAwaitsWallet } from '../../activity/money-waiting-entries.ts';
import { paymentReleased } from '../../activity/payment-entries.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { recordActivity } from '../../db/queries/activities.ts';
import { findOpenDispute, hasOpenDispute } from '../../db/queries/disputes.ts';
import { insertTransfer, type TransferRow } from '../../db/queries/money-transfers.ts';
import { insertAwaitingPayout } from '../../db/queries/money-waiting.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import { deliveryProofs } from '../../db/schema/delivery-proofs.ts';
import { journalEntries } from '../../db/schema/ledger.ts';
import { mobileMoneyWallets } from '../../db/schema/money-transfers.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { users } from '../../db/schema/users.ts';
import { conflict } from '../../lib/http-errors.ts';
import { escrowHeld, isPosted, postEntry } from '../ledger/ledger.ts';

export const ONLY_OWNER_CONFIRMS = 'Only the cargo owner can confirm delivery';
export const NOT_DELIVERED = 'The shipment has not been delivered yet';
export const NOTHING_HELD = 'No payment is held for this shipment';
export const ALREADY_RELEASED = 'The payment was already released';

/**
 * Where a transporter is paid: the wallet saved in Settings, else the profile's phone number when it
 * is a Zambian mobile-money number; null when there is neither (the payable waits for one).
 */
export async function payoutWallet(db: DbOrTx, userId: string): Promise<Wallet | null> {
  const [saved] = await db
    .select()
    .from(mobileMoneyWallets)
    .where(eq(mobileMoneyWallets.userId, userId))
    .limit(1);
  if (saved) return { provider: saved.provider, phoneNumber: saved.phoneNumber };
  const [user] = await db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const msisdn = user ? toMsisdn(user.phone) : null;
  const provider = msisdn ? providerOfMsisdn(msisdn) : null;
  return msisdn && provider ? { provider, phoneNumber: msisdn } : null;
}

/**
 * Releases a delivered shipment's escrow, in the caller's transaction with the shipment locked: all
 * that is held goes 80% to the transporter's payable and 20% to revenue (one ledger entry, once),
 * the log and the transporter's bell say so, and the payout of the 80% is stored, to be sent to
 * the provider after the commit (returned; null when the transporter has no wallet yet).
 */
export async function releaseEscrow(
  tx: Tx,
  shipment: ShipmentRow,
  actor: { id: string; role: 'cargo-owner' | 'admin'; fullName: string; companyName: string } | null,
  gateway: string,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  if (shipment.status !== 'DELIVERED') throw conflict(NOT_DELIVERED);
  if (await isPosted(tx, releaseKey(shipment.id))) throw conflict(ALREADY_RELEASED);
  if (await findOpenDispute(tx, shipment.id)) throw conflict(DISPUTE_BLOCKS_RELEASE);
  const held = await escrowHeld(tx, shipment.id);
  if (held <= 0) throw conflict(NOTHING_HELD);
  const by = actor ? { id: actor.id, name: actorName(actor) } : null;
  const { transporterNgwee } = splitNgwee(held);
  const payout = await postRelease(tx, shipment, held, actor?.id ?? null, gateway, firstCheckMs);
  const released = paymentReleased(shipment, held, transporterNgwee, by);
  // Without a wallet, PAYMENT_AWAITS_WALLET (postRelease) tells the transporter, not this entry.
  const awaitsWallet = payout === null && transporterNgwee > 0;
  await recordActivity(tx, { ...released, metadata: { ...released.metadata, awaitsWallet }, shipment });
  return payout;
}

/** The one key of a shipment's release: whatever releases it (owner, 72 h, admin), it happens once. */
export const releaseKey = (shipmentId: string) => `escrow_released:${shipmentId}`;

/**
 * Posts the release of `amountNgwee` of the shipment's escrow, 80% to the transporter's payable and
 * 20% to revenue (once per shipment), and stores the payout of the 80%, to be sent after the commit.
 * Null when the transporter has no wallet yet: the payout then waits for one (`awaiting-payouts.ts`),
 * and the transporter is told to add one. The caller has checked what may be released and logs it.
 */
export async function postRelease(
  tx: Tx,
  shipment: ShipmentRow,
  amountNgwee: number,
  actorId: string | null,
  gateway: string,
  firstCheckMs: number,
): Promise<TransferRow | null> {
  const { transporterNgwee } = splitNgwee(amountNgwee);
  const posted = await postEntry(tx, {
    kind: 'escrow_released',
    idempotencyKey: releaseKey(shipment.id),
    shipmentId: shipment.id,
    actorId,
    memo: `escrow of shipment ${shipment.id} released (${toKwacha(amountNgwee)} ZMW)`,
    lines: escrowReleasedLines(shipment.id, shipment.transporterId, amountNgwee),
  });
  if (!posted) throw conflict(ALREADY_RELEASED);
  if (transporterNgwee <= 0) return null;
  const wallet = await payoutWallet(tx, shipment.transporterId);
  if (!wallet) {
    const waiting = { shipmentId: shipment.id, transporterId: shipment.transporterId };
    await insertAwaitingPayout(tx, { ...waiting, amountNgwee: transporterNgwee });
    await recordActivity(tx, { ...paymentAwaitsWallet(shipment, transporterNgwee), shipment });
    return null;
  }
  return insertTransfer(
    tx,
    {
      kind: 'payout',
      shipmentId: shipment.id,
      userId: shipment.transporterId,
      gateway,
      provider: wallet.provider,
      phoneNumber: wallet.phoneNumber,
      amountNgwee: transporterNgwee,
    },
    firstCheckMs,
  );
}

/**
 * How far back the sweeps look: a week. The release sweep runs every 10 minutes, so a shipment is
 * released minutes after its 72 hours; the refund sweep only catches a cancellation whose own refund
 * a crash interrupted. A week covers a server that was down for days, and keeps each sweep a range
 * scan of the week's shipments: unbounded, both anti-joined every delivered (or cancelled) shipment
 * ever made with the journal, every 10 minutes, growing with the history for ever.
 */
export const SWEEP_LOOKBACK_MS = 7 * 24 * 3_600_000;

/**
 * Delivered shipments whose escrow the 72 hours have released: delivered with the receiver's code
 * (a delivery without it waits for its owner or an admin) in the week before `now` less the window
 * (oldest first), not released yet and not disputed (whether anything is held is
 * checked when each is released). A range scan of `shipments_status_idx` (status, completed_at).
 */
export async function dueForRelease(db: DbOrTx, now: Date, limit = 50): Promise<string[]> {
  const cutoff = new Date(now.getTime() - RELEASE_AFTER_DELIVERY_HOURS * 3_600_000);
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'DELIVERED'),
        gt(shipments.completedAt, new Date(cutoff.getTime() - SWEEP_LOOKBACK_MS)),
        lte(shipments.completedAt, cutoff),
        sql`exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind = 'deposit_completed')`,
        // Only a delivery proven by the receiver's code releases itself (autoReleaseAt, issue 39).
        sql`exists (select 1 from ${deliveryProofs} p where p.shipment_id = ${shipments.id} and p.code_matched)`,
        sql`not exists (select 1 from ${journalEntries} e where e.shipment_id = ${shipments.id} and e.kind in ('escrow_released', 'escrow_refunded'))`,
        sql`not ${hasOpenDispute(shipments.id)}`,
      ),
    )
    .orderBy(asc(shipments.completedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
