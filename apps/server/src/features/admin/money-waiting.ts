import {
  NO_WALLET_REASON,
  RECONCILIATION_DEFAULT_LIMIT,
  shortDepositLabel,
  toKwacha,
  type WaitingMoney,
} from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { listAwaitingPayouts, listShortDeposits } from '../../db/queries/money-waiting.ts';

/**
 * Money waiting for someone, for the admin's reconciliation (issue 39): the payouts with no wallet
 * to go to, then the short deposits to refund, oldest first. Both are rare: each list is a small
 * table or a partial index, read whole up to the page size.
 */
export async function moneyWaiting(
  db: DbOrTx,
  limit = RECONCILIATION_DEFAULT_LIMIT,
): Promise<WaitingMoney[]> {
  const [payouts, shorts] = await Promise.all([listAwaitingPayouts(db, limit), listShortDeposits(db, limit)]);
  const noWallet = payouts.map(
    ({ payout: p, partyName }): WaitingMoney => ({
      kind: 'no_wallet',
      shipmentId: p.shipmentId,
      party: { id: p.transporterId, name: partyName },
      amount: toKwacha(p.amountNgwee),
      asked: null,
      depositId: null,
      reason: NO_WALLET_REASON,
      since: p.createdAt.toISOString(),
    }),
  );
  const short = shorts.map(({ deposit: d, partyName }): WaitingMoney => {
    const [received, asked] = [toKwacha(d.receivedNgwee ?? 0), toKwacha(d.amountNgwee)];
    return {
      kind: 'short_deposit',
      shipmentId: d.shipmentId,
      party: { id: d.userId, name: partyName },
      amount: received,
      asked,
      depositId: d.id,
      reason: shortDepositLabel(received, asked),
      since: (d.finishedAt ?? d.createdAt).toISOString(),
    };
  });
  return [...noWallet, ...short];
}
