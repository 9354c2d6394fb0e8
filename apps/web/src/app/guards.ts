import { parseRole, type Role } from '@njira/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { refreshSession } from '../lib/api-client.ts';
import { clearSession, getRememberedUser, getSession, type Session } from '../lib/session.ts';

export type AccessDecision = { allow: true } | { allow: false; redirectTo: '/' | '/unauthorized' };

/** Spec section 6: no session → '/'; a role outside `allowed` (after normalising) → '/unauthorized'. */
export function decideAccess(session: Session | null, allowed: readonly Role[]): AccessDecision {
  if (!session) return { allow: false, redirectTo: '/' };
  const role = parseRole(session.user.role);
  if (!role || !allowed.includes(role)) return { allow: false, redirectTo: '/unauthorized' };
  return { allow: true };
}

let silentRefresh: Promise<Session | null> | null = null;

/**
 * A returning visitor (user remembered in local storage, no token in this tab) gets one silent
 * refresh per page load before being treated as signed out; the refresh cookie lives 7 days.
 * A refresh that got no answer (offline) leaves the remembered user for the next load to try again.
 */
export async function resolveSession(): Promise<Session | null> {
  const session = getSession();
  if (session) return session;
  if (!getRememberedUser()) return null;
  silentRefresh ??= refreshSession().then(
    (token) => {
      if (!token) {
        clearSession();
        return null;
      }
      return getSession();
    },
    () => null,
  );
  return silentRefresh;
}

/** Test hook: forget that the silent refresh was tried. */
export function resetSilentRefreshForTests(): void {
  silentRefresh = null;
}

/** A route loader that lets only these roles through. */
export function requireRole(allowed: readonly Role[]): LoaderFunction {
  return async () => {
    const decision = decideAccess(await resolveSession(), allowed);
    if (!decision.allow) throw redirect(decision.redirectTo);
    return null;
  };
}
