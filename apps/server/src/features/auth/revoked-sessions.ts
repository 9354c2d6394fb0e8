import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { recentlyRevokedSessions } from '../../db/queries/refresh-tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/tokens.ts';

/** Past this, every access token issued to a revoked session has expired (a minute of clock slack). */
export const REMEMBER_REVOKED_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
/** Sessions revoked within REMEMBER_REVOKED_MS that one instance remembers (36 bytes each). */
const MAX_REMEMBERED = 200_000;

/**
 * The sessions (refresh-token families) revoked in the last REMEMBER_REVOKED_MS, which the access
 * guard refuses on every request: a suspension, a logout or a password change ends the access tokens
 * already issued, not only the refresh (ADR 002, 'Ending a session at once').
 *
 * Every instance learns a revocation from the `signout` NOTIFY sent in the revoking transaction
 * (`publishSignout`), and loads the recent ones from `refresh_tokens` whenever it starts listening,
 * so none is missed while it was not. The check costs a map lookup per request.
 */
export class RevokedSessions {
  private readonly sessions = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: REMEMBER_REVOKED_MS });

  add(sessionIds: Iterable<string>): void {
    for (const id of sessionIds) this.sessions.set(id, true);
  }

  has(sessionId: string): boolean {
    return this.sessions.has(sessionId);
  }

  /** Remembers every session revoked within REMEMBER_REVOKED_MS (the listener is listening again). */
  async load(db: Db): Promise<void> {
    this.add(await recentlyRevokedSessions(db, REMEMBER_REVOKED_MS));
  }
}
