import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { twoFactorChallenges } from '../schema/two-factor-challenges.ts';

/** Wrong codes one challenge takes; then its password must be entered again. */
export const CODES_PER_CHALLENGE = 5;

export async function insertChallenge(
  db: DbOrTx,
  values: { userId: string; passwordMark: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(twoFactorChallenges).values(values).returning({ id: twoFactorChallenges.id });
  if (!row) throw new Error('insert into two_factor_challenges returned nothing');
  return row.id;
}

/**
 * Takes one of the challenge's CODES_PER_CHALLENGE tries, in one statement (five racing codes get
 * five tries, not more): its password mark, or null when it is used, spent, expired or unknown.
 */
export async function takeChallengeTry(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<{ passwordMark: string } | null> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        eq(twoFactorChallenges.userId, userId),
        isNull(twoFactorChallenges.usedAt),
        lt(twoFactorChallenges.failures, CODES_PER_CHALLENGE),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ passwordMark: twoFactorChallenges.passwordMark });
  return row ?? null;
}

/** Uses the challenge up, once: false when another request with it got there first. */
export async function useChallenge(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0;
}

/** Challenges past their 5 minutes are of no use: purged hourly. */
export async function deleteExpiredChallenges(db: Db): Promise<number> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, sql`now()`))
    .returning({ id: twoFactorChallenges.id });
  return gone.length;
}
