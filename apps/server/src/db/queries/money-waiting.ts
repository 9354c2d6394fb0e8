import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { mobileMoneyWallets, moneyTransfers } from '../schema/money-transfers.ts';
import { payoutsAwaitingWallet } from '../schema/payouts-awaiting-wallet.ts';
import { users } from '../schema/users.ts';
import type { TransferRow } from './money-transfers.ts';

/**
 * Money waiting for someone (issue 39, ADR 021): released payouts with no wallet to go to
 * (`payouts_awaiting_wallet`), and deposits that brought less than asked, not yet refunded.
 */
export type AwaitingPayoutRow = typeof payoutsAwaitingWallet.$inferSelect;

/** A release that found no wallet: its payout waits (once per shipment: released once). */
export async function insertAwaitingPayout(
  tx: DbOrTx,
  row: Pick<AwaitingPayoutRow, 'shipmentId' | 'transporterId' | 'amountNgwee'>,
): Promise<void> {
  await tx.insert(payoutsAwaitingWallet).values(row).onConflictDoNothing();
}

/**
 * Takes the transporter's waiting payouts for their payouts to be stored in this transaction: the
 * rows are deleted here. A second taker (another save, the sweep) waits for this transaction's row
 * locks and then finds them gone, so each payout is stored once.
 */
export function takeAwaitingPayouts(tx: DbOrTx, transporterId: string): Promise<AwaitingPayoutRow[]> {
  return tx
    .delete(payoutsAwaitingWallet)
    .where(eq(payoutsAwaitingWallet.transporterId, transporterId))
    .returning();
}

/**
 * The transporters with a payout waiting, with what decides whether they can be paid now: a saved
 * wallet, or the profile's number. As few as the payouts with nowhere to go.
 */
export async function transportersAwaiting(
  db: DbOrTx,
): Promise<{ transporterId: string; phoneNumber: string; hasWallet: boolean }[]> {
  const { rows } = await db.execute<{ transporter_id: string; phone_number: string; has_wallet: boolean }>(
    sql`select distinct a.transporter_id, u.phone_number,
        exists (select 1 from ${mobileMoneyWallets} w where w.user_id = a.transporter_id) as has_wallet
      from ${payoutsAwaitingWallet} a join ${users} u on u.id = a.transporter_id`,
  );
  return rows.map((r) => ({
    transporterId: r.transporter_id,
    phoneNumber: r.phone_number,
    hasWallet: r.has_wallet,
  }));
}

/** Whether the shipment's payout waits for a wallet (for a list's own statement). */
export const awaitsWallet = (shipmentId: unknown) =>
  sql<boolean>`exists (select 1 from ${payoutsAwaitingWallet} w where w.shipment_id = ${shipmentId})`;

/** The admin's list: the oldest waiting payouts, with the transporter's company. */
export function listAwaitingPayouts(db: DbOrTx, limit: number) {
  return db
    .select({ payout: payoutsAwaitingWallet, partyName: users.companyName })
    .from(payoutsAwaitingWallet)
    .innerJoin(users, eq(users.id, payoutsAwaitingWallet.transporterId))
    .orderBy(asc(payoutsAwaitingWallet.createdAt), asc(payoutsAwaitingWallet.shipmentId))
    .limit(limit);
}

/** A completed deposit that brought less than asked and that no refund returns yet (its partial index). */
const shortNotRefunded = and(
  eq(moneyTransfers.kind, 'deposit'),
  eq(moneyTransfers.status, 'COMPLETED'),
  isNotNull(moneyTransfers.receivedNgwee),
  lt(moneyTransfers.receivedNgwee, moneyTransfers.amountNgwee),
  sql`not exists (select 1 from ${moneyTransfers} r where r.kind = 'refund' and r.deposit_id = ${moneyTransfers}.id)`,
);

/** The admin's list: the oldest short deposits not yet refunded, with the owner's company. */
export function listShortDeposits(
  db: DbOrTx,
  limit: number,
): Promise<{ deposit: TransferRow; partyName: string }[]> {
  return db
    .select({ deposit: moneyTransfers, partyName: users.companyName })
    .from(moneyTransfers)
    .innerJoin(users, eq(users.id, moneyTransfers.userId))
    .where(shortNotRefunded)
    .orderBy(asc(moneyTransfers.createdAt), asc(moneyTransfers.id))
    .limit(limit);
}
