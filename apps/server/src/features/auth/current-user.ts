import type { DbOrTx } from '../../db/client.ts';
import { findUserById, type UserRow } from '../../db/queries/users.ts';
import type { Caller } from '../../lib/caller.ts';
import { unauthorized } from '../../lib/http-errors.ts';

/** The spec's text for a token whose account no longer exists. */
export const USER_GONE = 'User not found. Please login again.';

/**
 * The caller's own account row. A valid token whose account is gone is an authentication failure
 * (401, one status everywhere), so the web applies its 401 rule and returns to the start.
 */
export async function findCurrentUser(db: DbOrTx, caller: Pick<Caller, 'userId'>): Promise<UserRow> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthorized(USER_GONE);
  return user;
}
