import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { userTwoFactor } from '../schema/two-factor.ts';
import { twoFactorRecoveryCodes } from '../schema/two-factor-recovery-codes.ts';
import { users } from '../schema/users.ts';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

/** The user's own two-factor row (absent: never set up). */
export async function findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row;
}

/** Whether the user signs in with a second factor: one primary-key read. */
export async function hasTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${userTwoFactor.enabledAt} is not null` })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row?.on ?? false;
}

/** What the admin rule needs (ADR 024): the account's e-mail and whether two-factor is on. */
export async function twoFactorGate(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; enabled: boolean } | undefined> {
  const [row] = await db
    .select({ email: users.email, enabled: sql<boolean>`${userTwoFactor.enabledAt} is not null` })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Keeps a newly made (sealed) secret until its first code turns two-factor on. */
export async function savePendingSecret(db: DbOrTx, userId: string, sealed: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecret: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { pendingSecret: sealed, updatedAt: sql`now()` },
    });
}

/**
 * The pending secret becomes the secret, with the step of the code that proved it as the last one
 * used. Only while it is still the same pending secret and two-factor is off: two racing enables
 * turn it on once.
 */
export async function enableTwoFactor(
  db: DbOrTx,
  userId: string,
  pendingSealed: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({
      secret: pendingSealed,
      pendingSecret: null,
      enabledAt: sql`now()`,
      lastUsedStep: step,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.pendingSecret, pendingSealed),
        isNull(userTwoFactor.enabledAt),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns two-factor off: the secret and every recovery code go. */
export async function removeTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/**
 * Records `step` as used, only when it is later than the last one: false for a code already taken
 * (a replay), decided in one statement so two racing sign-ins with one code get one session.
 */
export async function takeTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** The user's recovery codes become these (hashes); the old ones stop working. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one of the user's recovery codes, once: false when it is not theirs or already used. */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** How many of the user's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
