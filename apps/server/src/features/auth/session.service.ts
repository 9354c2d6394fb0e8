import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@njira/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { publishSignout } from '../../db/queries/events.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenTraded,
  revokeRefreshTokens,
} from '../../db/queries/refresh-tokens.ts';
import { findUserById, toUserDto, type UserRow } from '../../db/queries/users.ts';
import { suspendedAccount, unauthorized } from '../../lib/http-errors.ts';
import { hashToken, randomToken, type TokenService } from '../../lib/tokens.ts';
import { REMEMBER_REVOKED_MS } from './revoked-sessions.ts';

export const REFRESH_IDLE_DAYS = 7;
export const REFRESH_ABSOLUTE_DAYS = 30;
const DAY = 86_400_000;
/** How long a traded refresh token is still honoured (see SessionService.rotate). */
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

  /** `refreshToken`: the successor a traded token has (TokenService.refreshSuccessor), else a new one. */
  private async issue(
    db: DbOrTx,
    user: UserRow,
    familyId: string,
    familyExpiresAt: Date,
    refreshToken = randomToken(),
  ): Promise<IssuedSession> {
    const idle = new Date(Date.now() + REFRESH_IDLE_DAYS * DAY);
    await insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: idle < familyExpiresAt ? idle : familyExpiresAt,
      familyExpiresAt,
    });
    const accessToken = await this.tokens.sign({ sub: user.id, role: user.role, sid: familyId });
    return { body: { access_token: accessToken, user: toUserDto(user) }, refreshToken };
  }

  /**
   * Trades a refresh token for a new pair. A token already traded is honoured once more within
   * ROTATION_GRACE_MS, with the same successor: two tabs refreshed at once, or the answer to the
   * first trade never arrived (the page reloaded mid-refresh), and the browser still holds it.
   * Presented again after that, or later, it is taken for stolen and its whole family is revoked.
   */
  async rotate(presented: string | undefined): Promise<IssuedSession> {
    const issued = presented
      ? await this.db.transaction(async (tx): Promise<IssuedSession | 'suspended' | null> => {
          const row = await findRefreshToken(tx, hashToken(presented), { lock: true });
          if (!row) return null;
          // Suspension revoked the token: its holder is told why, not that the session expired.
          if (row.revokedAt)
            return (await findUserById(tx, row.userId))?.status === 'suspended' ? 'suspended' : null;
          const now = Date.now();
          if (row.rotatedAt && (row.reusedAt || now - row.rotatedAt.getTime() > ROTATION_GRACE_MS)) {
            // Returned, not thrown: the revocation must commit.
            await this.revoke(tx, row.userId, { familyId: row.familyId });
            return null;
          }
          if (row.expiresAt.getTime() <= now || row.familyExpiresAt.getTime() <= now) return null;
          const user = await findUserById(tx, row.userId);
          // Suspension revokes the tokens; this holds even for one issued in a race with it.
          if (!user) return null;
          if (user.status === 'suspended') return 'suspended';
          await markRefreshTokenTraded(tx, row.id, row.rotatedAt ? 'reused' : 'rotated');
          const successor = this.tokens.refreshSuccessor(presented);
          return this.issue(tx, user, row.familyId, row.familyExpiresAt, successor);
        })
      : null;
    if (issued === 'suspended') throw suspendedAccount();
    if (!issued) throw unauthorized('Session expired. Please login again.');
    return issued;
  }

  /**
   * Logout: the presented token's family can no longer refresh, its access tokens are refused, and
   * the user's open event streams close on every instance (ADR 019).
   */
  async end(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const row = await findRefreshToken(this.db, hashToken(presented));
    if (!row) return;
    await this.db.transaction((tx) => this.revoke(tx, row.userId, { familyId: row.familyId }));
  }

  /**
   * Every device signed out (password change or reset, suspension): no refresh, no access token
   * issued so far, and the user's open event streams close when `db`'s transaction commits.
   */
  async revokeAllFor(db: DbOrTx, userId: string): Promise<void> {
    await this.revoke(db, userId, { userId });
  }

  /** Every device but the one in session `keep` signed out (two-factor turned on there, ADR 024). */
  async revokeOthersOf(db: DbOrTx, userId: string, keep: string): Promise<void> {
    await this.revoke(db, userId, { userId, exceptFamilyId: keep });
  }

  /** Revokes the tokens and tells every instance, when `db`'s transaction commits (RevokedSessions). */
  private async revoke(
    db: DbOrTx,
    userId: string,
    which: { familyId: string } | { userId: string; exceptFamilyId?: string },
  ) {
    const sessions = await revokeRefreshTokens(db, which, REMEMBER_REVOKED_MS);
    await publishSignout(db, userId, sessions);
  }
}
