import type { AuthResponse } from '@njira/domain';
import { ACCOUNT_SUSPENDED_CODE } from '@njira/domain/activity-types';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, readBody } from './api-response.ts';
import { setSession } from './session.ts';

function isAuthPayload(body: unknown): body is AuthResponse {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return typeof b.access_token === 'string' && !!b.user && typeof b.user === 'object';
}

/** Why the server refused the refresh cookie: the session ran out, or the account was suspended. */
export type SessionEnd = 'expired' | 'suspended';
export type RefreshOutcome = { token: string } | { ended: SessionEnd };

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token and stores the session.
 * Concurrent callers share one request. Resolves to the token, or to why the server refused the
 * cookie (the session is over; 403 `account_suspended` for a suspended account). Rejects with an
 * ApiError when no answer about the session came back (offline, the page unloading, a server
 * error): the session is left as it was, since nothing said it had ended, and a person on a bad
 * connection is not signed out by it.
 */
export function tradeRefreshCookie(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    try {
      let response: Response;
      try {
        response = await fetch(`${API_BASE}/auth/refresh`, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          credentials: 'include',
        });
      } catch {
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
      const body = await readBody(response);
      if (response.status === 401 || response.status === 403) {
        const suspended = (body as { code?: unknown } | undefined)?.code === ACCOUNT_SUSPENDED_CODE;
        return { ended: suspended ? 'suspended' : 'expired' };
      }
      if (!response.ok || !isAuthPayload(body)) {
        throw new ApiError(response.status, 'Request failed', { generic: true });
      }
      setSession(body.access_token, body.user);
      return { token: body.access_token };
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** tradeRefreshCookie's token, or null when the session is over (for whatever reason). */
export async function refreshSession(): Promise<string | null> {
  const outcome = await tradeRefreshCookie();
  return 'token' in outcome ? outcome.token : null;
}
