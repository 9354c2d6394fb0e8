import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { loginAddresses } from '../schema/login-addresses.ts';
import { loginThrottle } from '../schema/login-throttle.ts';
import { users } from '../schema/users.ts';

/**
 * Counts one attempt on `key` and says how many the window now holds; a window that has passed
 * starts again at 1. One statement, so attempts racing each other each get their own number.
 */
export async function countAttempt(db: DbOrTx, key: string, windowMinutes: number): Promise<number> {
  const stale = sql`${loginThrottle.windowStartedAt} < now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** Gives back one attempt that turned out not to be a failure. */
export async function uncountAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** How long an address stays one an account usually signs in from. */
const USUAL_FOR_DAYS = 90;

/**
 * Whether the account with this e-mail signed in from `ip` within USUAL_FOR_DAYS. Asked whether or
 * not the account exists (one statement either way), so its answer time tells nothing.
 */
export async function isUsualAddress(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ ip: loginAddresses.ip })
    .from(loginAddresses)
    .innerJoin(users, eq(users.id, loginAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(loginAddresses.ip, ip),
        gt(loginAddresses.lastSignedInAt, sql`now() - make_interval(days => ${USUAL_FOR_DAYS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberAddress(db: DbOrTx, userId: string, ip: string): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.ip],
      set: { lastSignedInAt: sql`now()` },
    });
}
