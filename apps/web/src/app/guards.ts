import { parseRole, type Role, SUSPENDED_ACCOUNT_MESSAGE } from '@njira/domain';
import { type LoaderFunction, redirect, type ShouldRevalidateFunction } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import { accountWasSuspended, forgetSuspension, refreshSession } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { rememberReturnPath } from '../lib/return-path.ts';
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

/**
 * A route loader that lets only these roles through. A visitor sent to '/' for want of a session
 * has the page remembered, so that signing in lands there (issue 40). After the server said the
 * account is suspended (the page it was on is kept, with what was typed), the next page opened ends
 * the session here, before that page asks for anything.
 */
export function requireRole(allowed: readonly Role[]): LoaderFunction {
  return async ({ request }) => {
    if (accountWasSuspended()) {
      forgetSuspension();
      queryClient.clear();
      clearSession();
      toast.errorOnce('account-suspended', SUSPENDED_ACCOUNT_MESSAGE);
    }
    const decision = decideAccess(await resolveSession(), allowed);
    if (!decision.allow) {
      if (decision.redirectTo === '/') {
        const url = new URL(request.url);
        rememberReturnPath(`${url.pathname}${url.search}${url.hash}`);
      }
      throw redirect(decision.redirectTo);
    }
    return null;
  };
}

/** The guard runs again on every navigation once the account is known to be suspended. */
export const revalidateWhenSuspended: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  accountWasSuspended() || defaultShouldRevalidate;
