import { MOBILE_MONEY_LABELS } from '@njira/domain';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../db/queries/password-resets.ts';
import type { UserRow } from '../../db/queries/users.ts';
import type { WalletRow } from '../../db/queries/wallets.ts';

export const WALLET_NOTICE_SUBJECT = 'Your Njira payout wallet was changed';

/**
 * Tells a transporter's address that where it is paid changed, in the change's transaction and
 * through the outbox, as a new phone number is told (`queueChangeNotice`). The number is shown by
 * its last three digits only: the mail may be read by whoever took the account.
 */
export async function queueWalletNotice(
  tx: DbOrTx,
  user: Pick<UserRow, 'email' | 'fullName'>,
  wallet: Pick<WalletRow, 'provider' | 'phoneNumber'> | null,
): Promise<void> {
  const changed = wallet
    ? `Your payout wallet was changed to ${MOBILE_MONEY_LABELS[wallet.provider]} ••• ${wallet.phoneNumber.slice(-3)}. Mobile-money payouts go to this wallet.`
    : 'Your payout wallet was removed. Payouts now go to the phone number of your profile when it is a mobile-money number.';
  await queueMail(tx, {
    toEmail: user.email,
    subject: WALLET_NOTICE_SUBJECT,
    body: [
      `Hello ${user.fullName},`,
      '',
      changed,
      '',
      'If this was not you, reset your password now from the sign-in page ("Forgot password?") and contact support.',
    ].join('\n'),
  });
}
