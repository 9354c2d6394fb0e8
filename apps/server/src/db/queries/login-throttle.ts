import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { loginThrottle } from '../schema/login-throttle.ts';

export type ThrottleRow = typeof loginThrottle.$inferSelect;

export async function findThrottle(db: DbOrTx, key: string): Promise<ThrottleRow | undefined> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  return row;
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
