import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
  message: string;
}

/** Refuses with 429 once `key` has had `limit` failures within the window. */
export async function assertNotThrottled(db: DbOrTx, key: string, rule: ThrottleRule): Promise<void> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  if (!row) return;
  const windowEnds = row.windowStartedAt.getTime() + rule.windowMinutes * 60_000;
  if (row.failures >= rule.limit && Date.now() < windowEnds) throw tooManyRequests(rule.message);
}

/** Counts one failure; a window that has passed starts again at 1. Atomic under concurrency. */
export async function recordFailure(db: DbOrTx, key: string, windowMinutes: number): Promise<void> {
  const stale = sql`${loginThrottle.windowStartedAt} < now() - make_interval(mins => ${windowMinutes})`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
