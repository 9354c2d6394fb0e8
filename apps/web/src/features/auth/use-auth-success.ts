import { type AuthResponse, dashboardPathFor } from '@njira/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FIRST_VISIT } from '../../components/layouts/greeting.ts';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';

/** Spec section 9: the redirect after login or signup waits 500 ms (the toast is read first). */
export const REDIRECT_DELAY_MS = 500;

/**
 * Stores the session, shows the success toast and, 500 ms later, goes to the role's dashboard.
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
    timer.current = setTimeout(() => {
      const state = via === 'signup' ? FIRST_VISIT : undefined;
      void navigate(dashboardPathFor(user.role, via), { replace: true, state });
    }, REDIRECT_DELAY_MS);
  }

  return { succeed, redirecting };
}
