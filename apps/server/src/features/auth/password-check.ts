import { CURRENT_PASSWORD_INCORRECT, TOO_MANY_PASSWORD_CHECKS } from '@njira/domain';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { clearAttempts, takeAttempt } from './throttle.ts';

const PASSWORD_CHECKS = { limit: 10, windowMinutes: 15, message: TOO_MANY_PASSWORD_CHECKS };

/**
 * Refuses a change that needs the current password without it (400, `missing`), or with a wrong one
 * (400). Wrong guesses are counted like logins (10 in 15 minutes, one count per account whatever the
 * change), so a stolen access token cannot be used to try passwords. Run outside the change's
 * transaction: a wrong guess must stay counted when the change is refused.
 */
export async function checkCurrentPassword(
  db: Db,
  user: UserRow,
  given: string | undefined,
  missing: string,
): Promise<void> {
  if (!given) throw badRequest(missing);
  const key = `password-check:${user.id}`;
  await takeAttempt(db, key, PASSWORD_CHECKS);
  if (!(await verifyPassword(user.passwordHash, given))) throw badRequest(CURRENT_PASSWORD_INCORRECT);
  await clearAttempts(db, key);
}
