import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@njira/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findUserById, toUserDto, type UserRow } from '../../db/queries/users.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { hashToken, randomToken, type TokenService } from '../../lib/tokens.ts';

export const REFRESH_IDLE_DAYS = 7;
export const REFRESH_ABSOLUTE_DAYS = 30;
const DAY = 86_400_000;
/** Two tabs refreshing at once both present the same token; the loser is not treated as theft. */
const ROTATION_GRACE_MS = 30_000;

export interface IssuedSession {
  body: AuthResponse;
  refreshToken: string;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  /** A new login: a fresh refresh-token family. */
  async start(user: UserRow, db: DbOrTx = this.db): Promise<IssuedSession> {
    const now = Date.now();
    return this.issue(db, user, randomUUID(), new Date(now + REFRESH_ABSOLUTE_DAYS * DAY));
  }

  private async issue(
    db: DbOrTx,
    user: UserRow,
    familyId: string,
    familyExpiresAt: Date,
  ): Promise<IssuedSession> {
    const refreshToken = randomToken();
    const idle = new Date(Date.now() + REFRESH_IDLE_DAYS * DAY);
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: idle < familyExpiresAt ? idle : familyExpiresAt,
      familyExpiresAt,
    });
    const accessToken = await this.tokens.sign({ sub: user.id, role: user.role });
    return { body: { access_token: accessToken, user: toUserDto(user) }, refreshToken };
  }

  /** Trades a refresh token for a new pair. Reuse of a rotated token revokes its whole family. */
  async rotate(presented: string | undefined): Promise<IssuedSession> {
    const expired = unauthorized('Session expired. Please login again.');
    if (!presented) throw expired;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)))
        .for('update')
        .limit(1);
      if (!row || row.revokedAt) throw expired;
      if (row.rotatedAt) {
        if (Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
          await this.revokeFamily(tx, row.familyId);
        }
        throw expired;
      }
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.familyExpiresAt.getTime() <= now) throw expired;
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const user = await findUserById(tx, row.userId);
      if (!user) throw expired;
      return this.issue(tx, user, row.familyId, row.familyExpiresAt);
    });
  }

  /** Logout: the presented token's family can no longer refresh. */
  async end(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .limit(1);
    if (row) await this.revokeFamily(this.db, row.familyId);
  }

  async revokeAllFor(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  private async revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
