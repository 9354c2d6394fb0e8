import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../db/queries/password-resets.ts';
import type { UserRow } from '../../db/queries/users.ts';

export const TWO_FACTOR_ON_SUBJECT = 'Two-factor sign-in is on for your Njira account';
export const TWO_FACTOR_OFF_SUBJECT = 'Two-factor sign-in was turned off for your Njira account';

/**
 * Tells the account's address that two-factor sign-in was turned on or off, in the change's
 * transaction and through the outbox, as a new password or wallet is told.
 */
export async function queueTwoFactorNotice(
  tx: DbOrTx,
  user: Pick<UserRow, 'email' | 'fullName'>,
  enabled: boolean,
): Promise<void> {
  const changed = enabled
    ? 'Two-factor sign-in was turned on for your Njira account. Signing in now needs your password and a code from your authenticator app; your other devices were signed out.'
    : 'Two-factor sign-in was turned off for your Njira account. Signing in now needs only your password.';
  await queueMail(tx, {
    toEmail: user.email,
    subject: enabled ? TWO_FACTOR_ON_SUBJECT : TWO_FACTOR_OFF_SUBJECT,
    body: [
      `Hello ${user.fullName},`,
      '',
      changed,
      '',
      'If this was not you, reset your password now from the sign-in page ("Forgot password?") and contact support.',
    ].join('\n'),
  });
}
