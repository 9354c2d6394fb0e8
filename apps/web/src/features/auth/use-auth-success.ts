import { type AuthResponse, dashboardPathFor, type TwoFactorStatus, type User } from '@njira/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FIRST_VISIT } from '../../components/layouts/greeting.ts';
import { toast } from '../../components/ui/toast.ts';
import { ADMIN_TWO_FACTOR_PATH } from '../../lib/admin-two-factor.ts';
import { api } from '../../lib/api-client.ts';
import { takeReturnPath } from '../../lib/return-path.ts';
import { setSession } from '../../lib/session.ts';

/** Spec section 9: the redirect after login or signup waits 500 ms (the toast is read first). */
export const REDIRECT_DELAY_MS = 500;

/**
 * An admin signed in without two-factor sign-in, who must turn it on before any admin screen
 * answers (ADR 024): asked once, so the dashboard's calls are not all refused first (issue 40).
 */
async function adminNeedsTwoFactor(user: User): Promise<boolean> {
  if (user.role !== 'admin') return false;
  try {
    const status = await api.get<TwoFactorStatus>('/account/two-factor');
    return !status.enabled && status.required !== false;
  } catch {
    return false;
  }
}

/** Where a sign-in lands: the page the visitor was turned away from, if the role may see it. */
async function landingFor(user: User, via: 'login' | 'signup'): Promise<string> {
  if (via === 'signup') return dashboardPathFor(user.role, via);
  const remembered = takeReturnPath(user.role);
  if (await adminNeedsTwoFactor(user)) return ADMIN_TWO_FACTOR_PATH;
  return remembered ?? dashboardPathFor(user.role, via);
}

/**
 * Stores the session, shows the success toast and, 500 ms later, goes to the page remembered when
 * the visitor was sent to sign in, else to the role's dashboard.
 * `redirecting` stays true until then so the submit button keeps its busy state.
 */
export function useAuthSuccess(via: 'login' | 'signup') {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function succeed({ access_token, user }: AuthResponse) {
    setSession(access_token, user);
    if (via === 'signup') toast.success('Account created!', `Welcome to Njira, ${user.fullName}!`);
    else toast.success('Welcome back!', "You've successfully signed in.");
    setRedirecting(true);
    const landing = landingFor(user, via);
    timer.current = setTimeout(() => {
      const state = via === 'signup' ? FIRST_VISIT : undefined;
      void landing.then((path) => navigate(path, { replace: true, state }));
    }, REDIRECT_DELAY_MS);
  }

  return { succeed, redirecting };
}
