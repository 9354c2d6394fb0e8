import type { DbOrTx } from '../../db/client.ts';
import { countAttempt } from '../../db/queries/login-throttle.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';

export {
  clearAttempts,
  isUsualAddress,
  rememberAddress,
  uncountAttempt,
} from '../../db/queries/login-throttle.ts';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
  message: string;
}

/**
 * Takes one attempt from `key`'s allowance, or refuses with 429 once the window's `limit` is used.
 * Counted before the attempt is made, in one statement: sixty at once get sixty numbers, and only
 * the first `limit` go on (issue 25: checking, then recording the failure, let 31 of 60 through).
 */
export async function takeAttempt(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  if ((await countAttempt(db, key, rule.windowMinutes)) > rule.limit) throw tooManyRequests(rule.message);
}
