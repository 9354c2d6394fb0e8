import type { DbOrTx } from '../../db/client.ts';
import { findThrottle } from '../../db/queries/login-throttle.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';

export { clearFailures, recordFailure } from '../../db/queries/login-throttle.ts';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
  message: string;
}

/** Refuses with 429 once `key` has had `limit` failures within the window. */
export async function assertNotThrottled(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  const row = await findThrottle(db, key);
  if (!row) return;
  const windowEnds = row.windowStartedAt.getTime() + rule.windowMinutes * 60_000;
  if (row.failures >= rule.limit && Date.now() < windowEnds) throw tooManyRequests(rule.message);
}
