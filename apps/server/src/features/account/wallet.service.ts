import {
  formatLocalMsisdn,
  WALLET_CHANGE_NEEDS_PASSWORD,
  type WalletAnswer,
  type WalletRemove,
  type WalletSave,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { deleteWallet, findWallet, upsertWallet, type WalletRow } from '../../db/queries/wallets.ts';
import type { Caller } from '../../lib/caller.ts';
import { findCurrentUser } from '../auth/current-user.ts';
import { checkCurrentPassword } from '../auth/password-check.ts';
import type { AwaitingPayouts } from '../payments/awaiting-payouts.ts';
import { queueWalletNotice } from './wallet-notice.ts';

/** The one mapper of a wallet row to what its owner sees. */
function answer(row: WalletRow | undefined): WalletAnswer {
  if (!row) return { wallet: null };
  return {
    wallet: {
      provider: row.provider,
      msisdn: row.phoneNumber,
      phoneNumber: formatLocalMsisdn(row.phoneNumber),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** A transporter is paid to its wallet (`payoutWallet`): where its money goes. */
const isPayoutWallet = (user: UserRow) => user.role === 'transporter';

/**
 * The caller's own mobile-money wallet (ADR 021, 'Wallets in Settings'). Every query is keyed by the
 * caller's id from the token; no route takes an id. A transporter's change of where it is paid is
 * ruled like a change of its phone number: the current password, and a mail to its address.
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly awaitingPayouts: AwaitingPayouts,
  ) {}

  async wallet(caller: Caller): Promise<WalletAnswer> {
    await findCurrentUser(this.db, caller);
    return answer(await findWallet(this.db, caller.userId));
  }

  /**
   * Saves the wallet. The same wallet again changes nothing and needs nothing. A transporter's
   * payouts that waited for a wallet are stored in the same transaction and sent after it (issue 39).
   */
  async save(caller: Caller, input: WalletSave): Promise<WalletAnswer> {
    const me = await findCurrentUser(this.db, caller);
    const current = await findWallet(this.db, me.id);
    if (current && current.provider === input.provider && current.phoneNumber === input.phoneNumber) {
      return answer(current);
    }
    const payout = isPayoutWallet(me);
    if (payout) {
      await checkCurrentPassword(this.db, me, input.currentPassword, WALLET_CHANGE_NEEDS_PASSWORD);
    }
    const { row, payouts } = await this.db.transaction(async (tx) => {
      const row = await upsertWallet(tx, me.id, input);
      if (!payout) return { row, payouts: [] };
      await queueWalletNotice(tx, me, row);
      return { row, payouts: await this.awaitingPayouts.store(tx, me.id) };
    });
    await this.awaitingPayouts.send(payouts);
    return answer(row);
  }

  /** Removes the wallet; a transporter is then paid to its profile's number when that is a wallet. */
  async remove(caller: Caller, input: WalletRemove): Promise<WalletAnswer> {
    const me = await findCurrentUser(this.db, caller);
    if (!(await findWallet(this.db, me.id))) return { wallet: null };
    const payout = isPayoutWallet(me);
    if (payout) {
      await checkCurrentPassword(this.db, me, input.currentPassword, WALLET_CHANGE_NEEDS_PASSWORD);
    }
    await this.db.transaction(async (tx) => {
      const removed = await deleteWallet(tx, me.id);
      if (removed && payout) await queueWalletNotice(tx, me, null);
    });
    return { wallet: null };
  }
}
