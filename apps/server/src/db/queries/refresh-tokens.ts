import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { refreshTokens } from '../schema/refresh-tokens.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshTokenRow = typeof refreshTokens.$inferInsert;

/** Stores a token; one already stored (a successor given a second time) is left as it is. */
export async function insertRefreshToken(db: DbOrTx, values: NewRefreshTokenRow): Promise<void> {
  await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/** The token with this hash, row-locked until the transaction ends when `lock` is set. */
export async function findRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  opts: { lock?: boolean } = {},
): Promise<RefreshTokenRow | undefined> {
  const query = db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The token was traded: the first time it is `rotated`, a second time within the grace `reused`. */
export async function markRefreshTokenTraded(
  db: DbOrTx,
  id: string,
  as: 'rotated' | 'reused',
): Promise<void> {
  await db
    .update(refreshTokens)
    .set(as === 'rotated' ? { rotatedAt: new Date() } : { reusedAt: new Date() })
    .where(eq(refreshTokens.id, id));
}

/**
 * Revokes every live token of one login (a family) or of one user (every device), and says which
 * sessions may still hold an unexpired access token: those given a token within `recentMs`.
 */
export async function revokeRefreshTokens(
  db: DbOrTx,
  which: { familyId: string } | { userId: string; exceptFamilyId?: string },
  recentMs: number,
): Promise<string[]> {
  const owner =
    'familyId' in which
      ? eq(refreshTokens.familyId, which.familyId)
      : which.exceptFamilyId
        ? and(eq(refreshTokens.userId, which.userId), ne(refreshTokens.familyId, which.exceptFamilyId))
        : eq(refreshTokens.userId, which.userId);
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(owner, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId, createdAt: refreshTokens.createdAt });
  const since = Date.now() - recentMs;
  return [...new Set(revoked.filter((r) => r.createdAt.getTime() > since).map((r) => r.familyId))];
}

/** The sessions whose tokens were revoked within the last `ms` (refresh_tokens_revoked_idx). */
export async function recentlyRevokedSessions(db: DbOrTx, ms: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, sql`now() - make_interval(secs => ${ms / 1000})`));
  return rows.map((r) => r.familyId);
}
